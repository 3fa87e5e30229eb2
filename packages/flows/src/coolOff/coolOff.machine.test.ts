import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { coolOffMachine } from './coolOff.machine.ts';

function start() {
  const setCoolOff = fakeCall<Schemas['CoolOffEntry'], PostBody<'/player/limit/coolOff'>>();
  const actor = createActor(coolOffMachine.provide({ actors: { setCoolOff: setCoolOff.logic } }));
  const started: unknown[] = [];
  actor.on('coolOff.started', (event) => started.push(event));
  actor.start();
  return { actor, setCoolOff, started };
}

function toConfirmation(days = 3) {
  const started = start();
  started.actor.send({ type: 'days.chosen', days });
  started.actor.send({ type: 'set' });
  return started;
}

describe('coolOff', () => {
  it('chooses days, sets, confirms with the password and sends the request', async () => {
    const { actor, setCoolOff, started } = toConfirmation(7);
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'password.changed', value: 'secret1' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(setCoolOff.calls).toEqual([{ coolOffDays: 7, password: 'secret1' }]);

    actor.send({ type: 'confirm' });
    expect(setCoolOff.calls).toHaveLength(1);

    const coolOff = { coolOff: true, endTime: '2026-03-08T18:22:05Z' };
    await setCoolOff.resolve(coolOff);
    expect(actor.getSnapshot().status).toBe('done');
    expect(started).toEqual([{ type: 'coolOff.started', coolOff }]);
  });

  it.each([1, 3, 7])('offers %i days', (days) => {
    const { actor } = toConfirmation(days);
    expect(actor.getSnapshot().context.days).toBe(days);
  });

  it('ignores any other day count', () => {
    const { actor } = start();
    actor.send({ type: 'days.chosen', days: 2 });
    expect(actor.getSnapshot().context.days).toBeNull();
  });

  it('set without a day choice flags the choice as required', () => {
    const { actor } = start();
    actor.send({ type: 'set' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.errors).toEqual({ days: 'required' });
    actor.send({ type: 'days.chosen', days: 1 });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });

  it('confirm without a password flags it as required and sends nothing', () => {
    const { actor, setCoolOff } = toConfirmation();
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'required' });
    expect(setCoolOff.calls).toEqual([]);
  });

  it('cancel goes back to the day choice and forgets the password', () => {
    const { actor } = toConfirmation();
    actor.send({ type: 'password.changed', value: 'secret1' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ days: 3, password: '' });
  });

  it('a wrong password shows the 109 message and asks again', async () => {
    const { actor, setCoolOff, started } = toConfirmation();
    actor.send({ type: 'password.changed', value: 'wrong1' });
    actor.send({ type: 'confirm' });
    await setCoolOff.reject(appError(109));
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.109', code: 109 });
    expect(actor.getSnapshot().context.password).toBe('');
    expect(started).toEqual([]);

    actor.send({ type: 'password.changed', value: 's' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('reaches every state', () => {
    const events = [
      { type: 'days.chosen', days: 3 },
      { type: 'set' },
      { type: 'password.changed', value: 'secret1' },
      { type: 'cancel' },
      { type: 'confirm' },
      done('setCoolOff', { coolOff: true }),
      failed('setCoolOff', appError(109)),
    ];
    expect(reachedStates(coolOffMachine, events)).toEqual(atomicStates(coolOffMachine));
  });
});
