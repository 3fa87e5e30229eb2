import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { aPlayer } from '../testing/player.ts';
import { after, atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { phoneVerificationMachine, type PhoneVerificationEmitted } from './phoneVerification.machine.ts';

type Player = Schemas['Player'];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(player: Player = aPlayer()) {
  const calls = {
    validatePhonenumber: fakeCall<unknown, PostBody<'/player/phonenumber'>>(),
    updatePlayerFields: fakeCall<Player, PostBody<'/player/updateFields'>>(),
    sendVerificationSms: fakeCall<unknown>(),
    verifySmsShortCode: fakeCall<unknown, PostBody<'/player/verifySmsShortCode'>>(),
  };
  const machine = phoneVerificationMachine.provide({
    actors: {
      validatePhonenumber: calls.validatePhonenumber.logic,
      updatePlayerFields: calls.updatePlayerFields.logic,
      sendVerificationSms: calls.sendVerificationSms.logic,
      verifySmsShortCode: calls.verifySmsShortCode.logic,
    },
  });
  const actor = createActor(machine, { input: { player } });
  const emitted: PhoneVerificationEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const step = () => actor.getSnapshot().value.step;
  const notice = () => actor.getSnapshot().value.notice;
  return { actor, calls, emitted, step, notice };
}

const unverifiedPlayer = aPlayer({ phoneNumberVerified: false });

describe('phoneVerificationMachine: a verified number', () => {
  it('rests verified', () => {
    const { step, notice } = start();
    expect(step()).toBe('verified');
    expect(notice()).toBe('hidden');
  });

  it('can be changed: the new number is validated, updated, and then unverified', async () => {
    const { actor, calls, step, emitted } = start(aPlayer({ country: 'EST' }));
    actor.send({ type: 'number.edit' });
    expect(step()).toBe('changingNumber');
    expect(actor.getSnapshot().context).toMatchObject({ dialCode: '+372', number: '' });
    actor.send({ type: 'number.changed', value: '5123456' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(step()).toBe('validatingNumber');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.validatePhonenumber.calls).toEqual([{ phonenumber: '+3725123456' }]);
    await calls.validatePhonenumber.resolve({});
    expect(step()).toBe('updatingNumber');
    expect(calls.updatePlayerFields.calls).toEqual([{ phoneNumber: '+3725123456' }]);
    const updated = aPlayer({ country: 'EST', phoneNumber: '+3725123456', phoneNumberVerified: false });
    await calls.updatePlayerFields.resolve(updated);
    expect(step()).toBe('unverified');
    expect(actor.getSnapshot().context).toMatchObject({ phoneNumber: '+3725123456', verified: false });
    expect(emitted).toEqual([{ type: 'player.updated', player: updated }]);
  });

  it('checks the new number before any call: digits only, 16 characters with the dial code, + and 3-15 digits', () => {
    const { actor, calls } = start();
    actor.send({ type: 'number.edit' });
    actor.send({ type: 'number.changed', value: '040-123' });
    expect(actor.getSnapshot().context.number).toBe('');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.numberError).toBe('required');
    actor.send({ type: 'number.changed', value: '4012345678901' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.numberError).toBe('tooLong');
    actor.send({ type: 'dialCode.changed', value: '' });
    actor.send({ type: 'number.changed', value: '12' });
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().context.numberError).toBe('format');
    expect(calls.validatePhonenumber.calls).toEqual([]);
  });

  it('cancel goes back to the verified number', () => {
    const { actor, step } = start();
    actor.send({ type: 'number.edit' });
    actor.send({ type: 'cancel' });
    expect(step()).toBe('verified');
  });

  it.each(['validatePhonenumber', 'updatePlayerFields'] as const)(
    'returns to the number when %s fails, showing the code for 5 seconds',
    async (call) => {
      const { actor, calls, step, notice } = start();
      actor.send({ type: 'number.edit' });
      actor.send({ type: 'number.changed', value: '401234567' });
      actor.send({ type: 'submit' });
      if (call === 'updatePlayerFields') await calls.validatePhonenumber.resolve({});
      await calls[call].reject(appError(180));
      expect(step()).toBe('changingNumber');
      expect(notice()).toBe('shown');
      expect(actor.getSnapshot().hasTag('error')).toBe(true);
      expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.180', code: 180 });
      vi.advanceTimersByTime(4999);
      expect(notice()).toBe('shown');
      vi.advanceTimersByTime(1);
      expect(notice()).toBe('hidden');
      expect(actor.getSnapshot().context.error).toBeNull();
    },
  );
});

describe('phoneVerificationMachine: an unverified number', () => {
  it('sends a code, takes the code, confirms; the success shows 5 seconds, then the player reloads', async () => {
    const { actor, calls, step, emitted } = start(unverifiedPlayer);
    expect(step()).toBe('unverified');
    actor.send({ type: 'code.send' });
    expect(step()).toBe('sendingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await calls.sendVerificationSms.resolve({});
    expect(step()).toBe('enteringCode');
    actor.send({ type: 'code.changed', value: ' 482913 ' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(calls.verifySmsShortCode.calls).toEqual([{ code: '482913' }]);
    await calls.verifySmsShortCode.resolve({});
    expect(step()).toBe('succeeded');
    expect(actor.getSnapshot().hasTag('success')).toBe(true);
    vi.advanceTimersByTime(4999);
    expect(emitted).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(step()).toBe('verified');
    expect(actor.getSnapshot().context.verified).toBe(true);
    expect(emitted).toEqual([{ type: 'player.reload' }]);
  });

  it('sends no code without a valid number; the number can be entered first', () => {
    const { actor, calls, step } = start(aPlayer({ phoneNumber: null, phoneNumberVerified: false }));
    expect(actor.getSnapshot().can({ type: 'code.send' })).toBe(false);
    actor.send({ type: 'code.send' });
    expect(calls.sendVerificationSms.calls).toEqual([]);
    actor.send({ type: 'number.edit' });
    expect(step()).toBe('changingNumber');
    actor.send({ type: 'cancel' });
    expect(step()).toBe('unverified');
  });

  it('does not confirm an empty code', async () => {
    const { actor, calls, step } = start(unverifiedPlayer);
    actor.send({ type: 'code.send' });
    await calls.sendVerificationSms.resolve({});
    actor.send({ type: 'code.changed', value: ' ' });
    actor.send({ type: 'submit' });
    expect(step()).toBe('enteringCode');
    expect(calls.verifySmsShortCode.calls).toEqual([]);
  });

  it('can send the code again', async () => {
    const { actor, calls } = start(unverifiedPlayer);
    actor.send({ type: 'code.send' });
    await calls.sendVerificationSms.resolve({});
    actor.send({ type: 'code.send' });
    expect(calls.sendVerificationSms.calls).toHaveLength(2);
  });

  it('returns to the step on a failed send or confirm, the error shown 5 seconds', async () => {
    const { actor, calls, step, notice } = start(unverifiedPlayer);
    actor.send({ type: 'code.send' });
    await calls.sendVerificationSms.reject(appError(429));
    expect(step()).toBe('unverified');
    expect(actor.getSnapshot().context.error?.errorCode).toBe(429);
    actor.send({ type: 'code.send' });
    await calls.sendVerificationSms.resolve({});
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'code.changed', value: '111111' });
    actor.send({ type: 'submit' });
    await calls.verifySmsShortCode.reject(appError(180));
    expect(step()).toBe('enteringCode');
    expect(actor.getSnapshot().context.error?.errorCode).toBe(180);
    vi.advanceTimersByTime(4999);
    expect(notice()).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(notice()).toBe('hidden');
  });
  it('hides an earlier error when the code is verified', async () => {
    const { actor, calls, step, notice } = start(unverifiedPlayer);
    actor.send({ type: 'code.send' });
    await calls.sendVerificationSms.resolve({});
    actor.send({ type: 'code.changed', value: '111111' });
    actor.send({ type: 'submit' });
    await calls.verifySmsShortCode.reject(appError(180));
    expect(notice()).toBe('shown');
    actor.send({ type: 'code.changed', value: '482913' });
    actor.send({ type: 'submit' });
    await calls.verifySmsShortCode.resolve({});
    expect(step()).toBe('succeeded');
    expect(notice()).toBe('hidden');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('shows an unsuccessful verification without a code of its own as 180', async () => {
    const { actor, calls } = start(unverifiedPlayer);
    actor.send({ type: 'code.send' });
    await calls.sendVerificationSms.resolve({});
    actor.send({ type: 'code.changed', value: '111111' });
    actor.send({ type: 'submit' });
    await calls.verifySmsShortCode.reject(appError(100, {}, 500));
    expect(actor.getSnapshot().context.error?.shown).toMatchObject({ key: 'errors.180', code: 180 });
    actor.send({ type: 'submit' });
    await calls.verifySmsShortCode.reject(appError(429, {}, 429));
    expect(actor.getSnapshot().context.error?.shown).toMatchObject({ key: 'errors.429', code: 429 });
  });
});

describe('phoneVerificationMachine: every state is reachable', () => {
  it('from a verified and an unverified number', () => {
    const events = [
      { type: 'number.edit' },
      { type: 'submit' },
      { type: 'cancel' },
      { type: 'code.send' },
      done('validatePhonenumber'),
      failed('validatePhonenumber', appError(180)),
      done('updatePlayerFields', unverifiedPlayer),
      done('sendVerificationSms'),
      done('verifySmsShortCode'),
      after('notice', 'phoneVerification.step.succeeded'),
      after('notice', 'phoneVerification.notice.shown'),
    ];
    const valid = phoneVerificationMachine.provide({
      guards: { typedNumberValid: () => true, codeEntered: () => true },
    });
    const reached = new Set([
      ...reachedStates(valid, events, { player: aPlayer() }),
      ...reachedStates(valid, events, { player: unverifiedPlayer }),
    ]);
    const states = atomicStates(phoneVerificationMachine).filter((state) => state !== 'step.deciding');
    expect([...reached].sort()).toEqual(states);
  });
});
