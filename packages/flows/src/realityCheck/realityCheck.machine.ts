import { assertEvent, assign, emit, setup } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { MINUTE_MS } from '../rules/constants.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

/** The reality check's answer: its interval in minutes (0 = off) and when it next shows. */
export type RealityCheck = Schemas['RealityCheck'];

export interface RealityCheckContext {
  /** The player's interval in minutes; 0 turns the reminder off. */
  minutes: number;
  /** Why the last acknowledgement failed. */
  error: FlowError | null;
}

export type RealityCheckEvent =
  /** The player's interval, as the polled limits report it (or as the player set it). */
  { type: 'interval.changed'; minutes: number } | { type: 'reminder.continue' } | { type: 'reminder.leave' };

/** Tells the app that the player chose to leave the game. */
export type RealityCheckEmitted = { type: 'left' };

/**
 * The reality check (spec 7, Limits: `POST /player/limit/resetTime/N`, `GET /player/limit/realityCheck/reset`):
 * while logged in, a reminder shows every `minutes` of the player's interval. The session time is reset when the
 * check starts and whenever the interval changes, so that the reminder counts from then. At the reminder the
 * player continues or leaves the game; either acknowledges it (`realityCheck/reset`), which starts the next
 * interval, and leaving also tells the app to leave the game. A failed acknowledgement keeps the reminder up with
 * the error.
 *
 * Tags: `busy` while a call is under way, `reminder` while the reminder shows.
 */
export const realityCheckMachine = setup({
  types: {
    context: {} as RealityCheckContext,
    events: {} as RealityCheckEvent,
    emitted: {} as RealityCheckEmitted,
    input: {} as { minutes: number },
  },
  actors: {
    /** `POST /player/limit/resetTime/{minutes}`. */
    resetSessionTime: appActor<RealityCheck, { minutes: number }>('resetSessionTime'),
    /** `GET /player/limit/realityCheck/reset`. */
    resetRealityCheck: appActor<RealityCheck>('resetRealityCheck'),
  },
  guards: {
    isOff: ({ context }) => context.minutes <= 0,
  },
  actions: {
    setMinutes: assign({
      minutes: ({ event }) => {
        assertEvent(event, 'interval.changed');
        return event.minutes;
      },
    }),
    left: emit({ type: 'left' } as const),
  },
  delays: {
    interval: ({ context }) => context.minutes * MINUTE_MS,
  },
}).createMachine({
  id: 'realityCheck',
  context: ({ input }) => ({ minutes: input.minutes, error: null }),
  initial: 'resettingSessionTime',
  on: {
    'interval.changed': { target: '.resettingSessionTime', actions: 'setMinutes' },
  },
  states: {
    off: {},
    resettingSessionTime: {
      tags: ['busy'],
      always: { guard: 'isOff', target: 'off' },
      invoke: {
        src: 'resetSessionTime',
        input: ({ context }) => ({ minutes: context.minutes }),
        // The reminder must show even if the reset failed: it then counts from here.
        onDone: 'waiting',
        onError: 'waiting',
      },
    },
    waiting: {
      after: { interval: 'reminding' },
    },
    reminding: {
      tags: ['reminder'],
      on: {
        'reminder.continue': 'acknowledging',
        'reminder.leave': { target: 'acknowledging', actions: 'left' },
        // The interval changes after the player has seen this reminder.
        'interval.changed': { actions: 'setMinutes' },
      },
    },
    acknowledging: {
      tags: ['busy', 'reminder'],
      on: { 'interval.changed': { actions: 'setMinutes' } },
      invoke: {
        src: 'resetRealityCheck',
        onDone: [
          {
            guard: ({ event }) => event.output.minutes <= 0,
            target: 'off',
            actions: assign({ minutes: 0, error: null }),
          },
          { target: 'waiting', actions: assign({ minutes: ({ event }) => event.output.minutes, error: null }) },
        ],
        onError: { target: 'reminding', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
  },
});
