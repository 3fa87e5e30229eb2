import { assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { limitsToConfirm, type LimitPeriod } from '../rules/loss-limits.ts';

type LimitChangeForm = PostBody<'/player/limit/loss'>;
type Choice = 'confirm' | 'cancel';

export interface LossLimitConfirmationContext {
  /** The periods whose raised limit waits for confirmation, daily to monthly. */
  periods: LimitPeriod[];
  choice: Choice | null;
  error: FlowError | null;
  /** The pending periods the player already closed the modal on: it does not reopen for the same ones. */
  dismissed: string | null;
}

export type LossLimitConfirmationEvent =
  /** The player's trueLimits (GET /player/limits), each time they load. */
  | { type: 'limits.loaded'; trueLimits: Schemas['TrueLimits'] | null | undefined }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'close' };

/** Told to the app with the updated limits the call answered, for the query cache. */
export type LossLimitConfirmationEmitted = { type: 'limits.updated'; limits: Schemas['Limits'] };

const pending = (event: LossLimitConfirmationEvent) =>
  limitsToConfirm((event as Extract<LossLimitConfirmationEvent, { type: 'limits.loaded' }>).trueLimits);

export const lossLimitConfirmationMachine = setup({
  types: {
    context: {} as LossLimitConfirmationContext,
    events: {} as LossLimitConfirmationEvent,
    emitted: {} as LossLimitConfirmationEmitted,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /player/limit/loss with `confirm` or `cancel` and the list of periods; answers the updated limits. */
    setLossLimits: appActor<Schemas['Limits'], LimitChangeForm>('setLossLimits'),
  },
  guards: {
    /** Some limit has increasingToBeConfirmed, and not the very ones the player closed the modal on. */
    newPending: ({ context, event }) => {
      const periods = pending(event);
      return periods.length > 0 && periods.join() !== context.dismissed;
    },
  },
  actions: {
    choose: assign({ choice: (_, choice: Choice) => choice, error: null }),
  },
}).createMachine({
  id: 'lossLimitConfirmation',
  context: { periods: [], choice: null, error: null, dismissed: null },
  initial: 'hidden',
  states: {
    hidden: {
      on: {
        'limits.loaded': [
          { guard: 'newPending', target: 'open', actions: assign({ periods: ({ event }) => pending(event) }) },
          // Once nothing is pending, a later raise of the same periods opens the modal again.
          {
            guard: ({ event }) => pending(event).length === 0,
            actions: assign({ dismissed: null }),
          },
        ],
      },
    },
    open: {
      initial: 'asking',
      exit: assign(({ context }) => ({ dismissed: context.periods.join(), choice: null, error: null })),
      states: {
        asking: {
          on: {
            confirm: { target: 'submitting', actions: { type: 'choose', params: 'confirm' } },
            cancel: { target: 'submitting', actions: { type: 'choose', params: 'cancel' } },
            close: '#lossLimitConfirmation.hidden',
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'setLossLimits',
            src: 'setLossLimits',
            input: ({ context }) => ({ [context.choice as Choice]: context.periods }),
            onDone: {
              target: 'result',
              actions: emit(({ event }) => ({ type: 'limits.updated', limits: event.output })),
            },
            onError: { target: 'asking', actions: assign({ error: ({ event }) => flowError(event.error) }) },
          },
        },
        /** The confirmed or cancelled description (by `choice`). */
        result: { on: { close: '#lossLimitConfirmation.hidden' } },
      },
    },
  },
});
