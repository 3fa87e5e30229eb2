import { assign, emit, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { REALITY_CHECK_MINUTES } from '../rules/constants.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import type { RealityCheck } from '../realityCheck/realityCheck.machine.ts';

export interface RealityCheckSettingsContext {
  /** The player's interval as the server last told it (null until it has); 0 = off. */
  current: number | null;
  /** The interval picked and not saved yet. */
  chosen: number | null;
  /** The last save went through: the view says so until the next choice. */
  saved: boolean;
  /** Why the last save failed (195 out of bounds, 115 no session). */
  error: FlowError | null;
}

export type RealityCheckSettingsEvent =
  /** The polled reality check's interval. */
  { type: 'current.loaded'; minutes: number } | { type: 'minutes.chosen'; minutes: number } | { type: 'save' };

/** Told to the app, so the reminder takes the new interval at once. */
export type RealityCheckSettingsEmitted = { type: 'realityCheck.set'; realityCheck: RealityCheck };

const isChoice = (minutes: number) => (REALITY_CHECK_MINUTES as readonly number[]).includes(minutes);

/**
 * The reality check's settings (spec 7 Limits: `POST /player/limit/time {minutes}`): the player picks an interval of
 * REALITY_CHECK_MINUTES (0 switches the reminder off) and saves it. What is shown is the pick, or the interval the
 * server reports; a save sends what is shown, and its answer becomes the interval.
 *
 * Tags: `busy` while the save is under way.
 */
export const realityCheckSettingsMachine = setup({
  types: {
    context: {} as RealityCheckSettingsContext,
    events: {} as RealityCheckSettingsEvent,
    emitted: {} as RealityCheckSettingsEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** `POST /player/limit/time {minutes}`. */
    setRealityCheck: appActor<RealityCheck, PostBody<'/player/limit/time'>>('setRealityCheck'),
  },
  guards: {
    somethingShown: ({ context }) => (context.chosen ?? context.current) !== null,
  },
}).createMachine({
  id: 'realityCheckSettings',
  context: { current: null, chosen: null, saved: false, error: null },
  initial: 'editing',
  on: {
    'current.loaded': { actions: assign({ current: ({ event }) => event.minutes }) },
  },
  states: {
    editing: {
      on: {
        'minutes.chosen': {
          guard: ({ event }) => isChoice(event.minutes),
          actions: assign({ chosen: ({ event }) => event.minutes, saved: false, error: null }),
        },
        save: { guard: 'somethingShown', target: 'saving' },
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'setRealityCheck',
        src: 'setRealityCheck',
        input: ({ context }) => ({ minutes: (context.chosen ?? context.current) as number }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ current: ({ event }) => event.output.minutes, chosen: null, saved: true }),
            emit(({ event }) => ({ type: 'realityCheck.set', realityCheck: event.output })),
          ],
        },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
  },
});
