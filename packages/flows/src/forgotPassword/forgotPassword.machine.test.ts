import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { forgotPasswordMachine, type ForgotPasswordEvent } from './forgotPassword.machine.ts';

function start(activationCode?: string) {
  const trigger = fakeCall<unknown, PostBody<'/player/triggerForgotPassword'>>();
  const modify = fakeCall<unknown, PostBody<'/player/modifyForgotPassword'>>();
  const machine = forgotPasswordMachine.provide({
    actors: { triggerForgotPassword: trigger.logic, modifyForgotPassword: modify.logic },
  });
  const actor = createActor(machine, { input: activationCode === undefined ? undefined : { activationCode } }).start();
  const type = (field: Extract<ForgotPasswordEvent, { type: 'field.changed' }>['field'], value: string) =>
    actor.send({ type: 'field.changed', field, value });
  const request = () => {
    type('email', ' matti@example.com ');
    type('birthDate', '1990-05-17');
    actor.send({ type: 'submit' });
  };
  const reset = (code = '7f3c9a1e0b', password = 'newSecret1') => {
    type('activationCode', code);
    type('password', password);
    type('confirmPassword', password);
    actor.send({ type: 'submit' });
  };
  return { actor, trigger, modify, type, request, reset, value: () => actor.getSnapshot().value };
}

describe('forgotPasswordMachine: the request', () => {
  it('starts with the e-mail and birth date form', () => {
    expect(start().value()).toEqual({ requesting: 'idle' });
  });

  it('checks the fields and sends nothing when they are wrong', () => {
    const { actor, trigger, type, value } = start();
    type('email', 'matti@');
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ requesting: 'invalid' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ email: 'invalidEmail', birthDate: 'required' });
    expect(trigger.calls).toEqual([]);
  });

  it('sends the e-mail and birth date, then asks for the code and the new password', async () => {
    const { actor, trigger, request, value } = start();
    request();
    expect(value()).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(trigger.calls).toEqual([{ email: 'matti@example.com', birthDate: '1990-05-17' }]);
    await trigger.resolve({ success: true });
    expect(value()).toEqual({ codeSent: 'idle' });
    expect(actor.getSnapshot().context.sentTo).toBe('matti@example.com');
  });

  it('goes to the reset form without a request for a code the player already has, and back', () => {
    const { actor, trigger, type, value } = start();
    type('email', 'matti@');
    actor.send({ type: 'submit' });
    actor.send({ type: 'code.have' });
    expect(value()).toEqual({ codeSent: 'idle' });
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: null, sentTo: null });
    expect(trigger.calls).toEqual([]);
    actor.send({ type: 'code.request' });
    expect(value()).toEqual({ requesting: 'idle' });
    expect(actor.getSnapshot().context.email).toBe('matti@');
  });

  it('takes neither step while a call is under way', () => {
    const { actor, request, value } = start();
    request();
    actor.send({ type: 'code.have' });
    expect(value()).toBe('sending');
  });

  it('neither sends twice nor takes typing while the call is under way', () => {
    const { actor, trigger, request, type } = start();
    request();
    type('email', 'other@example.com');
    actor.send({ type: 'submit' });
    expect(trigger.calls).toHaveLength(1);
    expect(actor.getSnapshot().context.email).toBe(' matti@example.com ');
  });

  it.each([181, 109, 219, 429])('shows error %i on the request form, which can be sent again', async (code) => {
    const { actor, trigger, request, value } = start();
    request();
    await trigger.reject(appError(code));
    expect(value()).toEqual({ requesting: 'failed' });
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: `errors.${code}`, code });
    actor.send({ type: 'submit' });
    expect(value()).toBe('sending');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('forgotPasswordMachine: the reset', () => {
  it('starts at the reset with the code of a link', () => {
    const { actor, value } = start('7f3c9a1e0b');
    expect(value()).toEqual({ codeSent: 'idle' });
    expect(actor.getSnapshot().context.activationCode).toBe('7f3c9a1e0b');
  });

  it('starts with the request when the link has an empty code', () => {
    expect(start('').value()).toEqual({ requesting: 'idle' });
  });

  it('checks the code and the passwords', () => {
    const { actor, modify, type, value } = start('code');
    type('activationCode', ' ');
    type('password', 'abc');
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ codeSent: 'invalid' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      activationCode: 'required',
      password: 'passwordInvalid',
      confirmPassword: 'passwordInvalid',
    });
    expect(modify.calls).toEqual([]);
  });

  it('sends the code and the new password twice, then is done', async () => {
    const { actor, trigger, modify, request, reset, value } = start();
    request();
    await trigger.resolve({});
    reset(' 7f3c9a1e0b ');
    expect(value()).toBe('saving');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(modify.calls).toEqual([
      { activationCode: '7f3c9a1e0b', password: 'newSecret1', confirmPassword: 'newSecret1' },
    ]);
    await modify.resolve({});
    expect(value()).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([
    ['5 characters', 'abc12', false],
    ['6 characters', 'abc123', true],
    ['a symbol outside the set', 'abc12<', false],
  ])('takes the one password rule: %s (sent: %s)', (_case, password, sent) => {
    const { actor, modify, reset } = start('code');
    reset('code', password);
    expect(modify.calls).toHaveLength(sent ? 1 : 0);
    expect(actor.getSnapshot().context.fieldErrors).toEqual(
      sent ? {} : { password: 'passwordInvalid', confirmPassword: 'passwordInvalid' },
    );
  });

  it.each([
    [183, 'errors.183'],
    [209, 'errors.209'],
    [213, 'errors.213'],
    [104, 'errors.passwordValidation'],
    [1001, 'errors.1001'],
  ])('shows error %i on the reset form as %s', async (code, key) => {
    const { actor, modify, reset, value } = start('code');
    reset();
    await modify.reject(appError(code));
    expect(value()).toEqual({ codeSent: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown.key).toBe(key);
  });
});

describe('forgotPasswordMachine: every state is reachable', () => {
  it('with valid forms and invalid ones', () => {
    const events = [
      { type: 'submit' },
      { type: 'code.have' },
      { type: 'code.request' },
      done('triggerForgotPassword'),
      failed('triggerForgotPassword', appError(181)),
      done('modifyForgotPassword'),
      failed('modifyForgotPassword', appError(183)),
    ];
    const valid = forgotPasswordMachine.provide({ guards: { requestValid: () => true, resetValid: () => true } });
    const reached = new Set([
      ...reachedStates(valid, events),
      ...reachedStates(forgotPasswordMachine, events),
      ...reachedStates(forgotPasswordMachine, events, { activationCode: 'code' }),
    ]);
    expect([...reached].sort()).toEqual(atomicStates(forgotPasswordMachine).filter((state) => state !== 'start'));
  });
});
