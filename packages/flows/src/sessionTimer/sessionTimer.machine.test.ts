import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { elapsedSeconds, sessionTimerMachine } from './sessionTimer.machine.ts';

const now = Date.UTC(2026, 2, 1, 18, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('elapsedSeconds', () => {
  it.each([
    [now, now, 0],
    [now - 999, now, 0],
    [now - 1000, now, 1],
    [now - 3_600_500, now, 3600],
    [now + 5000, now, 0],
  ])('from %i to %i is %i s', (startedAt, at, seconds) => {
    expect(elapsedSeconds(startedAt, at)).toBe(seconds);
  });
});

describe('sessionTimerMachine', () => {
  it('does not run while logged out', () => {
    const actor = createActor(sessionTimerMachine).start();
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'stopped', context: { startedAt: null, seconds: 0 } });
  });

  it('ticks every second from a new start', () => {
    const actor = createActor(sessionTimerMachine).start();
    actor.send({ type: 'timer.started', startedAt: now });
    expect(actor.getSnapshot()).toMatchObject({ value: 'running', context: { startedAt: now, seconds: 0 } });
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.seconds).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.seconds).toBe(1);
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().context.seconds).toBe(3);
  });

  it('keeps counting from the start stored for the session', () => {
    const actor = createActor(sessionTimerMachine).start();
    actor.send({ type: 'timer.started', startedAt: now - 90_000 });
    expect(actor.getSnapshot().context.seconds).toBe(90);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.seconds).toBe(91);
  });

  it('reads the clock at each tick, so a late tick shows the true time', () => {
    const actor = createActor(sessionTimerMachine).start();
    actor.send({ type: 'timer.started', startedAt: now });
    vi.setSystemTime(now + 60_000);
    vi.advanceTimersByTime(1000);
    expect(actor.getSnapshot().context.seconds).toBe(61);
  });

  it('takes a new start while running', () => {
    const actor = createActor(sessionTimerMachine).start();
    actor.send({ type: 'timer.started', startedAt: now - 10_000 });
    actor.send({ type: 'timer.started', startedAt: now });
    expect(actor.getSnapshot().context).toEqual({ startedAt: now, seconds: 0 });
  });

  it('stops and resets on logout, and ticks no more', () => {
    const actor = createActor(sessionTimerMachine).start();
    actor.send({ type: 'timer.started', startedAt: now - 10_000 });
    actor.send({ type: 'timer.stopped' });
    vi.advanceTimersByTime(5000);
    expect(actor.getSnapshot()).toMatchObject({ value: 'stopped', context: { startedAt: null, seconds: 0 } });
  });
});
