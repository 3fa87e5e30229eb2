import type common from '../public/locales/fi/common.json';

/** Type-checks every translation key against the Finnish file; locales.test.ts keeps en and et in step with it. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: { common: typeof common };
  }
}
