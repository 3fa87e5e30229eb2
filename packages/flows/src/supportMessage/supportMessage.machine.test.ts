import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { supportMessageMachine, type SupportMessageReceipt } from './supportMessage.machine.ts';

function start() {
  const sendSupportMessage = fakeCall<SupportMessageReceipt, PostBody<'/player/support/message'>>();
  const actor = createActor(
    supportMessageMachine.provide({ actors: { sendSupportMessage: sendSupportMessage.logic } }),
  ).start();
  return { actor, sendSupportMessage };
}

function typed(subject: string, message: string) {
  const started = start();
  started.actor.send({ type: 'subject.changed', value: subject });
  started.actor.send({ type: 'message.changed', value: message });
  return started;
}

const receipt = { id: 17, createdTime: '2026-03-01T18:22:05Z' };

describe('supportMessage', () => {
  it('sends the subject and the message without their surrounding spaces, once, and keeps the receipt', async () => {
    const { actor, sendSupportMessage } = typed('  Talletus puuttuu ', '\nTalletin 50 €.\nSe ei näy.  ');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    actor.send({ type: 'submit' });
    actor.send({ type: 'subject.changed', value: 'ignored while sending' });
    expect(sendSupportMessage.calls).toEqual([{ subject: 'Talletus puuttuu', message: 'Talletin 50 €.\nSe ei näy.' }]);

    await sendSupportMessage.resolve({ success: true, ...receipt } as SupportMessageReceipt);
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.sent).toEqual(receipt);
    expect(actor.getSnapshot().context.subject).toBe('  Talletus puuttuu ');
  });

  it('another starts an empty form', async () => {
    const { actor, sendSupportMessage } = typed('Hei', 'Kysymys');
    actor.send({ type: 'submit' });
    await sendSupportMessage.resolve(receipt);
    actor.send({ type: 'another' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({ subject: '', message: '', errors: {}, error: null, sent: null });
  });

  it('submit of an empty form flags both fields as required and sends nothing', () => {
    const { actor, sendSupportMessage } = typed('   ', '');
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ subject: 'required', message: 'required' });
    expect(sendSupportMessage.calls).toEqual([]);
  });

  it('typing into a required field takes its error away, and leaves the other field’s', () => {
    const { actor } = start();
    actor.send({ type: 'submit' });
    actor.send({ type: 'subject.changed', value: 'H' });
    expect(actor.getSnapshot().context.errors).toEqual({ message: 'required' });
  });

  it('flags a field too long as soon as it is typed, and clears it when it is short enough again', () => {
    const { actor, sendSupportMessage } = start();
    actor.send({ type: 'subject.changed', value: 'a'.repeat(120) });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'subject.changed', value: 'a'.repeat(121) });
    actor.send({ type: 'message.changed', value: 'b'.repeat(5001) });
    expect(actor.getSnapshot().context.errors).toEqual({ subject: 'tooLong', message: 'tooLong' });
    actor.send({ type: 'submit' });
    expect(sendSupportMessage.calls).toEqual([]);
    actor.send({ type: 'message.changed', value: 'b'.repeat(5000) });
    expect(actor.getSnapshot().context.errors).toEqual({ subject: 'tooLong' });
  });

  it('a refusal goes back to the form with the error and what was typed; the next change clears the error', async () => {
    const { actor, sendSupportMessage } = typed('Hei', 'Kysymys');
    actor.send({ type: 'submit' });
    await sendSupportMessage.reject(appError(429, {}, 429));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.429', code: 429 });
    expect(actor.getSnapshot().context).toMatchObject({ subject: 'Hei', message: 'Kysymys', sent: null });

    actor.send({ type: 'message.changed', value: 'Kysymys?' });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'submit' });
    expect(sendSupportMessage.calls).toHaveLength(2);
  });

  it('a network failure is the unexpected error', async () => {
    const { actor, sendSupportMessage } = typed('Hei', 'Kysymys');
    actor.send({ type: 'submit' });
    await sendSupportMessage.reject(new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.unexpected', code: 100 });
  });

  it('reaches every state', () => {
    const events = [
      { type: 'subject.changed', value: 'Hei' },
      { type: 'message.changed', value: 'Kysymys' },
      { type: 'submit' },
      { type: 'another' },
      done('sendSupportMessage', receipt),
      failed('sendSupportMessage', appError(196)),
    ];
    expect(reachedStates(supportMessageMachine, events)).toEqual(atomicStates(supportMessageMachine));
  });
});
