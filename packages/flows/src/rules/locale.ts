import { DEFAULT_LOCALE, DIAL_CODE_EST, DIAL_CODE_FIN, LOCALES } from './constants.ts';

export type Locale = (typeof LOCALES)[number];
export type Country = 'FIN' | 'EST';

export function isLocale(value: unknown): value is Locale {
  return (LOCALES as readonly unknown[]).includes(value);
}

/** The locale to use for any value: a supported one as is, anything else the default (fi). */
export function toLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

/** The default country for a locale: EST for et, FIN otherwise. */
export function defaultCountry(locale: Locale): Country {
  return locale === 'et' ? 'EST' : 'FIN';
}

/** The language code the deposit form sends: FIN for fi and en, EST for et, i.e. the default country. */
export const depositLanguageCode = (locale: Locale): Country => defaultCountry(locale);

/** The payment provider's logo of a locale (spec 2.5): fi and en as they are, Estonian as ee. */
export const paymentLogoCode = (locale: Locale): 'fi' | 'en' | 'ee' => (locale === 'et' ? 'ee' : locale);

/** The dial code selected by default for a player's country: +372 for EST, +358 otherwise (FIN). */
export function dialCodeFor(country?: string | null): string {
  return country === 'EST' ? DIAL_CODE_EST : DIAL_CODE_FIN;
}
