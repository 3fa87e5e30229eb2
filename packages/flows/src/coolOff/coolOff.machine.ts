import { assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { isCoolOffDays, validateCoolOff, type CoolOffDays } from '../rules/loss-limits.ts';

type CoolOffBody = PostBody<'/player/limit/coolOff'>;

export interface CoolOffContext {
  days: CoolOffDays | null;
  password: string;
  /** 'required' for a missing day choice or password (spec section 5). */
  errors: ReturnType<typeof validateCoolOff>;
  /** The server's refusal: 109 wrong password, 217 a cool-off already in force. */
  error: FlowError | null;
}

export type CoolOffEvent =
  | { type: 'days.chosen'; days: number }
  | { type: 'set' }
  | { type: 'password.changed'; value: string }
  | { type: 'cancel' }
  | { type: 'confirm' };

/** Told to the app so that it refreshes the limits (the cool-off entry). */
export type CoolOffEmitted = { type: 'coolOff.started'; coolOff: Schemas['CoolOffEntry'] };

export const coolOffMachine = setup({
  types: {
    context: {} as CoolOffContext,
    events: {} as CoolOffEvent,
    emitted: {} as CoolOffEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /player/limit/coolOff {coolOffDays, password}. */
    setCoolOff: appActor<Schemas['CoolOffEntry'], CoolOffBody>('setCoolOff'),
  },
  guards: {
    daysChosen: ({ context }) => context.days !== null,
    formInvalid: ({ context }) => Object.keys(validateCoolOff(context)).length > 0,
  },
}).createMachine({
  id: 'coolOff',
  context: { days: null, password: '', errors: {}, error: null },
  initial: 'choosing',
  states: {
    /** Pick 1, 3 or 7 days, then press set. */
    choosing: {
      on: {
        'days.chosen': {
          guard: ({ event }) => isCoolOffDays(event.days),
          actions: assign({ days: ({ event }) => event.days as CoolOffDays, errors: {} }),
        },
        set: [
          { guard: 'daysChosen', target: 'confirming' },
          { actions: assign({ errors: ({ context }) => ({ days: validateCoolOff(context).days }) }) },
        ],
      },
    },
    /** The confirmation view with the password field. */
    confirming: {
      on: {
        'password.changed': { actions: assign({ password: ({ event }) => event.value, errors: {}, error: null }) },
        cancel: { target: 'choosing', actions: assign({ password: '', errors: {}, error: null }) },
        confirm: [
          { guard: 'formInvalid', actions: assign({ errors: ({ context }) => validateCoolOff(context) }) },
          { target: 'requesting' },
        ],
      },
    },
    requesting: {
      tags: 'busy',
      invoke: {
        id: 'setCoolOff',
        src: 'setCoolOff',
        input: ({ context }) => ({ coolOffDays: context.days as CoolOffDays, password: context.password }),
        onDone: {
          target: 'done',
          actions: emit(({ event }) => ({ type: 'coolOff.started', coolOff: event.output })),
        },
        onError: {
          target: 'confirming',
          actions: assign({ password: '', error: ({ event }) => flowError(event.error) }),
        },
      },
    },
    done: { type: 'final' },
  },
});
