import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { withdrawMachine, type WithdrawInput } from './withdraw.machine.ts';

const init = (overrides: Partial<Schemas['WithdrawInit']> = {}): Schemas['WithdrawInit'] => ({
  totalBalance: 100,
  cashBalance: 100,
  promoBalance: 0,
  cashReserve: 10,
  methods: [
    { method: 'trustly', minAmount: { EUR: 10 }, maxAmount: { EUR: 50 } },
    { method: 'other', minAmount: { EUR: 1 }, maxAmount: { EUR: 1000 } },
  ],
  ...overrides,
});

function start(input: WithdrawInput = {}) {
  const initWithdraw = fakeCall<Schemas['WithdrawInit']>();
  const withdraw = fakeCall<unknown, PostBody<'/payment/withdraw'>>();
  const machine = withdrawMachine.provide({ actors: { initWithdraw: initWithdraw.logic, withdraw: withdraw.logic } });
  const actor = createActor(machine, { input });
  const completed: unknown[] = [];
  actor.on('withdraw.completed', (event) => completed.push(event));
  actor.start();
  return { actor, initWithdraw, withdraw, completed };
}

async function ready(input: WithdrawInput = {}, data = init()) {
  const started = start(input);
  await started.initWithdraw.resolve(data);
  return started;
}

describe('withdraw', () => {
  it('loads the init data on show, then withdraws the amount with the first method', async () => {
    const { actor, initWithdraw, withdraw, completed } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(initWithdraw.calls).toHaveLength(1);

    await initWithdraw.resolve(init());
    expect(actor.getSnapshot().value).toBe('editing');
    actor.send({ type: 'amount.changed', value: '40' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toEqual({ result: 'submitting' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(withdraw.calls).toEqual([{ amount: 40, method: 'trustly' }]);

    actor.send({ type: 'submit' });
    expect(withdraw.calls).toHaveLength(1);

    await withdraw.resolve({ success: true });
    expect(actor.getSnapshot().value).toEqual({ result: 'succeeded' });
    expect(completed).toEqual([{ type: 'withdraw.completed', amount: 40 }]);

    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.amount).toBe('');
    expect(initWithdraw.calls).toHaveLength(2);
  });

  it('shows an error result; back returns to the amount', async () => {
    const { actor, withdraw, completed } = await ready();
    actor.send({ type: 'amount.changed', value: '40' });
    actor.send({ type: 'submit' });
    await withdraw.reject(appError(127));
    expect(actor.getSnapshot().value).toEqual({ result: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.127', code: 127 });
    expect(completed).toEqual([]);

    actor.send({ type: 'back' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ amount: '40', error: null });
  });

  it('a failed init shows the error, with the withdraw-specific message for 235 and 260', async () => {
    const { actor, initWithdraw } = start();
    await initWithdraw.reject(appError(260));
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({
      key: 'errors.260',
      code: 260,
      extraKey: 'errors.withdrawBlocked',
    });
  });

  describe('the warning confirmation', () => {
    it.each<[string, WithdrawInput, Partial<Schemas['WithdrawInit']>]>([
      ['promo balance', {}, { promoBalance: 5 }],
      ['free spins', { freeSpinCount: 2 }, {}],
    ])('appears first when there is %s; confirm withdraws', async (_what, input, overrides) => {
      const { actor, withdraw } = await ready(input, init(overrides));
      actor.send({ type: 'amount.changed', value: '40' });
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().value).toBe('warning');
      expect(withdraw.calls).toEqual([]);
      actor.send({ type: 'confirm' });
      expect(actor.getSnapshot().value).toEqual({ result: 'submitting' });
      expect(withdraw.calls).toEqual([{ amount: 40, method: 'trustly' }]);
    });

    it('cancel goes back to the amount without withdrawing', async () => {
      const { actor, withdraw } = await ready({}, init({ promoBalance: 5 }));
      actor.send({ type: 'amount.changed', value: '40' });
      actor.send({ type: 'submit' });
      actor.send({ type: 'cancel' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(withdraw.calls).toEqual([]);
    });

    it('follows the free-spin count when it arrives later', async () => {
      const { actor } = await ready();
      actor.send({ type: 'freeSpins.counted', count: 1 });
      actor.send({ type: 'amount.changed', value: '40' });
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().value).toBe('warning');
    });
  });

  describe('validation (spec section 5)', () => {
    it.each([
      ['9', { ok: false, error: 'min', bound: 10 }],
      ['51', { ok: false, error: 'max', bound: 50 }],
    ])('%j is flagged %j', async (text, invalid) => {
      const { actor, withdraw } = await ready();
      actor.send({ type: 'amount.changed', value: text });
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.invalid).toEqual(invalid);
      expect(withdraw.calls).toEqual([]);
      actor.send({ type: 'amount.changed', value: '20' });
      expect(actor.getSnapshot().context.invalid).toBeNull();
    });

    it.each<[string, string, Partial<Schemas['WithdrawInit']>]>([
      ['no amount', '', {}],
      ['an amount of 0', '0', {}],
      ['text that is no amount', '4x', {}],
      ['nothing withdrawable (cash - reserve <= 0)', '20', { cashBalance: 10, cashReserve: 10 }],
      ['no payment method', '20', { methods: [] }],
    ])('submit is disabled with %s', async (_case, text, overrides) => {
      const { actor, withdraw } = await ready({}, init(overrides));
      actor.send({ type: 'amount.changed', value: text });
      expect(actor.getSnapshot().can({ type: 'submit' })).toBe(false);
      actor.send({ type: 'submit' });
      expect(actor.getSnapshot().value).toBe('editing');
      expect(actor.getSnapshot().context.invalid).toBeNull();
      expect(withdraw.calls).toEqual([]);
    });
  });

  it('reaches every state', () => {
    const events = [
      done('initWithdraw', init({ promoBalance: 5 })),
      failed('initWithdraw', appError(235)),
      { type: 'amount.changed', value: '40' },
      { type: 'submit' },
      { type: 'confirm' },
      { type: 'cancel' },
      done('withdraw', { success: true }),
      failed('withdraw', appError(127)),
      { type: 'back' },
    ];
    expect(reachedStates(withdrawMachine, events, {})).toEqual(atomicStates(withdrawMachine));
  });
});
