import { anonymousPageRedirect, type Locale } from '@casino/flows';
import { localizedPath } from '../../app/routes';

/**
 * Where a logged-in player goes from a page meant for visitors (spec 2.2: login, registration, forgot password,
 * verify e-mail): `redirectUrl` when it is a path of this site, else home. An absolute URL, //host, /\host or
 * javascript: never leaves the site.
 */
export function playerExitPath(redirectUrl: string | null, locale: Locale): string {
  const target = anonymousPageRedirect(redirectUrl);
  return target.to === 'path' ? target.path : localizedPath('HOME', locale);
}
