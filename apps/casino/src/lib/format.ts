import type { Locale } from '@casino/flows';

/** The Intl locale of a page's locale: fi-FI, en-GB, et-EE (dates and numbers in the player's conventions). */
export const intlLocale = (locale: Locale) => (locale === 'en' ? 'en-GB' : `${locale}-${locale.toUpperCase()}`);

/** A moment as a short date and time in the locale, e.g. 25.11.2026 klo 14.30. */
export const formatDateTime = (locale: Locale, time: string | number) =>
  new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'short', timeStyle: 'short' }).format(new Date(time));

/** A length of time as hours and minutes in the locale, e.g. 1 t 30 min, 1 hr 30 min; under a minute is 0 min. */
export function formatDuration(locale: Locale, seconds: number): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${unit(hours, 'hour')} ${unit(minutes, 'minute')}` : unit(minutes, 'minute');
}
