import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { atomicStates, done, failed, reachedStates } from '../testing/reach.ts';
import { takeBreakMachine } from './takeBreak.machine.ts';

function start() {
  const takeBreak = fakeCall<Schemas['CoolOffEntry'], void>();
  const actor = createActor(takeBreakMachine.provide({ actors: { takeBreak: takeBreak.logic } }));
  const taken: unknown[] = [];
  actor.on('break.taken', (event) => taken.push(event));
  actor.start();
  return { actor, takeBreak, taken };
}

describe('takeBreak', () => {
  it('one press sends the request at once, with no question, and tells the app the break is taken', async () => {
    const { actor, takeBreak, taken } = start();
    actor.send({ type: 'press' });
    expect(actor.getSnapshot().value).toBe('requesting');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(takeBreak.calls).toHaveLength(1);

    actor.send({ type: 'press' });
    expect(takeBreak.calls).toHaveLength(1);

    const coolOff = { coolOff: true, endTime: '2026-03-02T18:22:05Z' };
    await takeBreak.resolve(coolOff);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.endTime).toBe('2026-03-02T18:22:05Z');
    expect(taken).toEqual([{ type: 'break.taken', coolOff }]);
  });

  it('a failure says why and leaves the button to press again, which forgets the error', async () => {
    const { actor, takeBreak, taken } = start();
    actor.send({ type: 'press' });
    await takeBreak.reject(appError(115));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.error?.shown).toEqual({ key: 'errors.115', code: 115 });
    expect(taken).toEqual([]);

    actor.send({ type: 'press' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(takeBreak.calls).toHaveLength(2);
  });

  it('reaches every state', () => {
    const events = [{ type: 'press' }, done('takeBreak', { coolOff: true }), failed('takeBreak', appError(115))];
    expect(reachedStates(takeBreakMachine, events)).toEqual(atomicStates(takeBreakMachine));
  });
});
