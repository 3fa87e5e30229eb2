import { describe, expect, it } from 'vitest';
import { LOCALES } from './constants.ts';
import { codeLink, FORGOT_PASSWORD_PATHS, localePrefix, SHORT_CODE_PARAM, VERIFY_EMAIL_PATHS } from './links.ts';

describe('localePrefix (fi without a prefix)', () => {
  it.each([
    ['fi', ''],
    ['en', '/en'],
    ['et', '/et'],
  ] as const)('%s -> %j', (locale, prefix) => {
    expect(localePrefix(locale)).toBe(prefix);
  });
});

describe('codeLink', () => {
  it.each([
    [VERIFY_EMAIL_PATHS, 'fi', 'https://site/vahvista-sahkoposti?code=ABC123'],
    [VERIFY_EMAIL_PATHS, 'en', 'https://site/en/verifyemail?code=ABC123'],
    [VERIFY_EMAIL_PATHS, 'et', 'https://site/et/kinnita-e-post?code=ABC123'],
    [FORGOT_PASSWORD_PATHS, 'fi', 'https://site/login/forgotPassword?code=ABC123'],
    [FORGOT_PASSWORD_PATHS, 'en', 'https://site/en/login/forgotPassword?code=ABC123'],
    [FORGOT_PASSWORD_PATHS, 'et', 'https://site/et/sisselogimine/unustatud-parool?code=ABC123'],
  ] as const)('%j in %s -> %s', (paths, locale, link) => {
    expect(codeLink(paths, 'https://site', locale, 'ABC123')).toBe(link);
  });

  it('carries a short code as ?shortCode=', () => {
    expect(codeLink(VERIFY_EMAIL_PATHS, 'https://site', 'et', '048213', SHORT_CODE_PARAM)).toBe(
      'https://site/et/kinnita-e-post?shortCode=048213',
    );
  });

  it('drops a trailing slash of the origin and escapes the code', () => {
    expect(codeLink(VERIFY_EMAIL_PATHS, 'http://localhost:3000/', 'en', 'a b&c')).toBe(
      'http://localhost:3000/en/verifyemail?code=a+b%26c',
    );
  });

  it('gives each page a path in every locale, starting with /', () => {
    for (const paths of [VERIFY_EMAIL_PATHS, FORGOT_PASSWORD_PATHS]) {
      expect(Object.keys(paths).sort()).toEqual([...LOCALES].sort());
      for (const path of Object.values(paths)) expect(path).toMatch(/^\/[^/]/);
    }
  });
});
