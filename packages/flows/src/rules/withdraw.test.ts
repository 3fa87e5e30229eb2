import { describe, expect, it } from 'vitest';
import {
  canSubmitWithdraw,
  validateWithdrawAmount,
  withdrawable,
  withdrawBounds,
  type WithdrawInit,
} from './withdraw.ts';

const init: WithdrawInit = {
  cashBalance: 100,
  cashReserve: 20,
  methods: [{ minAmount: { EUR: 20 }, maxAmount: { EUR: 5000 } }, { minAmount: { EUR: 1 } }],
};

describe('withdrawable (cash balance minus cash reserve)', () => {
  it.each([
    [{ cashBalance: 100, cashReserve: 20 }, 80],
    [{ cashBalance: 20, cashReserve: 20 }, 0],
    [{ cashBalance: 10, cashReserve: 20 }, -10],
  ])('%j -> %s', (balances, amount) => {
    expect(withdrawable(balances)).toBe(amount);
  });
});

describe('withdrawBounds (the first method)', () => {
  it.each([
    [init, { min: 20, max: 5000 }],
    [
      { ...init, methods: [] },
      { min: 0, max: Infinity },
    ],
    [
      { cashBalance: 1, cashReserve: 0 },
      { min: 0, max: Infinity },
    ],
  ])('%j -> %j', (value, bounds) => {
    expect(withdrawBounds(value)).toEqual(bounds);
  });
});

describe('validateWithdrawAmount', () => {
  it.each([
    ['', init, { ok: false, error: 'required' }],
    ['x', init, { ok: false, error: 'format' }],
    ['19.99', init, { ok: false, error: 'min', bound: 20 }],
    ['20', init, { ok: true, amount: 20 }],
    ['5000', init, { ok: true, amount: 5000 }],
    ['5001', init, { ok: false, error: 'max', bound: 5000 }],
    ['1000000', { ...init, methods: [] }, { ok: true, amount: 1000000 }],
  ])('%j -> %j', (text, value, result) => {
    expect(validateWithdrawAmount(text, value)).toEqual(result);
  });
});

describe('canSubmitWithdraw', () => {
  it.each([
    ['no amount', '', init, false],
    ['amount 0', '0', init, false],
    ['a negative amount', '-5', init, false],
    ['a positive amount', '10', init, true],
    ['a preset number', 10, init, true],
    ['nothing withdrawable', '10', { cashBalance: 20, cashReserve: 20 }, false],
    ['reserve above cash', '10', { cashBalance: 10, cashReserve: 20 }, false],
  ])('%s -> %s', (_case, text, value, allowed) => {
    expect(canSubmitWithdraw(text, value)).toBe(allowed);
  });
});
