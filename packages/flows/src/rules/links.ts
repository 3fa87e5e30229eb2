import { DEFAULT_LOCALE } from './constants.ts';
import type { Locale } from './locale.ts';

/**
 * The pages a mail links to, by locale, in the shape of the app's route table (ROUTES in apps/casino): the path
 * without the locale prefix. The one place these paths are written: the app's route table points at them, and the
 * server builds the links of its mails from them.
 */
type LocalePaths = Readonly<Record<Locale, string>>;

/**
 * The verify-e-mail page (spec 2.1 /verifyemail, /vahvista-sahkoposti): it activates the account with a code, and
 * verifies a logged-in player's e-mail with a short code.
 */
export const VERIFY_EMAIL_PATHS = {
  fi: '/vahvista-sahkoposti',
  en: '/verifyemail',
  et: '/kinnita-e-post',
} as const satisfies LocalePaths;

/** The forgot-password page (spec 2.1 /login/forgotPassword): with a code it asks for the new password at once. */
export const FORGOT_PASSWORD_PATHS = {
  fi: '/login/forgotPassword',
  en: '/login/forgotPassword',
  et: '/sisselogimine/unustatud-parool',
} as const satisfies LocalePaths;

/** The query parameter those pages read the code from: `?code=…`. */
export const CODE_PARAM = 'code';

/**
 * The query parameter the verify-e-mail page reads an e-mail verification's short code from (`?shortCode=…`, the
 * mail sent when the player's e-mail changes): filled in for the player to verify, never taken for an activation code.
 */
export const SHORT_CODE_PARAM = 'shortCode';

/** '' for the default locale (fi is served without a prefix: spec 2.1 and 9), '/en' and '/et' otherwise. */
export const localePrefix = (locale: Locale): string => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);

/**
 * The full link to a page of `paths` in `locale` carrying `code`: `siteOrigin` (e.g. 'https://site', a trailing
 * slash is dropped), the locale prefix, the locale's path and `?code=` (or `?<param>=`). For example
 * `codeLink(VERIFY_EMAIL_PATHS, 'https://site', 'en', 'ABC123')` is 'https://site/en/verifyemail?code=ABC123'.
 */
export function codeLink(
  paths: LocalePaths,
  siteOrigin: string,
  locale: Locale,
  code: string,
  param: typeof CODE_PARAM | typeof SHORT_CODE_PARAM = CODE_PARAM,
): string {
  const query = new URLSearchParams({ [param]: code });
  return `${siteOrigin.replace(/\/+$/, '')}${localePrefix(locale)}${paths[locale]}?${query}`;
}
