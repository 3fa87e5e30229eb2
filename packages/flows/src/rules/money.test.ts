import { describe, expect, it } from 'vitest';
import { formatEur, formatTurnoverFactor, roundMoney, turnoverProgress } from './money.ts';

const NBSP = '\u00a0';

describe('roundMoney (2 decimals, half away from zero)', () => {
  it.each([
    [1.005, 1.01],
    [-1.005, -1.01],
    [50.454, 50.45],
    [0.3 - 0.1, 0.2],
    [7, 7],
  ])('%s -> %s', (amount, rounded) => {
    expect(roundMoney(amount)).toBe(rounded);
  });
});

describe('turnoverProgress (total minus current, never negative)', () => {
  it.each([
    [1000, 250, 750],
    [0.3, 0.1, 0.2],
    [50.456, 0, 50.46],
    [100, 100, 0],
    [100, 150, 0],
  ])('total %s, current %s -> %s', (totalTurnover, currentTurnover, progress) => {
    expect(turnoverProgress({ totalTurnover, currentTurnover })).toBe(progress);
  });
});

describe('formatEur (2 decimals)', () => {
  it.each([
    [1234.5, 'fi', `1${NBSP}234,50${NBSP}€`],
    [1234.5, 'et', `1234,50${NBSP}€`],
    [12345.5, 'et', `12${NBSP}345,50${NBSP}€`],
    [1234.5, 'en', '€1,234.50'],
    [49, 'en', '€49.00'],
    [0.005, 'en', '€0.01'],
  ] as const)('%s in %s -> %j', (amount, locale, text) => {
    expect(formatEur(amount, locale)).toBe(text);
  });

  it('uses Finnish conventions by default', () => {
    expect(formatEur(10)).toBe(`10,00${NBSP}€`);
  });
});

describe('formatTurnoverFactor', () => {
  it.each([
    [35, '35x'],
    [0, '0x'],
    [2.5, '2.5x'],
  ])('%s -> %j', (factor, text) => {
    expect(formatTurnoverFactor(factor)).toBe(text);
  });
});
