import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { PostBody } from '../api-types.ts';
import type { RealityCheck } from '../realityCheck/realityCheck.machine.ts';
import { appError, fakeCall } from '../testing/fake-actors.ts';
import { realityCheckSettingsMachine } from './realityCheckSettings.machine.ts';

function start() {
  const setRealityCheck = fakeCall<RealityCheck, PostBody<'/player/limit/time'>>();
  const actor = createActor(
    realityCheckSettingsMachine.provide({ actors: { setRealityCheck: setRealityCheck.logic } }),
  );
  const told: unknown[] = [];
  actor.on('realityCheck.set', (event) => told.push(event));
  actor.start();
  return { actor, setRealityCheck, told };
}

describe('realityCheckSettings', () => {
  it('saves the picked interval, and its answer becomes the interval the app is told of', async () => {
    const { actor, setRealityCheck, told } = start();
    actor.send({ type: 'current.loaded', minutes: 0 });
    actor.send({ type: 'minutes.chosen', minutes: 30 });
    expect(actor.getSnapshot().context).toMatchObject({ current: 0, chosen: 30, saved: false });
    actor.send({ type: 'save' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(setRealityCheck.calls).toEqual([{ minutes: 30 }]);
    // A second press while saving sends nothing more.
    actor.send({ type: 'save' });
    expect(setRealityCheck.calls).toHaveLength(1);

    const answer = { minutes: 30, nextCheckTime: '2026-03-01T19:22:05Z' };
    await setRealityCheck.resolve(answer);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ current: 30, chosen: null, saved: true, error: null });
    expect(told).toEqual([{ type: 'realityCheck.set', realityCheck: answer }]);

    // A new pick takes the 'saved' away until it is saved too; off is a pick like the others.
    actor.send({ type: 'minutes.chosen', minutes: 0 });
    expect(actor.getSnapshot().context.saved).toBe(false);
    actor.send({ type: 'save' });
    expect(setRealityCheck.calls.at(-1)).toEqual({ minutes: 0 });
  });

  it('takes only the offered intervals, and saves nothing before it knows or is given one', () => {
    const { actor, setRealityCheck } = start();
    actor.send({ type: 'save' });
    expect(setRealityCheck.calls).toEqual([]);
    actor.send({ type: 'minutes.chosen', minutes: 7 });
    expect(actor.getSnapshot().context.chosen).toBeNull();
    // Saved as it is shown: the server's interval, when nothing is picked.
    actor.send({ type: 'current.loaded', minutes: 60 });
    actor.send({ type: 'save' });
    expect(setRealityCheck.calls).toEqual([{ minutes: 60 }]);
  });

  it('keeps the pick and shows the refusal when the save fails, and a new pick clears it', async () => {
    const { actor, setRealityCheck, told } = start();
    actor.send({ type: 'minutes.chosen', minutes: 15 });
    actor.send({ type: 'save' });
    await setRealityCheck.reject(appError(195));
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context).toMatchObject({ chosen: 15, saved: false });
    expect(context.error?.errorCode).toBe(195);
    expect(told).toEqual([]);
    actor.send({ type: 'minutes.chosen', minutes: 30 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
