import type { Locale } from '@casino/flows';

/** The Intl locale of a page's locale: fi-FI, en-GB, et-EE (dates and numbers in the player's conventions). */
export const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : `${locale}-${locale.toUpperCase()}`);

/** A moment as a short date and time in the locale, e.g. 25.11.2026 klo 14.30. */
export const formatDateTime = (locale: Locale, time: string | number) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(time));
