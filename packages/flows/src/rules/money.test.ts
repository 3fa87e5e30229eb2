import { describe, expect, it } from 'vitest';
import { formatTurnoverFactor, roundMoney, turnoverProgress } from './money.ts';

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

describe('formatTurnoverFactor', () => {
  it.each([
    [35, '35x'],
    [0, '0x'],
    [2.5, '2.5x'],
  ])('%s -> %j', (factor, text) => {
    expect(formatTurnoverFactor(factor)).toBe(text);
  });
});
