import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LocaleBackend, type LocaleBackendOptions } from './locale-backend';
import { LOCALES, type Locale } from '@casino/flows';

/** The one namespace of the app (spec 9: default namespace common). */
const NAMESPACE = 'common';
/** A locale file that fails to load is tried again up to 5 times, after 350 ms, doubling each time (spec 9). */
const LOCALE_LOAD_RETRIES = 5;
const LOCALE_LOAD_RETRY_DELAY_MS = 350;

/**
 * A fresh i18next instance for `locale`, loading its translations over HTTP. The document's `lang` follows the
 * language. Every locale file is complete (locales.test.ts), so there is no fallback language to download too.
 */
export function createI18n(locale: Locale, backend: Partial<LocaleBackendOptions> = {}): i18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  void instance
    .use(LocaleBackend)
    .use(initReactI18next)
    .init({
      lng: locale,
      supportedLngs: LOCALES,
      fallbackLng: false,
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      maxRetries: LOCALE_LOAD_RETRIES,
      retryTimeout: LOCALE_LOAD_RETRY_DELAY_MS,
      interpolation: { escapeValue: false },
      backend,
    });
  return instance;
}
