import { assign, emit, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

export interface PendingWithdrawalsContext {
  /** The withdrawal being cancelled, or last cancelled. */
  reference: string | null;
  error: FlowError | null;
}

export type PendingWithdrawalsEvent = { type: 'cancel'; reference: string } | { type: 'back' };

/** Told to the app so that it refreshes the withdrawals and the balance. */
export type PendingWithdrawalsEmitted = { type: 'withdrawal.cancelled'; reference: string };

/**
 * The pending withdrawals list (its rows are server state, GET /transactions/withdrawals): cancel one by its
 * reference, then the result until it is dismissed (back) or another withdrawal is cancelled.
 */
export const pendingWithdrawalsMachine = setup({
  types: {
    context: {} as PendingWithdrawalsContext,
    events: {} as PendingWithdrawalsEvent,
    emitted: {} as PendingWithdrawalsEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** POST /payment/cancelWithdraw {reference}. */
    cancelWithdraw: appActor<unknown, PostBody<'/payment/cancelWithdraw'>>('cancelWithdraw'),
  },
}).createMachine({
  id: 'pendingWithdrawals',
  context: { reference: null, error: null },
  initial: 'list',
  // A cancel is taken from the list and from a result (another row's), but not while one is on its way.
  on: {
    cancel: {
      target: '.cancelling',
      actions: assign({ reference: ({ event }) => event.reference, error: null }),
    },
  },
  states: {
    list: {
      entry: assign({ reference: null, error: null }),
    },
    cancelling: {
      tags: 'busy',
      // One cancel at a time.
      on: { cancel: {} },
      invoke: {
        id: 'cancelWithdraw',
        src: 'cancelWithdraw',
        input: ({ context }) => ({ reference: context.reference as string }),
        onDone: {
          target: 'cancelled',
          actions: emit(({ context }) => ({ type: 'withdrawal.cancelled', reference: context.reference as string })),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => flowError(event.error) }) },
      },
    },
    cancelled: { on: { back: 'list' } },
    failed: { tags: 'error', on: { back: 'list' } },
  },
});
