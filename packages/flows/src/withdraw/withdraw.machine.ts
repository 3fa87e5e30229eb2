import { assign, emit, not, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { parseAmount, type AmountResult } from '../rules/amount.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { canSubmitWithdraw, validateWithdrawAmount } from '../rules/withdraw.ts';

type WithdrawInit = Schemas['WithdrawInit'];
type WithdrawBody = PostBody<'/payment/withdraw'>;

export interface WithdrawInput {
  /** The player's free-spin count (bonuses.count), when known; it can follow with `freeSpins.counted`. */
  freeSpinCount?: number | null;
}

export interface WithdrawContext {
  freeSpinCount: number;
  /** GET /payment/initWithdraw, loaded when the page shows. */
  init: WithdrawInit | null;
  amount: string;
  /** Why the amount was refused: required, format, or min/max with the bound of the first method. */
  invalid: Exclude<AmountResult, { ok: true }> | null;
  error: FlowError | null;
}

export type WithdrawEvent =
  | { type: 'amount.changed'; value: string }
  | { type: 'submit' }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'back' }
  | { type: 'freeSpins.counted'; count: number };

/** Told to the app so that it refreshes the balance and the withdrawals. */
export type WithdrawEmitted = { type: 'withdraw.completed'; amount: number };

/** The withdrawal of the typed amount by the first payment method; only called once both are valid. */
const withdrawal = ({ amount, init }: WithdrawContext): WithdrawBody => ({
  amount: parseAmount(amount) as number,
  method: (init as WithdrawInit).methods[0]?.method as string,
});

/** Why the typed amount is refused, or null when it is within the first method's bounds. */
const refusal = ({ amount, init }: WithdrawContext) => {
  const result = validateWithdrawAmount(amount, init as WithdrawInit);
  return result.ok ? null : result;
};

export const withdrawMachine = setup({
  types: {
    input: {} as WithdrawInput,
    context: {} as WithdrawContext,
    events: {} as WithdrawEvent,
    emitted: {} as WithdrawEmitted,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** GET /payment/initWithdraw: balances, reserve and the payment methods. */
    initWithdraw: appActor<WithdrawInit>('initWithdraw'),
    /** POST /payment/withdraw {amount, method}. */
    withdraw: appActor<unknown, WithdrawBody>('withdraw'),
  },
  guards: {
    /** An amount above 0, something withdrawable (cash - reserve) and a payment method. */
    canSubmit: ({ context: { amount, init } }) =>
      init !== null && init.methods.length > 0 && canSubmitWithdraw(amount, init),
    amountInvalid: ({ context }) => refusal(context) !== null,
    /** Promo money or free spins would be lost: warn first. */
    needsWarning: ({ context: { init, freeSpinCount } }) =>
      (init as WithdrawInit).promoBalance > 0 || freeSpinCount > 0,
  },
}).createMachine({
  id: 'withdraw',
  context: ({ input }) => ({
    freeSpinCount: input.freeSpinCount ?? 0,
    init: null,
    amount: '',
    invalid: null,
    error: null,
  }),
  on: {
    'freeSpins.counted': { actions: assign({ freeSpinCount: ({ event }) => event.count }) },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: assign({ amount: '', invalid: null, error: null }),
      invoke: {
        id: 'initWithdraw',
        src: 'initWithdraw',
        onDone: { target: 'editing', actions: assign({ init: ({ event }) => event.output }) },
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => flowError(event.error, 'withdrawInit') }),
        },
      },
    },
    /** The init call failed (e.g. 235/260 with the withdraw-specific message). */
    loadFailed: { tags: 'error' },
    editing: {
      on: {
        'amount.changed': { actions: assign({ amount: ({ event }) => event.value, invalid: null }) },
        submit: [
          // The button is disabled: no amount, 0 or less, or nothing withdrawable.
          { guard: not('canSubmit') },
          { guard: 'amountInvalid', actions: assign({ invalid: ({ context }) => refusal(context) }) },
          { guard: 'needsWarning', target: 'warning' },
          { target: 'result' },
        ],
      },
    },
    /** The confirmation modal: withdrawing forfeits the promo balance and the free spins. */
    warning: {
      on: { confirm: 'result', cancel: 'editing' },
    },
    result: {
      initial: 'submitting',
      states: {
        submitting: {
          tags: 'busy',
          invoke: {
            id: 'withdraw',
            src: 'withdraw',
            input: ({ context }) => withdrawal(context),
            onDone: {
              target: 'succeeded',
              actions: emit(({ context }) => ({ type: 'withdraw.completed', amount: withdrawal(context).amount })),
            },
            onError: {
              target: 'failed',
              actions: assign({ error: ({ event }) => flowError(event.error) }),
            },
          },
        },
        /** Back reloads the form with the new balance. */
        succeeded: { on: { back: '#withdraw.loading' } },
        failed: {
          tags: 'error',
          on: { back: { target: '#withdraw.editing', actions: assign({ error: null }) } },
        },
      },
    },
  },
});
