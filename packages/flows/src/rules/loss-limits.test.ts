import { describe, expect, it } from 'vitest';
import {
  acceptsLimitInput,
  crossCheckLimit,
  defaultLimits,
  depositLimitsByPeriod,
  lacksRequiredDepositLimits,
  lossLimitsByPeriod,
  isCoolOffDays,
  limitsToConfirm,
  setLimit,
  validateCoolOff,
  validateLimitAmount,
  type DepositLimitEntry,
} from './loss-limits.ts';

describe('acceptsLimitInput (whole euros, at most the 6 digits of 100 000)', () => {
  it.each([
    ['', true],
    ['5', true],
    ['100000', true],
    ['999999', true],
    ['1000000', false],
    ['10,5', false],
    ['10.', false],
    ['-1', false],
    ['1e3', false],
    [' 10', false],
  ])('%j -> %j', (text, accepted) => {
    expect(acceptsLimitInput(text)).toBe(accepted);
  });
});

describe('validateLimitAmount', () => {
  const range = { min: 10, max: 100000 };
  it.each([
    ['', undefined, { ok: false, error: 'required', ...range }],
    ['9', undefined, { ok: false, error: 'range', ...range }],
    ['10', undefined, { ok: true, amount: 10 }],
    [' 250 ', null, { ok: true, amount: 250 }],
    ['100000', undefined, { ok: true, amount: 100000 }],
    ['100001', undefined, { ok: false, error: 'range', ...range }],
    ['10.5', undefined, { ok: false, error: 'integer', ...range }],
    ['-20', undefined, { ok: false, error: 'integer', ...range }],
    ['abc', undefined, { ok: false, error: 'integer', ...range }],
    ['49', { minAmount: 50, maxAmount: 500 }, { ok: false, error: 'range', min: 50, max: 500 }],
    ['500', { minAmount: 50, maxAmount: 500 }, { ok: true, amount: 500 }],
    ['9', { minAmount: null, maxAmount: null }, { ok: false, error: 'range', ...range }],
  ])('%j within %j -> %j', (text, bounds, result) => {
    expect(validateLimitAmount(text, bounds)).toEqual(result);
  });
});

describe('crossCheckLimit', () => {
  it.each([
    [
      'daily above weekly',
      'daily',
      500,
      { weekly: 400, monthly: 2000 },
      { ok: false, rule: 'noHigherThan', other: 'weekly' },
    ],
    [
      'daily above monthly',
      'daily',
      500,
      { weekly: 0, monthly: 400 },
      { ok: false, rule: 'noHigherThan', other: 'monthly' },
    ],
    [
      'daily above both: weekly first',
      'daily',
      500,
      { weekly: 400, monthly: 300 },
      { ok: false, rule: 'noHigherThan', other: 'weekly' },
    ],
    ['daily equal to both', 'daily', 500, { weekly: 500, monthly: 500 }, { ok: true }],
    ['daily ignores its own old value', 'daily', 500, { daily: 100, weekly: 1000 }, { ok: true }],
    ['weekly below daily', 'weekly', 100, { daily: 200 }, { ok: false, rule: 'noLowerThan', other: 'daily' }],
    [
      'weekly above monthly',
      'weekly',
      3000,
      { daily: 10, monthly: 2000 },
      { ok: false, rule: 'noHigherThan', other: 'monthly' },
    ],
    ['weekly between', 'weekly', 1000, { daily: 100, monthly: 2000 }, { ok: true }],
    ['weekly with others 0', 'weekly', 1000, { daily: 0, monthly: 0 }, { ok: true }],
    ['weekly with others unset', 'weekly', 1000, { daily: null }, { ok: true }],
    [
      'monthly below daily',
      'monthly',
      100,
      { daily: 200, weekly: 150 },
      { ok: false, rule: 'noLowerThan', other: 'daily' },
    ],
    [
      'monthly below weekly',
      'monthly',
      100,
      { daily: 50, weekly: 150 },
      { ok: false, rule: 'noLowerThan', other: 'weekly' },
    ],
    ['monthly above both', 'monthly', 5000, { daily: 10, weekly: 100 }, { ok: true }],
  ] as const)('%s', (_case, period, amount, limits, result) => {
    expect(crossCheckLimit(period, amount, limits)).toEqual(result);
  });
});

describe('defaultLimits before loading', () => {
  it('are daily 0, weekly 1000, monthly 2000 EUR and cool-off off', () => {
    expect(defaultLimits()).toEqual([
      { currency: 'EUR', ammount: 0, dailyDeposit: true },
      { currency: 'EUR', ammount: 1000, weeklyDeposit: true },
      { currency: 'EUR', ammount: 2000, monthlyDeposit: true },
      { coolOff: false },
    ]);
  });

  it('are a fresh list every time', () => {
    const first = defaultLimits();
    first[0] = { coolOff: true };
    expect(defaultLimits()[0]).toEqual({ currency: 'EUR', ammount: 0, dailyDeposit: true });
  });
});

describe('setLimit', () => {
  const limits = defaultLimits();
  it.each([
    [{ period: 'daily', amount: 50 } as const, [50, 1000, 2000, false]],
    [{ period: 'weekly', amount: 700 } as const, [0, 700, 2000, false]],
    [{ period: 'monthly', amount: 3000 } as const, [0, 1000, 3000, false]],
    [{ coolOff: true }, [0, 1000, 2000, true]],
  ])('%j updates only the matching entry', (change, [daily, weekly, monthly, coolOff]) => {
    expect(setLimit(limits, change)).toEqual([
      { currency: 'EUR', ammount: daily, dailyDeposit: true },
      { currency: 'EUR', ammount: weekly, weeklyDeposit: true },
      { currency: 'EUR', ammount: monthly, monthlyDeposit: true },
      { coolOff },
    ]);
  });

  it('leaves the given list untouched', () => {
    setLimit(limits, { period: 'daily', amount: 50 });
    setLimit(limits, { coolOff: true });
    expect(limits).toEqual(defaultLimits());
  });

  it.each([null, undefined])('does nothing when limits are %s', (absent) => {
    expect(setLimit(absent, { period: 'daily', amount: 50 })).toBe(absent);
  });

  it('does nothing when no entry matches', () => {
    const weeklyOnly: DepositLimitEntry[] = [{ currency: 'EUR', ammount: 1000, weeklyDeposit: true }];
    expect(setLimit(weeklyOnly, { period: 'daily', amount: 50 })).toEqual(weeklyOnly);
    expect(setLimit(weeklyOnly, { coolOff: true })).toEqual(weeklyOnly);
  });
});

describe('cool-off', () => {
  it.each([
    [1, true],
    [3, true],
    [7, true],
    [2, false],
    [14, false],
    ['7', false],
    [undefined, false],
  ])('%j is a choice: %s', (days, choice) => {
    expect(isCoolOffDays(days)).toBe(choice);
  });

  it.each([
    [{ days: 3, password: 'secret' }, {}],
    [{ days: null, password: 'secret' }, { days: 'required' }],
    [{ days: 7, password: '' }, { password: 'required' }],
    [
      { days: undefined, password: '' },
      { days: 'required', password: 'required' },
    ],
  ])('validateCoolOff(%j) -> %j', (form, errors) => {
    expect(validateCoolOff(form)).toEqual(errors);
  });
});

describe('limitsToConfirm (increasingToBeConfirmed)', () => {
  it.each([
    [undefined, []],
    [null, []],
    [{}, []],
    [{ dailyLoss: { amount: 10, increasingToBeConfirmed: false }, weeklyLoss: null }, []],
    [{ weeklyLoss: { amount: 100, newAmount: 200, increasingToBeConfirmed: true } }, ['weekly']],
    [
      {
        monthlyLoss: { increasingToBeConfirmed: true },
        dailyLoss: { increasingToBeConfirmed: true },
        weeklyLoss: { increasingToBeConfirmed: false },
      },
      ['daily', 'monthly'],
    ],
  ])('%j -> %j', (trueLimits, periods) => {
    expect(limitsToConfirm(trueLimits)).toEqual(periods);
  });
});

describe('limits by period', () => {
  it('reads the loss limits by their type', () => {
    const common = { usedAmount: 0, currency: 'EUR', coolOff: false, minAmount: 10, maxAmount: 5000 } as const;
    expect(
      lossLimitsByPeriod([
        { ...common, type: 'monthlyLoss', amount: 900, autoRenew: false },
        { ...common, type: 'dailyLoss', amount: 0, autoRenew: true },
      ]),
    ).toEqual({
      daily: { amount: 0, autoRenew: true, minAmount: 10, maxAmount: 5000 },
      monthly: { amount: 900, autoRenew: false, minAmount: 10, maxAmount: 5000 },
    });
  });

  it('reads the deposit limits by their flag and skips the cool-off entry', () => {
    const entries: DepositLimitEntry[] = [
      { coolOff: true },
      { currency: 'EUR', ammount: 200, weeklyDeposit: true },
      { currency: 'EUR', ammount: 50, dailyDeposit: true },
    ];
    expect(depositLimitsByPeriod(entries)).toEqual({ daily: { amount: 50 }, weekly: { amount: 200 } });
  });

  it.each([
    [{}, true],
    [{ daily: { amount: 50 }, monthly: { amount: 0 } }, true],
    [{ daily: { amount: 50 }, weekly: { amount: 100 } }, true],
    [{ daily: { amount: 50 }, monthly: { amount: 500 } }, false],
  ])("Finland's rule: %j lacks the daily or monthly deposit limit: %s", (limits, lacks) => {
    expect(lacksRequiredDepositLimits(limits)).toBe(lacks);
  });
});
