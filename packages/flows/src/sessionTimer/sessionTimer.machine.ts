import { assertEvent, assign, setup } from 'xstate';
import { SESSION_TIMER_TICK_MS } from '../rules/constants.ts';

export interface SessionTimerContext {
  /** When the session started (ms since the epoch), kept for the session; null when logged out. */
  startedAt: number | null;
  /** Whole seconds since the start, as of the last tick. */
  seconds: number;
}

export type SessionTimerEvent =
  /** Logged in: the start stored for the session, or now for a new session. */
  | { type: 'timer.started'; startedAt: number }
  /** Logged out. */
  | { type: 'timer.stopped' };

/** Whole seconds from `startedAt` to `now`, never negative (a start stored by a clock that ran ahead). */
export const elapsedSeconds = (startedAt: number, now: number) =>
  Math.max(0, Math.floor((now - startedAt) / SESSION_TIMER_TICK_MS));

/**
 * The session timer (spec 2.3; 9): while logged in it shows the time since the session started and updates
 * every second. The start comes from the app, which keeps it in session storage, so a reload keeps counting
 * from the same start. The time is read from the clock at every tick, so a throttled background tab does not
 * fall behind.
 */
export const sessionTimerMachine = setup({
  types: {
    context: {} as SessionTimerContext,
    events: {} as SessionTimerEvent,
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'timer.started');
      return { startedAt: event.startedAt, seconds: elapsedSeconds(event.startedAt, Date.now()) };
    }),
    // Only the running state ticks, and it always has a start.
    tick: assign({ seconds: ({ context }) => elapsedSeconds(context.startedAt as number, Date.now()) }),
    stop: assign({ startedAt: null, seconds: 0 }),
  },
  delays: {
    tick: SESSION_TIMER_TICK_MS,
  },
}).createMachine({
  id: 'sessionTimer',
  context: { startedAt: null, seconds: 0 },
  initial: 'stopped',
  states: {
    stopped: {
      on: { 'timer.started': { target: 'running', actions: 'start' } },
    },
    running: {
      after: { tick: { target: 'running', reenter: true, actions: 'tick' } },
      on: {
        'timer.started': { target: 'running', reenter: true, actions: 'start' },
        'timer.stopped': { target: 'stopped', actions: 'stop' },
      },
    },
  },
});
