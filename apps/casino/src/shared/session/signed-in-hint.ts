import { SIGNED_IN_COOKIE } from '@casino/flows';

/**
 * The server's script-readable hint that a session may exist, set beside the HttpOnly session cookie at login. Without
 * it the browser is a visitor's: it asks for no player, and shows the log-in button as soon as the page has hydrated.
 */
export const hasSignedInHint = (): boolean =>
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));

/** Drops the hint when the player is logged out (the server clears it too when it logs the session out). */
export const clearSignedInHint = () => {
  document.cookie = `${SIGNED_IN_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
};
