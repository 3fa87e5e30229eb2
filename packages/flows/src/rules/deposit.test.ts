import { describe, expect, it } from 'vitest';
import { depositBounds, depositPresets, lastSuccessfulDeposit, validateDepositAmount } from './deposit.ts';

describe('depositBounds', () => {
  it.each([
    ['no method loaded', undefined, { min: 10, max: 100000 }],
    ['a method without EUR bounds', { minAmount: null, maxAmount: { EUR: null } }, { min: 10, max: 100000 }],
    ['a minimum below 10, raised to 10', { minAmount: { EUR: 5 } }, { min: 10, max: 100000 }],
    ['the method bounds', { minAmount: { EUR: 20 }, maxAmount: { EUR: 5000 } }, { min: 20, max: 5000 }],
  ])('%s', (_case, method, bounds) => {
    expect(depositBounds(method)).toEqual(bounds);
  });
});

describe('validateDepositAmount', () => {
  it.each([
    ['', undefined, { ok: false, error: 'required' }],
    ['9.99', undefined, { ok: false, error: 'min', bound: 10 }],
    ['10', undefined, { ok: true, amount: 10 }],
    ['10,50', undefined, { ok: true, amount: 10.5 }],
    [25, undefined, { ok: true, amount: 25 }],
    ['100000', undefined, { ok: true, amount: 100000 }],
    ['100001', undefined, { ok: false, error: 'max', bound: 100000 }],
    ['1000000', undefined, { ok: false, error: 'format' }],
    ['10.123', undefined, { ok: false, error: 'format' }],
    ['ten', undefined, { ok: false, error: 'format' }],
    ['9', { minAmount: { EUR: 5 } }, { ok: false, error: 'min', bound: 10 }],
    ['15', { minAmount: { EUR: 20 } }, { ok: false, error: 'min', bound: 20 }],
    ['5001', { minAmount: { EUR: 20 }, maxAmount: { EUR: 5000 } }, { ok: false, error: 'max', bound: 5000 }],
    ['5000', { minAmount: { EUR: 20 }, maxAmount: { EUR: 5000 } }, { ok: true, amount: 5000 }],
  ])('%j with %j -> %j', (text, method, result) => {
    expect(validateDepositAmount(text, method)).toEqual(result);
  });
});

describe('depositPresets by the last successful deposit', () => {
  it.each([
    [undefined, [50, 100, 200]],
    [null, [50, 100, 200]],
    [0, [25, 50, 100]],
    [24.99, [25, 50, 100]],
    [25, [50, 100, 200]],
    [49.99, [50, 100, 200]],
    [50, [100, 150, 200]],
    [99, [100, 150, 200]],
    [100, [150, 200, 300]],
    [5000, [150, 200, 300]],
  ])('%s -> %j', (last, presets) => {
    expect(depositPresets(last)).toEqual(presets);
  });
});

describe('lastSuccessfulDeposit', () => {
  const row = (status: string, amount: number) => ({ status, amount });
  it.each([
    ['no page loaded', undefined, null],
    ['no deposits', [], null],
    ['only failed and pending ones', [row('failed', 30), row('pending', 40)], null],
    ['the newest ok one, past newer failed ones', [row('failed', 300), row('ok', 75), row('ok', 20)], 75],
  ])('%s', (_case, rows, amount) => {
    expect(lastSuccessfulDeposit(rows)).toBe(amount);
  });
});
