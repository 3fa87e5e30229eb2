import { assign, emit, enqueueActions, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { NOTICE_MS } from '../rules/constants.ts';
import { ERROR_CODES, flowError, type FlowError } from '../rules/errors.ts';
import { acceptsPointsInput, checkPoints, type PointsRefusal } from '../rules/loyalty.ts';
import { timedNotice } from '../timed-notice.ts';

type Loyalty = Schemas['Loyalty'];
type ConvertBody = PostBody<'/player/convertLoyaltyPoints'>;

export interface LoyaltyConvertContext {
  /** The points as typed: digits only. */
  points: string;
  /** Why the typed points were refused at submit, before any request. */
  invalid: PointsRefusal | null;
  /** Why the server refused the conversion. */
  error: FlowError | null;
  /** The points of the conversion that just succeeded, for its notice. */
  converted: number | null;
}

export type LoyaltyConvertEvent =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'points.changed'; value: string }
  /** `held`: the points the player has now (the loyalty query's, never copied here). */
  | { type: 'submit'; held: number }
  | { type: 'notice.dismissed' };

/**
 * Told to the app: a conversion succeeded (`loyalty` is the answer, with the points left), so it updates the loyalty
 * cache and refreshes the balance; or the server said the player has not the points (195), so it reloads them.
 */
export type LoyaltyConvertEmitted =
  { type: 'loyalty.converted'; pointAmount: number; loyalty: Loyalty } | { type: 'loyalty.stale' };

/** Why the typed points are refused for `held` points, or null when they may be sent. */
const refusal = (points: string, held: number): PointsRefusal | null => {
  const result = checkPoints(points, held);
  return result.ok ? null : { error: result.error, ...(result.bound !== undefined && { bound: result.bound }) };
};

/**
 * Loyalty points into bonus money (issue 19; POST /player/convertLoyaltyPoints {pointAmount}). `closed` until the
 * player opens the form (`open`); there the points are typed (`points.changed`, digits only) and `submit` checks them
 * against the points held (the rules' `checkPoints`): refused → `invalid`, nothing sent; else → `submitting` (tag
 * `busy`; the form cannot be closed mid-request) → the form closes on a success notice for NOTICE_MS (emitting
 * `loyalty.converted`), or back to the form, `failed` (tag `error`), with the server's error; a 195 (more points than
 * held) also emits `loyalty.stale`. Typing again clears the error; `close` drops what was typed.
 */
export const loyaltyConvertMachine = setup({
  types: {
    context: {} as LoyaltyConvertContext,
    events: {} as LoyaltyConvertEvent,
    emitted: {} as LoyaltyConvertEmitted,
    tags: {} as 'busy' | 'error' | 'notice',
  },
  actors: {
    /** POST /player/convertLoyaltyPoints {pointAmount}: answers the points left. */
    convertLoyaltyPoints: appActor<Loyalty, ConvertBody>('convertLoyaltyPoints'),
  },
  actions: {
    clearForm: assign({ points: '', invalid: null, error: null }),
    clearConverted: assign({ converted: null }),
  },
  guards: {
    acceptsInput: ({ event }) => event.type === 'points.changed' && acceptsPointsInput(event.value),
    refused: ({ context, event }) => event.type === 'submit' && refusal(context.points, event.held) !== null,
  },
  delays: { noticeMs: NOTICE_MS },
}).createMachine({
  id: 'loyaltyConvert',
  context: { points: '', invalid: null, error: null, converted: null },
  initial: 'closed',
  states: {
    closed: {
      initial: 'idle',
      states: {
        idle: {},
        /** The success notice, with the points converted. */
        notice: {
          tags: 'notice',
          ...timedNotice({ delay: 'noticeMs', then: 'idle', hide: 'clearConverted' }),
          on: { 'notice.dismissed': 'idle' },
        },
      },
      on: { open: { target: 'open', actions: 'clearConverted' } },
    },
    open: {
      initial: 'form',
      entry: 'clearForm',
      states: {
        form: {
          initial: 'editing',
          states: {
            editing: {},
            /** The server refused; the error shows until the player types or sends again. */
            failed: { tags: 'error' },
          },
          on: {
            'points.changed': {
              guard: 'acceptsInput',
              target: '.editing',
              actions: assign({ points: ({ event }) => event.value, invalid: null, error: null }),
            },
            submit: [
              {
                guard: 'refused',
                target: '.editing',
                actions: assign({ invalid: ({ context, event }) => refusal(context.points, event.held), error: null }),
              },
              { target: 'submitting', actions: assign({ invalid: null, error: null }) },
            ],
            close: '#loyaltyConvert.closed',
          },
        },
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'convertLoyaltyPoints',
            src: 'convertLoyaltyPoints',
            input: ({ context }) => ({ pointAmount: Number(context.points) }),
            onDone: {
              target: '#loyaltyConvert.closed.notice',
              actions: [
                assign({ converted: ({ context }) => Number(context.points) }),
                emit(({ context, event }) => ({
                  type: 'loyalty.converted' as const,
                  pointAmount: Number(context.points),
                  loyalty: event.output,
                })),
              ],
            },
            onError: {
              target: 'form.failed',
              actions: enqueueActions(({ enqueue, event }) => {
                const error = flowError(event.error);
                enqueue.assign({ error });
                if (error.errorCode === ERROR_CODES.invalidField) enqueue.emit({ type: 'loyalty.stale' });
              }),
            },
          },
        },
      },
    },
  },
});
