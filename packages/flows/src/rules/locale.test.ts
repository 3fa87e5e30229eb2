import { describe, expect, it } from 'vitest';
import { defaultCountry, depositLanguageCode, dialCodeFor, isLocale, paymentLogoCode, toLocale } from './locale.ts';

describe('locales', () => {
  it.each([
    ['fi', true, 'fi'],
    ['en', true, 'en'],
    ['et', true, 'et'],
    ['sv', false, 'fi'],
    ['FI', false, 'fi'],
    [undefined, false, 'fi'],
  ])('%j: supported %s, used as %j', (value, supported, locale) => {
    expect(isLocale(value)).toBe(supported);
    expect(toLocale(value)).toBe(locale);
  });
});

describe('country and deposit language by locale', () => {
  it.each([
    ['fi', 'FIN'],
    ['en', 'FIN'],
    ['et', 'EST'],
  ] as const)('%s -> %s', (locale, country) => {
    expect(defaultCountry(locale)).toBe(country);
    expect(depositLanguageCode(locale)).toBe(country);
  });
});

describe('paymentLogoCode: Estonian maps to ee', () => {
  it.each([
    ['fi', 'fi'],
    ['en', 'en'],
    ['et', 'ee'],
  ] as const)('%s -> %s', (locale, code) => {
    expect(paymentLogoCode(locale)).toBe(code);
  });
});

describe('dialCodeFor', () => {
  it.each([
    ['EST', '+372'],
    ['FIN', '+358'],
    [null, '+358'],
    [undefined, '+358'],
  ])('%j -> %s', (country, dialCode) => {
    expect(dialCodeFor(country)).toBe(dialCode);
  });
});
