import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { after, atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { depositLimitsByPeriod, lossLimitsByPeriod } from '../rules/loss-limits.ts';
import { limitsUpdateMachine } from './limitsUpdate.machine.ts';

const limit = (type: Schemas['Limit']['type'], amount: number, overrides: Partial<Schemas['Limit']> = {}) => ({
  type,
  amount,
  usedAmount: 0,
  minAmount: 10,
  maxAmount: 100000,
  autoRenew: true,
  currency: 'EUR' as const,
  coolOff: false,
  ...overrides,
});

const lossLimits = [
  limit('dailyLoss', 100),
  limit('weeklyLoss', 500, { autoRenew: false }),
  limit('monthlyLoss', 1000, { minAmount: 50, maxAmount: 5000 }),
];
const limits = lossLimitsByPeriod(lossLimits);
const answer: Schemas['Limits'] = { limits: lossLimits, trueLimits: {}, depositLimits: [] };

function start() {
  const setLimits = fakeCall<Schemas['Limits'], PostBody<'/player/limit/loss'>>();
  const actor = createActor(limitsUpdateMachine.provide({ actors: { setLimits: setLimits.logic } }));
  const updated: unknown[] = [];
  actor.on('limits.updated', (event) => updated.push(event));
  actor.start();
  return { actor, setLimits, updated };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('limitsUpdate', () => {
  it('sends the typed limit with its auto-renew, shows success for 5 s and reports the new limits', async () => {
    const { actor, setLimits, updated } = start();
    actor.send({ type: 'amount.changed', period: 'daily', value: '200' });
    actor.send({ type: 'submit', period: 'daily', limits });
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(setLimits.calls).toEqual([{ dailyAmount: 200, dailyAutoRenew: true }]);

    actor.send({ type: 'submit', period: 'daily', limits });
    expect(setLimits.calls).toHaveLength(1);

    await setLimits.resolve(answer);
    expect(actor.getSnapshot().value).toEqual({ ready: 'notice' });
    expect(actor.getSnapshot().context.notice).toEqual({
      kind: 'success',
      period: 'daily',
      key: 'notices.updateSuccess',
    });
    expect(actor.getSnapshot().context.drafts).toEqual({});
    expect(updated).toEqual([{ type: 'limits.updated', limits: answer }]);

    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('shows the update-failed message for 5 s on failure', async () => {
    const { actor, setLimits, updated } = start();
    actor.send({ type: 'amount.changed', period: 'weekly', value: '600' });
    actor.send({ type: 'submit', period: 'weekly', limits });
    expect(setLimits.calls).toEqual([{ weeklyAmount: 600, weeklyAutoRenew: false }]);
    await setLimits.reject(appError(217));
    expect(actor.getSnapshot().context.notice).toMatchObject({
      kind: 'failed',
      period: 'weekly',
      error: { errorCode: 217, shown: { key: 'errors.updateFailed', code: 217 } },
    });
    expect(actor.getSnapshot().context.drafts).toEqual({ weekly: '600' });
    expect(updated).toEqual([]);
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('does nothing when the limits are absent', () => {
    const { actor, setLimits } = start();
    actor.send({ type: 'amount.changed', period: 'daily', value: '200' });
    for (const absent of [null, undefined]) {
      actor.send({ type: 'submit', period: 'daily', limits: absent });
      expect(actor.getSnapshot().value).toEqual({ ready: 'idle' });
      expect(actor.getSnapshot().context.notice).toBeNull();
    }
    expect(actor.getSnapshot().can({ type: 'submit', period: 'daily', limits: null })).toBe(false);
    expect(setLimits.calls).toEqual([]);
  });

  it.each([
    ['daily', '', { ok: false, error: 'required', min: 10, max: 100000 }],
    ['daily', '9', { ok: false, error: 'range', min: 10, max: 100000 }],
    ['daily', '12.5', { ok: false, error: 'integer', min: 10, max: 100000 }],
    ['monthly', '5001', { ok: false, error: 'range', min: 50, max: 5000 }],
  ] as const)('refuses %s %j with %j for 5 s', (period, value, result) => {
    const { actor, setLimits } = start();
    actor.send({ type: 'amount.changed', period, value });
    actor.send({ type: 'submit', period, limits });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'invalid', period, result });
    expect(setLimits.calls).toEqual([]);
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.notice).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it.each([
    ['daily', '600', { ok: false, rule: 'noHigherThan', other: 'weekly' }],
    ['weekly', '90', { ok: false, rule: 'noLowerThan', other: 'daily' }],
    ['weekly', '1500', { ok: false, rule: 'noHigherThan', other: 'monthly' }],
    ['monthly', '400', { ok: false, rule: 'noLowerThan', other: 'weekly' }],
  ] as const)('refuses %s %j by the cross rules: %j', (period, value, result) => {
    const { actor, setLimits } = start();
    actor.send({ type: 'amount.changed', period, value });
    actor.send({ type: 'submit', period, limits });
    expect(actor.getSnapshot().context.notice).toEqual({ kind: 'crossRule', period, result });
    expect(setLimits.calls).toEqual([]);
  });

  it('a new refusal restarts the 5 s', () => {
    const { actor } = start();
    actor.send({ type: 'amount.changed', period: 'daily', value: '9' });
    actor.send({ type: 'submit', period: 'daily', limits });
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'amount.changed', period: 'daily', value: '600' });
    actor.send({ type: 'submit', period: 'daily', limits });
    vi.advanceTimersByTime(3000);
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'crossRule' });
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.notice).toBeNull();
  });

  it('an untyped period keeps its amount; a changed auto-renew is sent', () => {
    const { actor, setLimits } = start();
    actor.send({ type: 'autoRenew.changed', period: 'monthly', value: false });
    actor.send({ type: 'submit', period: 'monthly', limits });
    expect(setLimits.calls).toEqual([{ monthlyAmount: 1000, monthlyAutoRenew: false }]);
  });

  it('a period without a limit yet is set with the default bounds and auto-renew', () => {
    const { actor, setLimits } = start();
    const withoutDaily = { ...limits, daily: { amount: 0 } };
    actor.send({ type: 'submit', period: 'daily', limits: withoutDaily });
    expect(actor.getSnapshot().context.notice).toMatchObject({ kind: 'invalid', result: { error: 'required' } });
    actor.send({ type: 'amount.changed', period: 'daily', value: '10' });
    actor.send({ type: 'submit', period: 'daily', limits: withoutDaily });
    expect(setLimits.calls).toEqual([{ dailyAmount: 10, dailyAutoRenew: true }]);
  });

  it('sets a deposit limit alike, with the other deposit limits for the cross rules', () => {
    const { actor, setLimits } = start();
    const deposits = depositLimitsByPeriod([
      { ammount: 0, dailyDeposit: true },
      { ammount: 0, weeklyDeposit: true },
      { ammount: 300, monthlyDeposit: true },
      { coolOff: false },
    ]);
    actor.send({ type: 'amount.changed', period: 'daily', value: '400' });
    actor.send({ type: 'submit', period: 'daily', limits: deposits });
    expect(actor.getSnapshot().context.notice).toMatchObject({
      kind: 'crossRule',
      result: { rule: 'noHigherThan', other: 'monthly' },
    });
    actor.send({ type: 'amount.changed', period: 'daily', value: '50' });
    actor.send({ type: 'submit', period: 'daily', limits: deposits });
    expect(setLimits.calls).toEqual([{ dailyAmount: 50, dailyAutoRenew: true }]);
  });

  it('reaches every state', () => {
    const events = [
      { type: 'amount.changed', period: 'daily', value: '200' },
      { type: 'submit', period: 'daily', limits },
      done('setLimits', answer),
      failed('setLimits', appError(217)),
      after('noticeMs', 'limitsUpdate.ready.notice'),
    ];
    expect(reachedStates(limitsUpdateMachine, events)).toEqual(atomicStates(limitsUpdateMachine));
  });
});
