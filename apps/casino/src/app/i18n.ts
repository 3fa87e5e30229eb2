import {
  I18N_MAX_PARALLEL_READS,
  I18N_MAX_REPLACES,
  I18N_MAX_RETRIES,
  I18N_RETRY_DELAY_MS,
  LOCALES,
  type Locale,
} from '@casino/flows';
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LocaleBackend, type LocaleBackendOptions } from './locale-backend';

/** The one namespace of the app (spec 9: default namespace common). */
export const NAMESPACE = 'common';
/** Where the browser loads a locale file from (public/locales, spec 7 "Other"). */
export const localeFileUrl = (locale: Locale) => `/locales/${locale}/${NAMESPACE}.json`;

interface I18nOptions {
  /** The locale files already in hand (the server reads them from the build): no loading, ready at once. */
  resources?: Resource;
  /** How the browser loads the locale files. */
  backend?: Partial<LocaleBackendOptions>;
}

/**
 * A fresh i18next instance for `locale`. On the server it is given its resources; in the browser it loads them over
 * HTTP with the spec's retries. Every locale file is complete (locales.test.ts), so there is no fallback language.
 */
export function createI18n(locale: Locale, { resources, backend = {} }: I18nOptions = {}): i18n {
  const instance = i18next.createInstance();
  if (!resources) instance.use(LocaleBackend);
  void instance.use(initReactI18next).init({
    lng: locale,
    supportedLngs: LOCALES,
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    // Spec 9: at most 10 locale files read at once; one that fails is tried again up to 5 times, after 350 ms,
    // doubling each time; at most 1000 interpolations in a string.
    maxParallelReads: I18N_MAX_PARALLEL_READS,
    maxRetries: I18N_MAX_RETRIES,
    retryTimeout: I18N_RETRY_DELAY_MS,
    interpolation: { escapeValue: false, maxReplaces: I18N_MAX_REPLACES },
    // The browser loads a locale before the page that needs it renders (route-data.ts), so nothing suspends.
    react: { useSuspense: false },
    ...(resources ? { resources, initAsync: false } : { backend }),
  });
  return instance;
}
