import { describe, expect, it } from 'vitest';
import {
  canSubmitWithdraw,
  validateWithdrawAmount,
  withdrawable,
  withdrawBounds,
  withdrawalTracker,
  withdrawalUnderWay,
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

describe("withdrawalTracker (a withdrawal's steps: requested, approved, paid; or cancelled, or refused)", () => {
  const at = (minute: number) => `2026-06-12T11:0${minute}:00.000Z`;
  const step = (name: 'requested' | 'approved' | 'paid' | 'cancelled' | 'refused', minute: number) => ({
    step: name,
    time: at(minute),
  });

  it.each([
    {
      name: 'just requested: the approval awaited, the payment to come',
      taken: [step('requested', 0)],
      tracker: [
        { step: 'requested', state: 'done', time: at(0) },
        { step: 'approved', state: 'current' },
        { step: 'paid', state: 'upcoming' },
      ],
      underWay: true,
    },
    {
      name: 'approved: the payment awaited',
      taken: [step('requested', 0), step('approved', 2)],
      tracker: [
        { step: 'requested', state: 'done', time: at(0) },
        { step: 'approved', state: 'done', time: at(2) },
        { step: 'paid', state: 'current' },
      ],
      underWay: true,
    },
    {
      name: 'paid: every step done, none awaited',
      taken: [step('requested', 0), step('approved', 2), step('paid', 5)],
      tracker: [
        { step: 'requested', state: 'done', time: at(0) },
        { step: 'approved', state: 'done', time: at(2) },
        { step: 'paid', state: 'done', time: at(5) },
      ],
      underWay: false,
    },
    {
      name: 'cancelled: the cancellation failed it, nothing to come',
      taken: [step('requested', 0), step('cancelled', 1)],
      tracker: [
        { step: 'requested', state: 'done', time: at(0) },
        { step: 'cancelled', state: 'failed', time: at(1) },
      ],
      underWay: false,
    },
    {
      name: 'refused after approval',
      taken: [step('requested', 0), step('approved', 2), step('refused', 3)],
      tracker: [
        { step: 'requested', state: 'done', time: at(0) },
        { step: 'approved', state: 'done', time: at(2) },
        { step: 'refused', state: 'failed', time: at(3) },
      ],
      underWay: false,
    },
    {
      name: 'refused before approval',
      taken: [step('requested', 0), step('refused', 1)],
      tracker: [
        { step: 'requested', state: 'done', time: at(0) },
        { step: 'refused', state: 'failed', time: at(1) },
      ],
      underWay: false,
    },
  ] as const)('$name', ({ taken, tracker, underWay }) => {
    expect(withdrawalTracker(taken)).toEqual(tracker);
    expect(withdrawalUnderWay(taken)).toBe(underWay);
  });
});
