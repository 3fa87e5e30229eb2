import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { resendActivationMachine } from './resendActivation.machine.ts';

function start(email?: string) {
  const resendActivation = fakeCall<unknown, PostBody<'/player/resendActivation'>>();
  const actor = createActor(resendActivationMachine.provide({ actors: { resendActivation: resendActivation.logic } }), {
    input: { email },
  }).start();
  return { actor, resendActivation };
}

describe('resendActivation', () => {
  it('sends the address it was given, trimmed, and says where the link was asked for', async () => {
    const { actor, resendActivation } = start(' matti@example.com ');
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'send' });
    expect(resendActivation.calls).toEqual([{ email: 'matti@example.com' }]);
    await resendActivation.resolve({ success: true });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.sentTo).toBe('matti@example.com');
    // Another press asks again; another address goes back to the form.
    actor.send({ type: 'send' });
    expect(resendActivation.calls).toHaveLength(2);
    await resendActivation.resolve({ success: true });
    actor.send({ type: 'email.changed', value: 'other@example.com' });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('checks the address before sending anything', () => {
    const { actor, resendActivation } = start();
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().context.emailError).toBe('required');
    actor.send({ type: 'email.changed', value: 'matti@' });
    expect(actor.getSnapshot().context.emailError).toBeNull();
    actor.send({ type: 'send' });
    expect(actor.getSnapshot().context.emailError).toBe('invalidEmail');
    expect(resendActivation.calls).toEqual([]);
  });

  it('shows the refusal (429) and keeps the address to try later', async () => {
    const { actor, resendActivation } = start('matti@example.com');
    actor.send({ type: 'send' });
    await resendActivation.reject(appError(429));
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ email: 'matti@example.com', sentTo: null });
    expect(actor.getSnapshot().context.error?.errorCode).toBe(429);
  });
});
