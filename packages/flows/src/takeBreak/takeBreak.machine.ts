import { assign, emit, setup } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

export interface TakeBreakContext {
  /** Why the break could not be taken (115 no session, a failure); pressing again tries again. */
  error: FlowError | null;
  /** When the break taken ends, as the server answered it (the app says until when). */
  endTime: string | null;
}

export type TakeBreakEvent = { type: 'press' };

/** Told to the app, which logs the player out. */
export type TakeBreakEmitted = { type: 'break.taken'; coolOff: Schemas['CoolOffEntry'] };

/**
 * The panic button (an extension after Germany's GlüStV 2021): one press, with no question and no password, stops
 * play for PANIC_BREAK_HOURS (POST /player/limit/break). The server ends the player's sessions; the app logs out.
 */
export const takeBreakMachine = setup({
  types: {
    context: {} as TakeBreakContext,
    events: {} as TakeBreakEvent,
    emitted: {} as TakeBreakEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /player/limit/break. */
    takeBreak: appActor<Schemas['CoolOffEntry']>('takeBreak'),
  },
}).createMachine({
  id: 'takeBreak',
  context: { error: null, endTime: null },
  initial: 'ready',
  states: {
    ready: {
      on: { press: { target: 'requesting', actions: assign({ error: null }) } },
    },
    requesting: {
      tags: 'busy',
      invoke: {
        id: 'takeBreak',
        src: 'takeBreak',
        onDone: {
          target: 'done',
          actions: [
            assign({ endTime: ({ event }) => event.output.endTime ?? null }),
            emit(({ event }) => ({ type: 'break.taken', coolOff: event.output })),
          ],
        },
        onError: { target: 'ready', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    done: { type: 'final' },
  },
});
