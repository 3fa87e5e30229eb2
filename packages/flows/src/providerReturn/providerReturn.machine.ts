import { and, assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import type { AuthRecord } from '../bankLogin/bankLogin.machine.ts';
import type { DepositRecord } from '../deposit/deposit.machine.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

type PaymentStatus = Schemas['PaymentStatus'];

/** What the session storage holds while the player is at the bank or the payment provider. */
export type ProviderRecord = AuthRecord | DepositRecord;

export interface ProviderReturnInput {
  /** The record kept before the redirect, if any. */
  record: ProviderRecord | null;
  /** The one-time login token `t` of the return URL, if any. */
  loginToken?: string | null;
}

export interface ProviderReturnContext extends ProviderReturnInput {
  /** The answer of the status call. */
  status: PaymentStatus | null;
  error: FlowError | null;
}

export type ProviderReturnEvent = { type: 'check' };

export type ProviderReturnEmitted =
  /** A session now exists: the session machine loads the player. */
  | { type: 'player.reload' }
  /** The deposit went through: the app refreshes the balance (and tracks it). */
  | { type: 'deposit.confirmed'; amount: number };

/**
 * Back from the bank or the payment provider (spec 4, Bank login and Deposit; 7, Payments and autoLogin).
 *
 * A login token `t` in the URL → `autoLoggingIn` (`POST /autoLogin {t}`); else the stored record decides: type
 * auth → `checkingLogin` (`POST /payment/loginStatus {token}`), type deposit with a token → `checkingDeposit`
 * (`POST /payment/depositStatus {token}`), anything else → `nothing`.
 * A status ok ends in `loggedIn` (emits `player.reload`) or `depositConfirmed` (emits `deposit.confirmed`);
 * failed or cancelled in `rejected`; both forget the record. Pending and call failures rest in `pending` and
 * `failed` (tag `error`), where `check` asks again. Tags: `busy` while calling.
 */
export const providerReturnMachine = setup({
  types: {
    context: {} as ProviderReturnContext,
    events: {} as ProviderReturnEvent,
    emitted: {} as ProviderReturnEmitted,
    input: {} as ProviderReturnInput,
  },
  actors: {
    /** `POST /autoLogin {t}`. */
    autoLogin: appActor<unknown, PostBody<'/autoLogin'>>('autoLogin'),
    /** `POST /payment/loginStatus {token}`. */
    loginStatus: appActor<PaymentStatus, PostBody<'/payment/loginStatus'>>('loginStatus'),
    /** `POST /payment/depositStatus {token}`. */
    depositStatus: appActor<PaymentStatus, PostBody<'/payment/depositStatus'>>('depositStatus'),
  },
  actions: {
    /** Removes the record from the session storage. */
    forgetRecord: appAction('forgetRecord'),
    setStatus: assign({ status: (_, status: PaymentStatus) => status }),
    setError: assign({ error: (_, { error }: { error: unknown }) => flowError(error) }),
    clearError: assign({ error: null }),
    reloadPlayer: emit({ type: 'player.reload' }),
    confirmDeposit: emit(({ context }) => ({
      type: 'deposit.confirmed' as const,
      amount: context.status?.amount ?? (context.record as DepositRecord).amount,
    })),
  },
  guards: {
    hasLoginToken: ({ context }) => Boolean(context.loginToken),
    isBankLogin: ({ context }) => context.record?.type === 'auth',
    isDeposit: ({ context }) => context.record?.type === 'deposit' && Boolean(context.record.token),
    isOk: ({ context }) => context.status?.status === 'ok',
    isPending: ({ context }) => context.status?.status === 'pending',
  },
}).createMachine({
  id: 'providerReturn',
  context: ({ input }) => ({ record: input.record, loginToken: input.loginToken ?? null, status: null, error: null }),
  initial: 'deciding',
  states: {
    deciding: {
      entry: 'clearError',
      always: [
        { guard: 'hasLoginToken', target: 'autoLoggingIn' },
        { guard: 'isBankLogin', target: 'checkingLogin' },
        { guard: 'isDeposit', target: 'checkingDeposit' },
        { target: 'nothing' },
      ],
    },
    autoLoggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'autoLogin',
        src: 'autoLogin',
        input: ({ context }) => ({ t: context.loginToken as string }),
        onDone: 'loggedIn',
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkingLogin: {
      tags: ['busy'],
      invoke: {
        id: 'loginStatus',
        src: 'loginStatus',
        input: ({ context }) => ({ token: (context.record as AuthRecord).token }),
        onDone: { target: 'answered', actions: { type: 'setStatus', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    checkingDeposit: {
      tags: ['busy'],
      invoke: {
        id: 'depositStatus',
        src: 'depositStatus',
        input: ({ context }) => ({ token: (context.record as DepositRecord).token as string }),
        onDone: { target: 'answered', actions: { type: 'setStatus', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    answered: {
      always: [
        { guard: and(['isOk', 'isBankLogin']), target: 'loggedIn' },
        { guard: 'isOk', target: 'depositConfirmed' },
        { guard: 'isPending', target: 'pending' },
        { target: 'rejected' },
      ],
    },
    pending: { on: { check: 'deciding' } },
    failed: { tags: ['error'], on: { check: 'deciding' } },
    loggedIn: { type: 'final', entry: ['forgetRecord', 'reloadPlayer'] },
    depositConfirmed: { type: 'final', entry: ['forgetRecord', 'confirmDeposit'] },
    rejected: { type: 'final', entry: 'forgetRecord' },
    nothing: { type: 'final' },
  },
});
