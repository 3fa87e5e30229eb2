import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { verifyEmailMachine, type TypedCode } from './verifyEmail.machine.ts';

function start(activationCode?: string | null, typedCode?: TypedCode) {
  const calls = {
    activatePlayer: fakeCall<unknown, { activationCode: string }>(),
    sendVerificationEmail: fakeCall<unknown>(),
    verifyEmailShortCode: fakeCall<unknown, { code: string }>(),
  };
  const machine = verifyEmailMachine.provide({
    actors: {
      activatePlayer: calls.activatePlayer.logic,
      sendVerificationEmail: calls.sendVerificationEmail.logic,
      verifyEmailShortCode: calls.verifyEmailShortCode.logic,
    },
  });
  const input = activationCode === undefined && typedCode === undefined ? undefined : { activationCode, typedCode };
  const actor = createActor(machine, { input }).start();
  return { actor, calls, value: () => actor.getSnapshot().value };
}

describe('verifyEmailMachine: the code of a link', () => {
  it('activates the account with it', async () => {
    const { actor, calls, value } = start(' 7f3c9a1e0b ');
    expect(value()).toBe('activating');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.activatePlayer.calls).toEqual([{ activationCode: '7f3c9a1e0b' }]);
    await calls.activatePlayer.resolve({ success: true });
    expect(value()).toBe('activated');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it.each([183, 209])('shows error %i, and lets the player type the code', async (code) => {
    const { actor, calls, value } = start('used', 'activation');
    await calls.activatePlayer.reject(appError(code));
    expect(value()).toEqual({ enteringCode: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: `errors.${code}`, code });
    actor.send({ type: 'code.changed', value: 'a1b2c3' });
    actor.send({ type: 'submit' });
    expect(value()).toBe('activating');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls.activatePlayer.calls).toEqual([{ activationCode: 'used' }, { activationCode: 'a1b2c3' }]);
  });
});

describe('verifyEmailMachine: an activation code typed in', () => {
  it('is asked for without a link code', () => {
    const { value, calls } = start(null, 'activation');
    expect(value()).toEqual({ enteringCode: 'idle' });
    expect(calls.activatePlayer.calls).toEqual([]);
  });

  it('is sent once as the activation code, trimmed, even when submitted twice', async () => {
    const { actor, calls, value } = start(undefined, 'activation');
    actor.send({ type: 'code.changed', value: ' 7f3c9a1e0b ' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(value()).toBe('activating');
    expect(calls.activatePlayer.calls).toEqual([{ activationCode: '7f3c9a1e0b' }]);
    expect(calls.verifyEmailShortCode.calls).toEqual([]);
    await calls.activatePlayer.resolve({ success: true });
    expect(value()).toBe('activated');
  });

  it('is not sent when empty', () => {
    const { actor, calls, value } = start(undefined, 'activation');
    actor.send({ type: 'code.changed', value: ' ' });
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ enteringCode: 'invalid' });
    expect(calls.activatePlayer.calls).toEqual([]);
  });
});

describe('verifyEmailMachine: a short code', () => {
  it.each([undefined, null, ' '])('is asked for without a link code (%j)', (code) => {
    const { value, calls } = start(code);
    expect(value()).toEqual({ enteringCode: 'idle' });
    expect(calls.activatePlayer.calls).toEqual([]);
  });

  it('sends a code to the e-mail on request', async () => {
    const { actor, calls, value } = start();
    actor.send({ type: 'code.send' });
    expect(value()).toBe('sendingCode');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await calls.sendVerificationEmail.resolve({});
    expect(value()).toEqual({ enteringCode: 'sent' });
    expect(actor.getSnapshot().hasTag('sent')).toBe(true);
  });

  it('does not verify an empty code', () => {
    const { actor, calls, value } = start();
    actor.send({ type: 'code.changed', value: '  ' });
    actor.send({ type: 'submit' });
    expect(value()).toEqual({ enteringCode: 'invalid' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(calls.verifyEmailShortCode.calls).toEqual([]);
  });

  it('verifies the typed code once, even when submitted twice', async () => {
    const { actor, calls, value } = start();
    actor.send({ type: 'code.changed', value: ' 482913 ' });
    actor.send({ type: 'submit' });
    actor.send({ type: 'submit' });
    expect(value()).toBe('verifying');
    expect(calls.verifyEmailShortCode.calls).toEqual([{ code: '482913' }]);
    await calls.verifyEmailShortCode.resolve({});
    expect(value()).toBe('verified');
  });

  it('fills in the short code of the link, and verifies it only when submitted', () => {
    const verify = fakeCall<unknown, { code: string }>();
    const actor = createActor(verifyEmailMachine.provide({ actors: { verifyEmailShortCode: verify.logic } }), {
      input: { code: ' 048213 ' },
    }).start();
    expect(actor.getSnapshot().value).toEqual({ enteringCode: 'idle' });
    expect(actor.getSnapshot().context.code).toBe('048213');
    expect(verify.calls).toEqual([]);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('verifying');
    expect(verify.calls).toEqual([{ code: '048213' }]);
  });

  it.each([
    ['sendVerificationEmail', { type: 'code.send' } as const, 'sendFailed'],
    ['verifyEmailShortCode', { type: 'submit' } as const, 'failed'],
  ] as const)('shows a failed %s call (%s), and clears it on the next try', async (call, event, failedState) => {
    const { actor, calls, value } = start();
    actor.send({ type: 'code.changed', value: '482913' });
    actor.send(event);
    await calls[call].reject(appError(429));
    expect(value()).toEqual({ enteringCode: failedState });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.error?.errorCode).toBe(429);
    actor.send(event);
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('verifyEmailMachine: every state is reachable', () => {
  it('with and without a link code', () => {
    const events = [
      { type: 'code.send' },
      { type: 'submit' },
      ...['activatePlayer', 'sendVerificationEmail', 'verifyEmailShortCode'].flatMap((id) => [
        done(id),
        failed(id, appError(180)),
      ]),
    ];
    const withCode = verifyEmailMachine.provide({ guards: { codeEntered: () => true } });
    const reached = new Set([
      ...reachedStates(verifyEmailMachine, events),
      ...reachedStates(withCode, events),
      ...reachedStates(withCode, events, { typedCode: 'activation' }),
      ...reachedStates(verifyEmailMachine, events, { activationCode: 'code' }),
    ]);
    expect([...reached].sort()).toEqual(atomicStates(verifyEmailMachine).filter((state) => state !== 'start'));
  });
});
