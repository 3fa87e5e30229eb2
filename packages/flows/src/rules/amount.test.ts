import { describe, expect, it } from 'vitest';
import { acceptsAmountInput, checkAmount, parseAmount } from './amount.ts';

describe('acceptsAmountInput (numeric decimal, at most 6 characters)', () => {
  it.each([
    ['', true],
    ['1', true],
    ['10', true],
    ['10.', true],
    ['10.5', true],
    ['10,50', true],
    ['999.99', true],
    ['100000', true],
    ['1000.5', true],
    ['1000000', false],
    ['1000.50', false],
    ['10.555', false],
    ['10.5.5', false],
    ['-5', false],
    ['1e3', false],
    [' 10', false],
    ['abc', false],
  ])('%j -> %s', (text, accepted) => {
    expect(acceptsAmountInput(text)).toBe(accepted);
  });
});

describe('parseAmount', () => {
  it.each([
    ['25', 25],
    [' 25 ', 25],
    ['10,5', 10.5],
    ['10.05', 10.05],
    [150, 150],
    ['10.', null],
    ['.5', null],
    ['10.123', null],
    ['-5', null],
    ['', null],
    ['x', null],
  ])('%j -> %s', (text, amount) => {
    expect(parseAmount(text)).toBe(amount);
  });
});

describe('checkAmount', () => {
  const bounds = { min: 20, max: 500 };
  it.each([
    ['', { ok: false, error: 'required' }],
    ['  ', { ok: false, error: 'required' }],
    ['2O', { ok: false, error: 'format' }],
    ['19.99', { ok: false, error: 'min', bound: 20 }],
    ['20', { ok: true, amount: 20 }],
    ['500', { ok: true, amount: 500 }],
    ['500.01', { ok: false, error: 'max', bound: 500 }],
  ])('%j -> %j', (text, result) => {
    expect(checkAmount(text, bounds)).toEqual(result);
  });
});
