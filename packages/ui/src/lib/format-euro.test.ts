import { describe, expect, it } from 'vitest';
import { formatEuro } from './format-euro';

const NBSP = '\u00a0';

describe('formatEuro (2 decimals)', () => {
  it.each([
    [1234.5, 'fi', `1${NBSP}234,50${NBSP}€`],
    [1234.5, 'et', `1234,50${NBSP}€`],
    [12345.5, 'et', `12${NBSP}345,50${NBSP}€`],
    [1234.5, 'en', '€1,234.50'],
    [49, 'en', '€49.00'],
    [0.005, 'en', '€0.01'],
    [10, 'fi', `10,00${NBSP}€`],
  ] as const)('%s in %s -> %j', (amount, locale, text) => {
    expect(formatEuro(amount, locale)).toBe(text);
  });
});
