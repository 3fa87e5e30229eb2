import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { NOTICE_MS } from '../rules/constants.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import {
  providerReturnMachine,
  type ProviderReturnEmitted,
  type ProviderReturnInput,
} from './providerReturn.machine.ts';

type Status = Schemas['PaymentStatus'];
const auth = { type: 'auth', token: 'bank-token' } as const;
const deposit = { type: 'deposit', amount: 50, token: 'pay-token' } as const;

function start(input: ProviderReturnInput) {
  const calls = {
    autoLogin: fakeCall<unknown, { t: string }>(),
    loginStatus: fakeCall<Status, { token: string }>(),
    depositStatus: fakeCall<Status, { token: string }>(),
  };
  const effects: string[] = [];
  const machine = providerReturnMachine.provide({
    actors: {
      autoLogin: calls.autoLogin.logic,
      loginStatus: calls.loginStatus.logic,
      depositStatus: calls.depositStatus.logic,
    },
    actions: { forgetRecord: () => effects.push('forgetRecord') },
  });
  const actor = createActor(machine, { input });
  const emitted: ProviderReturnEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, effects, emitted, value: () => actor.getSnapshot().value };
}

describe('providerReturnMachine: which check', () => {
  it('logs in with the URL token t first, whatever is stored', () => {
    const { calls, value, actor } = start({ record: deposit, loginToken: 'one-time' });
    expect(value()).toBe('autoLoggingIn');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.autoLogin.calls).toEqual([{ t: 'one-time' }]);
    expect(calls.depositStatus.calls).toEqual([]);
  });

  it('asks loginStatus with the token of a stored auth record', () => {
    const { calls, value } = start({ record: auth });
    expect(value()).toBe('checkingLogin');
    expect(calls.loginStatus.calls).toEqual([{ token: 'bank-token' }]);
  });

  it('asks depositStatus with the token of a stored deposit record', () => {
    const { calls, value } = start({ record: deposit, loginToken: '' });
    expect(value()).toBe('checkingDeposit');
    expect(calls.depositStatus.calls).toEqual([{ token: 'pay-token' }]);
  });

  it.each([
    ['no record', null],
    ['a deposit record without a token (a stored-reference deposit)', { type: 'deposit', amount: 20 } as const],
  ])('does nothing with %s', (_case, record) => {
    const { value, actor, effects, emitted } = start({ record });
    expect(value()).toBe('nothing');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual([]);
    expect(emitted).toEqual([]);
  });
});

describe('providerReturnMachine: the answers', () => {
  it('an auto-login logs in: the record is forgotten and the player reloaded', async () => {
    const { calls, value, effects, emitted } = start({ record: null, loginToken: 't' });
    await calls.autoLogin.resolve({ success: true });
    expect(value()).toBe('loggedIn');
    expect(effects).toEqual(['forgetRecord']);
    expect(emitted).toEqual([{ type: 'player.reload' }]);
  });

  it('a bank login with status ok logs in', async () => {
    const { calls, value, emitted } = start({ record: auth });
    await calls.loginStatus.resolve({ status: 'ok' });
    expect(value()).toBe('loggedIn');
    expect(emitted).toEqual([{ type: 'player.reload' }]);
  });

  it('a deposit with status ok is confirmed with the amount of the answer, or else of the record', async () => {
    const first = start({ record: deposit });
    await first.calls.depositStatus.resolve({ status: 'ok', amount: 45, currency: 'EUR' });
    expect(first.value()).toBe('depositConfirmed');
    expect(first.effects).toEqual(['forgetRecord']);
    expect(first.emitted).toEqual([{ type: 'deposit.confirmed', amount: 45 }]);

    const second = start({ record: deposit });
    await second.calls.depositStatus.resolve({ status: 'ok' });
    expect(second.emitted).toEqual([{ type: 'deposit.confirmed', amount: 50 }]);
  });

  it('shows the receipt as a notice for NOTICE_MS, or until it is closed, and then ends', async () => {
    vi.useFakeTimers();
    try {
      const timed = start({ record: deposit });
      await timed.calls.depositStatus.resolve({ status: 'ok', amount: 50, currency: 'EUR' });
      expect(timed.actor.getSnapshot().hasTag('notice')).toBe(true);
      vi.advanceTimersByTime(NOTICE_MS - 1);
      expect(timed.value()).toBe('depositConfirmed');
      vi.advanceTimersByTime(1);
      expect(timed.value()).toBe('received');
      expect(timed.actor.getSnapshot().status).toBe('done');

      const closed = start({ record: deposit });
      await closed.calls.depositStatus.resolve({ status: 'ok', amount: 50, currency: 'EUR' });
      closed.actor.send({ type: 'dismiss' });
      expect(closed.value()).toBe('received');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each(['failed', 'cancelled'] as const)('a %s status is rejected: forgotten, nothing emitted', async (status) => {
    const { calls, value, effects, emitted, actor } = start({ record: deposit });
    await calls.depositStatus.resolve({ status });
    expect(value()).toBe('rejected');
    expect(actor.getSnapshot().context.status).toEqual({ status });
    expect(effects).toEqual(['forgetRecord']);
    expect(emitted).toEqual([]);
  });

  it('a pending status waits; check asks again and keeps the record', async () => {
    const { calls, value, actor, effects } = start({ record: auth });
    await calls.loginStatus.resolve({ status: 'pending' });
    expect(value()).toBe('pending');
    expect(effects).toEqual([]);
    actor.send({ type: 'check' });
    expect(value()).toBe('checkingLogin');
    await calls.loginStatus.resolve({ status: 'ok' });
    expect(value()).toBe('loggedIn');
  });

  it.each([
    ['autoLogin', { record: null, loginToken: 't' }],
    ['loginStatus', { record: auth }],
    ['depositStatus', { record: deposit }],
  ] as const)('a failed %s call shows the error; check tries again', async (call, input) => {
    const { calls, value, actor, effects } = start(input);
    await calls[call].reject(appError(119));
    expect(value()).toBe('failed');
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.119', code: 119 });
    expect(effects).toEqual([]);
    actor.send({ type: 'check' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls[call].calls).toHaveLength(2);
  });

  it('ignores check while a call is under way', () => {
    const { calls, actor } = start({ record: auth });
    actor.send({ type: 'check' });
    expect(calls.loginStatus.calls).toHaveLength(1);
  });
});

describe('providerReturnMachine: the policies of a first bank login', () => {
  it('asks for the terms after a 214, and logs in with the token and the flags once they are ticked', async () => {
    const { calls, value, actor, effects, emitted } = start({ record: auth });
    await calls.loginStatus.reject(appError(214));
    expect(value()).toEqual({ policies: 'idle' });
    expect(actor.getSnapshot().hasTag('policies')).toBe(true);
    expect(actor.getSnapshot().context.requiredPolicies).toEqual(['policyChecked']);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.214', code: 214 });

    actor.send({ type: 'submit' });
    expect(value()).toEqual({ policies: 'invalid' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ policyChecked: 'notAccepted' });
    expect(calls.autoLogin.calls).toEqual([]);

    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(value()).toBe('autoLoggingIn');
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: null });
    expect(calls.autoLogin.calls).toEqual([{ t: 'bank-token', policyChecked: true, privacyPolicyChecked: false }]);
    await calls.autoLogin.resolve({ success: true });
    expect(value()).toBe('loggedIn');
    expect(effects).toEqual(['forgetRecord']);
    expect(emitted).toEqual([{ type: 'player.reload' }]);
  });

  it('gathers the boxes over the answers: a 215 after the terms asks for the privacy policy too', async () => {
    const { calls, value, actor } = start({ record: auth });
    await calls.loginStatus.reject(appError(214));
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    await calls.autoLogin.reject(appError(215));
    expect(value()).toEqual({ policies: 'idle' });
    expect(actor.getSnapshot().context.requiredPolicies).toEqual(['policyChecked', 'privacyPolicyChecked']);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ privacyPolicyChecked: 'notAccepted' });
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(calls.autoLogin.calls.at(-1)).toEqual({ t: 'bank-token', policyChecked: true, privacyPolicyChecked: true });
  });

  it('asks for both boxes after a 155, and an auto-login with the URL token keeps that token', async () => {
    const { calls, actor } = start({ record: null, loginToken: 'one-time' });
    await calls.autoLogin.reject(appError(155));
    expect(actor.getSnapshot().context.requiredPolicies).toEqual(['policyChecked', 'privacyPolicyChecked']);
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'privacyPolicy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(calls.autoLogin.calls.at(-1)).toEqual({ t: 'one-time', policyChecked: true, privacyPolicyChecked: true });
  });

  it('takes no box outside the policies', () => {
    const { actor, value } = start({ record: auth });
    actor.send({ type: 'policy.toggled', checked: true });
    actor.send({ type: 'submit' });
    expect(value()).toBe('checkingLogin');
    expect(actor.getSnapshot().context.policyChecked).toBe(false);
  });
});

describe('providerReturnMachine: giving up', () => {
  it.each([
    ['the policies', appError(214), undefined],
    ['a failure', appError(119), undefined],
    ['a pending login', undefined, { status: 'pending' } as Status],
  ])('dismiss in %s forgets the record and ends', async (_case, error, answer) => {
    const { calls, value, actor, effects, emitted } = start({ record: auth });
    if (error) await calls.loginStatus.reject(error);
    else await calls.loginStatus.resolve(answer!);
    actor.send({ type: 'dismiss' });
    expect(value()).toBe('dismissed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects).toEqual(['forgetRecord']);
    expect(emitted).toEqual([]);
  });

  it('cannot be dismissed while a call is under way', () => {
    const { actor, value } = start({ record: auth });
    actor.send({ type: 'dismiss' });
    expect(value()).toBe('checkingLogin');
  });
});

describe('providerReturnMachine: every resting state is reachable', () => {
  const transient = ['answered', 'deciding'];
  const resting = atomicStates(providerReturnMachine).filter((state) => !transient.includes(state));
  const events = [
    { type: 'check' },
    done('autoLogin'),
    failed('autoLogin', appError(104)),
    ...(['ok', 'pending', 'failed'] as const).flatMap((status) => [
      done('loginStatus', { status }),
      done('depositStatus', { status }),
    ]),
    failed('loginStatus', appError(119)),
    failed('loginStatus', appError(214)),
    failed('depositStatus', appError(119)),
    { type: 'policy.toggled', checked: true },
    { type: 'submit' },
    { type: 'dismiss' },
  ];
  const reached = (input: ProviderReturnInput) => reachedStates(providerReturnMachine, events, input);

  it('from the three kinds of return', () => {
    const all = new Set([
      ...reached({ record: null, loginToken: 't' }),
      ...reached({ record: auth }),
      ...reached({ record: deposit }),
      ...reached({ record: null }),
    ]);
    expect([...all].sort()).toEqual(resting);
  });
});
