import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { appError, fakeCall, flush } from '../testing/fake-actors.ts';
import { realityCheckMachine, type RealityCheck } from './realityCheck.machine.ts';

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start(minutes: number) {
  const resetSessionTime = fakeCall<RealityCheck, { minutes: number }>();
  const resetRealityCheck = fakeCall<RealityCheck>();
  const actor = createActor(
    realityCheckMachine.provide({
      actors: { resetSessionTime: resetSessionTime.logic, resetRealityCheck: resetRealityCheck.logic },
    }),
    { input: { minutes } },
  ).start();
  const left = vi.fn();
  actor.on('left', left);
  return { actor, resetSessionTime, resetRealityCheck, left, value: () => actor.getSnapshot().value };
}

/** Started, with the session time reset, waiting for the first reminder. */
async function waiting(minutes = 60) {
  const started = start(minutes);
  await started.resetSessionTime.resolve({ minutes });
  return started;
}

describe('realityCheckMachine: the reminder', () => {
  it('resets the session time at the start, then waits', async () => {
    const { actor, resetSessionTime, value } = start(60);
    expect(value()).toBe('resettingSessionTime');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(resetSessionTime.calls).toEqual([{ minutes: 60 }]);
    await resetSessionTime.resolve({ minutes: 60 });
    expect(value()).toBe('waiting');
  });

  it('still waits for the reminder when the reset fails', async () => {
    const { resetSessionTime, value } = start(30);
    await resetSessionTime.reject(new TypeError('Failed to fetch'));
    expect(value()).toBe('waiting');
    vi.advanceTimersByTime(30 * MINUTE);
    expect(value()).toBe('reminding');
  });

  it("shows the reminder at the player's interval, not before", async () => {
    const { actor, value } = await waiting(60);
    vi.advanceTimersByTime(60 * MINUTE - 1);
    expect(value()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(value()).toBe('reminding');
    expect(actor.getSnapshot().hasTag('reminder')).toBe(true);
  });

  it('acknowledges on continue and waits for the next interval', async () => {
    const { actor, resetRealityCheck, left, value } = await waiting(15);
    vi.advanceTimersByTime(15 * MINUTE);
    actor.send({ type: 'reminder.continue' });
    expect(value()).toBe('acknowledging');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(resetRealityCheck.calls).toHaveLength(1);
    await resetRealityCheck.resolve({ minutes: 15 });
    expect(value()).toBe('waiting');
    expect(left).not.toHaveBeenCalled();
    vi.advanceTimersByTime(15 * MINUTE);
    expect(value()).toBe('reminding');
  });

  it('acknowledges on leave and tells the app to leave the game', async () => {
    const { actor, resetRealityCheck, left, value } = await waiting(15);
    vi.advanceTimersByTime(15 * MINUTE);
    actor.send({ type: 'reminder.leave' });
    expect(left).toHaveBeenCalledTimes(1);
    await resetRealityCheck.resolve({ minutes: 15 });
    expect(value()).toBe('waiting');
  });

  it('takes the interval from the acknowledgement, and turns off at 0', async () => {
    const first = await waiting(15);
    vi.advanceTimersByTime(15 * MINUTE);
    first.actor.send({ type: 'reminder.continue' });
    await first.resetRealityCheck.resolve({ minutes: 45 });
    expect(first.actor.getSnapshot().context.minutes).toBe(45);
    vi.advanceTimersByTime(44 * MINUTE);
    expect(first.value()).toBe('waiting');

    const second = await waiting(15);
    vi.advanceTimersByTime(15 * MINUTE);
    second.actor.send({ type: 'reminder.continue' });
    await second.resetRealityCheck.resolve({ minutes: 0 });
    expect(second.value()).toBe('off');
  });

  it('keeps the reminder up with the error when the acknowledgement fails, and can retry', async () => {
    const { actor, resetRealityCheck, value } = await waiting(15);
    vi.advanceTimersByTime(15 * MINUTE);
    actor.send({ type: 'reminder.continue' });
    await resetRealityCheck.reject(appError(115));
    expect(value()).toBe('reminding');
    expect(actor.getSnapshot().context.error).toMatchObject({ errorCode: 115 });
    actor.send({ type: 'reminder.continue' });
    await resetRealityCheck.resolve({ minutes: 15 });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('realityCheckMachine: the interval', () => {
  it('is off with an interval of 0, and calls nothing', async () => {
    const { actor, resetSessionTime, value } = start(0);
    expect(value()).toBe('off');
    await flush();
    vi.advanceTimersByTime(24 * 60 * MINUTE);
    expect(resetSessionTime.calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('reminder')).toBe(false);
  });

  it('starts over when the interval changes: the session time is reset and the wait restarts', async () => {
    const { actor, resetSessionTime, value } = await waiting(60);
    vi.advanceTimersByTime(50 * MINUTE);
    actor.send({ type: 'interval.changed', minutes: 30 });
    expect(resetSessionTime.calls).toEqual([{ minutes: 60 }, { minutes: 30 }]);
    await resetSessionTime.resolve({ minutes: 30 });
    vi.advanceTimersByTime(30 * MINUTE - 1);
    expect(value()).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(value()).toBe('reminding');
  });

  it('turns off and on again', async () => {
    const { actor, resetSessionTime, value } = await waiting(60);
    actor.send({ type: 'interval.changed', minutes: 0 });
    expect(value()).toBe('off');
    vi.advanceTimersByTime(120 * MINUTE);
    expect(value()).toBe('off');
    actor.send({ type: 'interval.changed', minutes: 20 });
    await resetSessionTime.resolve({ minutes: 20 });
    vi.advanceTimersByTime(20 * MINUTE);
    expect(value()).toBe('reminding');
  });

  it('does not hide a reminder the player has not answered when the interval changes', async () => {
    const { actor, resetRealityCheck, value } = await waiting(10);
    vi.advanceTimersByTime(10 * MINUTE);
    actor.send({ type: 'interval.changed', minutes: 20 });
    expect(value()).toBe('reminding');
    actor.send({ type: 'reminder.continue' });
    actor.send({ type: 'interval.changed', minutes: 25 });
    expect(value()).toBe('acknowledging');
    await resetRealityCheck.resolve({ minutes: 25 });
    expect(actor.getSnapshot().context.minutes).toBe(25);
  });

  it('ignores continue and leave while no reminder shows', async () => {
    const { actor, resetRealityCheck, left, value } = await waiting(10);
    actor.send({ type: 'reminder.continue' });
    actor.send({ type: 'reminder.leave' });
    expect(value()).toBe('waiting');
    expect(resetRealityCheck.calls).toEqual([]);
    expect(left).not.toHaveBeenCalled();
  });
});
