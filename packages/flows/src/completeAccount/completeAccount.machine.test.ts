import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import {
  completeAccountMachine,
  type CompleteAccountEmitted,
  type CompleteAccountEvent,
} from './completeAccount.machine.ts';

const NOW = new Date('2026-03-15T12:00:00Z');
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

function start(player = { country: 'FIN', nickName: null as string | null }) {
  const calls = {
    validateNickName: fakeCall<unknown, PostBody<'/player/nickname'>>(),
    validateEmail: fakeCall<unknown, PostBody<'/player/email'>>(),
    validatePhonenumber: fakeCall<unknown, PostBody<'/player/phonenumber'>>(),
    addPassword: fakeCall<unknown, PostBody<'/player/addPassword'>>(),
    completeAccount: fakeCall<unknown, PostBody<'/player/completeAccount'>>(),
    sendVerificationSms: fakeCall<unknown>(),
  };
  const stored: number[] = [];
  const machine = completeAccountMachine.provide({
    actors: {
      validateNickName: calls.validateNickName.logic,
      validateEmail: calls.validateEmail.logic,
      validatePhonenumber: calls.validatePhonenumber.logic,
      addPassword: calls.addPassword.logic,
      completeAccount: calls.completeAccount.logic,
      sendVerificationSms: calls.sendVerificationSms.logic,
    },
    actions: { storeMarketingNotificationTime: (_, { time }) => stored.push(time) },
  });
  const actor = createActor(machine, { input: { player } });
  const emitted: CompleteAccountEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const type = (field: Extract<CompleteAccountEvent, { type: 'field.changed' }>['field'], value: string) =>
    actor.send({ type: 'field.changed', field, value });
  const fill = () => {
    type('nickname', 'Lucky7');
    type('email', 'matti@example.com');
    type('phone', '401234567');
    type('password', 'secret12');
    type('repeatPassword', 'secret12');
  };
  return { actor, calls, stored, emitted, type, fill, value: () => actor.getSnapshot().value };
}

/** Answers every step in turn up to (not including) `until`. */
async function passSteps(session: ReturnType<typeof start>, until?: keyof ReturnType<typeof start>['calls']) {
  for (const step of Object.keys(session.calls) as (keyof typeof session.calls)[]) {
    if (step === until) return;
    await session.calls[step].resolve({});
  }
}

describe('completeAccountMachine: the form', () => {
  it.each([
    ['FIN', '+358'],
    ['EST', '+372'],
  ])('starts with the dial code of a %s player, and the nickname the player has', (country, dialCode) => {
    const { actor, value } = start({ country, nickName: 'Lucky7' });
    expect(value()).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.fields).toMatchObject({ dialCode, nickname: 'Lucky7', email: '' });
  });

  it('cannot be dismissed: it accepts no close event', () => {
    const { actor } = start();
    expect(actor.getSnapshot().can({ type: 'close' } as never)).toBe(false);
    actor.send({ type: 'close' } as never);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('takes digits only in the phone number', () => {
    const { actor, type } = start();
    type('phone', '0401');
    type('phone', '0401-');
    expect(actor.getSnapshot().context.fields.phone).toBe('0401');
  });

  it('checks the fields first and calls nothing when they fail', () => {
    const { actor, calls, type, value } = start();
    type('password', 'secre');
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ editing: 'invalid' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      nickname: 'validateField',
      email: 'validateField',
      phone: 'validateField',
      password: 'passwordShort',
      repeatPassword: 'validateField',
    });
    expect(calls.validateNickName.calls).toEqual([]);
  });

  it.each([
    ['5 characters', 'abc12', 'passwordShort'],
    ['6 characters', 'abc123', undefined],
    ['a symbol outside the set', 'abc12<', 'passwordInvalid'],
  ])('takes the one password rule: %s', (_case, password, error) => {
    const { actor, calls, fill, type } = start();
    fill();
    type('password', password);
    type('repeatPassword', password);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.fieldErrors.password).toBe(error);
    expect(calls.validateNickName.calls).toHaveLength(error ? 0 : 1);
  });
});

describe('completeAccountMachine: the steps', () => {
  it('validates nickname, e-mail and phone, adds the password, completes the account and sends the SMS, in turn', async () => {
    const session = start();
    const { actor, calls, fill, value, stored, emitted } = session;
    fill();
    actor.send({ type: 'marketing.toggled', checked: true });
    actor.send({ type: 'submit' });
    for (const [step, state] of [
      ['validateNickName', 'validatingNickname'],
      ['validateEmail', 'validatingEmail'],
      ['validatePhonenumber', 'validatingPhone'],
      ['addPassword', 'addingPassword'],
      ['completeAccount', 'completing'],
      ['sendVerificationSms', 'sendingSms'],
    ] as const) {
      expect(value()).toBe(state);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(emitted).toEqual([]);
      await calls[step].resolve({});
    }
    expect(calls.validateNickName.calls).toEqual([{ nickname: 'Lucky7' }]);
    expect(calls.validateEmail.calls).toEqual([{ email: 'matti@example.com' }]);
    expect(calls.validatePhonenumber.calls).toEqual([{ phonenumber: '+358401234567' }]);
    expect(calls.addPassword.calls).toEqual([{ password: 'secret12', repeatPassword: 'secret12' }]);
    expect(calls.completeAccount.calls).toEqual([
      {
        email: 'matti@example.com',
        phoneNumber: '+358401234567',
        nickName: 'Lucky7',
        receiveEmail: true,
        receiveSms: true,
      },
    ]);
    expect(value()).toBe('completed');
    expect(actor.getSnapshot().status).toBe('done');
    expect(emitted).toEqual([{ type: 'registration.complete' }, { type: 'player.reload' }]);
    expect(stored).toEqual([NOW.getTime()]);
  });

  it('sends no marketing consent unless it was given', async () => {
    const session = start();
    session.fill();
    session.actor.send({ type: 'submit' });
    await passSteps(session, 'completeAccount');
    expect(session.calls.completeAccount.calls[0]).toMatchObject({ receiveEmail: false, receiveSms: false });
  });

  it('does not start the steps twice', () => {
    const { actor, calls, fill } = start();
    fill();
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(calls.validateNickName.calls).toHaveLength(1);
  });

  it.each([
    ['validateNickName', 'nickname', appError(104), 'errors.196', 104],
    ['validateNickName', 'nickname', appError(100), 'errors.180', 180],
    ['validateNickName', 'nickname', new TypeError('Failed to fetch'), 'errors.180', 180],
    ['validateEmail', 'email', appError(180, {}, 409), 'errors.180', 409],
    ['validateEmail', 'email', appError(429, {}, 429), 'errors.429', 429],
    ['validateEmail', 'email', new TypeError('Failed to fetch'), 'errors.180', 180],
    ['validatePhonenumber', 'phone', appError(195, {}, 400), 'errors.195', 400],
    ['addPassword', 'password', appError(180), 'errors.180', 180],
    ['addPassword', 'password', appError(100, {}, 500), 'errors.180', 180],
    ['completeAccount', 'form', appError(180), 'errors.180', 180],
    ['sendVerificationSms', 'phone', appError(429), 'errors.429', 429],
  ] as const)('stops at a failed %s with the error on %s (%s)', async (step, field, error, key, code) => {
    const session = start();
    session.fill();
    session.actor.send({ type: 'submit' });
    await passSteps(session, step);
    await session.calls[step].reject(error);
    expect(session.value()).toEqual({ editing: 'failed' });
    expect(session.actor.getSnapshot().hasTag('error')).toBe(true);
    expect(session.actor.getSnapshot().context.errorField).toBe(field);
    expect(session.actor.getSnapshot().context.error?.shown).toMatchObject({ key, code });
    expect(session.emitted).toEqual([]);
    expect(session.stored).toEqual([]);
  });

  it('skips the password and completion on a retry after the SMS failed', async () => {
    const session = start();
    session.fill();
    session.actor.send({ type: 'submit' });
    await passSteps(session, 'sendVerificationSms');
    await session.calls.sendVerificationSms.reject(appError(180));
    session.actor.send({ type: 'submit' });
    expect(session.actor.getSnapshot().context.error).toBeNull();
    await session.calls.validateNickName.resolve({});
    await session.calls.validateEmail.resolve({});
    await session.calls.validatePhonenumber.resolve({});
    expect(session.value()).toBe('sendingSms');
    expect(session.calls.addPassword.calls).toHaveLength(1);
    expect(session.calls.completeAccount.calls).toHaveLength(1);
    await session.calls.sendVerificationSms.resolve({});
    expect(session.value()).toBe('completed');
  });

  it('skips only the password on a retry after the completion failed', async () => {
    const session = start();
    session.fill();
    session.actor.send({ type: 'submit' });
    await passSteps(session, 'completeAccount');
    await session.calls.completeAccount.reject(appError(196));
    session.actor.send({ type: 'submit' });
    await session.calls.validateNickName.resolve({});
    await session.calls.validateEmail.resolve({});
    await session.calls.validatePhonenumber.resolve({});
    expect(session.value()).toBe('completing');
    expect(session.calls.addPassword.calls).toHaveLength(1);
  });
});

describe('completeAccountMachine: every state is reachable', () => {
  it('by the steps of the spec', () => {
    const ids = [
      'validateNickName',
      'validateEmail',
      'validatePhonenumber',
      'addPassword',
      'completeAccount',
      'sendVerificationSms',
    ];
    const events = [{ type: 'submit' }, ...ids.flatMap((id) => [done(id), failed(id, appError(180))])];
    const input = { player: { country: 'FIN', nickName: null } };
    const valid = completeAccountMachine.provide({ guards: { fieldsValid: () => true } });
    const reached = new Set([
      ...reachedStates(valid, events, input),
      ...reachedStates(completeAccountMachine, events, input),
    ]);
    expect([...reached].sort()).toEqual(atomicStates(completeAccountMachine));
  });
});
