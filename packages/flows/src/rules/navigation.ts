import { FIRST_LOGIN_ACTIVITY_MAX } from './constants.ts';

/** Where a player goes after logging in: the profile limits page while the activity count is at most 1, else the page reloads. */
export function afterLogin(activityCount: number): 'profileLimits' | 'reload' {
  return activityCount <= FIRST_LOGIN_ACTIVITY_MAX ? 'profileLimits' : 'reload';
}

/**
 * Where a logged-in user is sent from a page meant for visitors: the redirectUrl query parameter if it is
 * a string, else home. Only a path on this site counts ('/…' but not '//…'), so that the parameter cannot
 * send players to another site (an open redirect the spec does not ask for).
 */
export function anonymousPageRedirect(redirectUrl: unknown): { to: 'path'; path: string } | { to: 'home' } {
  const isOwnPath = typeof redirectUrl === 'string' && /^\/(?![/\\])/.test(redirectUrl);
  return isOwnPath ? { to: 'path', path: redirectUrl } : { to: 'home' };
}

/**
 * The script-readable cookie the server sets beside the HttpOnly session cookie at login and clears at logout: a
 * visitor's browser without it asks for no player just to be told 115.
 */
export const SIGNED_IN_COOKIE = 'casino_signed_in';
