import { and, assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import type { AuthRecord } from '../bankLogin/bankLogin.machine.ts';
import type { DepositRecord } from '../deposit/deposit.machine.ts';
import { NOTICE_MS } from '../rules/constants.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { timedNotice } from '../timed-notice.ts';
import { LOGIN_POLICIES, policiesToAccept, validatePolicies, type LoginPolicy } from '../rules/account.ts';

type PaymentStatus = Schemas['PaymentStatus'];

/** What the session storage holds while the player is at the bank or the payment provider. */
export type ProviderRecord = AuthRecord | DepositRecord;

export interface ProviderReturnInput {
  /** The record kept before the redirect, if any. */
  record: ProviderRecord | null;
  /** The one-time login token `t` of the return URL, if any. */
  loginToken?: string | null;
}

export interface ProviderReturnContext extends ProviderReturnInput, Record<LoginPolicy, boolean> {
  /** The answer of the status call. */
  status: PaymentStatus | null;
  error: FlowError | null;
  /**
   * The policy boxes the server asked for (214 the terms, 215 the privacy policy, 155 both), gathered over the
   * answers; once it has asked, the auto-login sends both flags.
   */
  requiredPolicies: LoginPolicy[];
  /** 'notAccepted' on a required box left unchecked at `submit`. */
  fieldErrors: ReturnType<typeof validatePolicies>;
}

export type ProviderReturnEvent =
  | { type: 'check' }
  /** The terms box (in `policies`). */
  | { type: 'policy.toggled'; checked: boolean }
  /** The privacy-policy box (in `policies`). */
  | { type: 'privacyPolicy.toggled'; checked: boolean }
  /** The boxes are ticked: log in with the token and the flags (in `policies`). */
  | { type: 'submit' }
  /** The player gives up (in `policies`, `pending` and `failed`): the record is forgotten. */
  | { type: 'dismiss' };

export type ProviderReturnEmitted =
  /** A session now exists: the session machine loads the player. */
  | { type: 'player.reload' }
  /** The deposit went through: the app refreshes the balance (and tracks it). */
  | { type: 'deposit.confirmed'; amount: number };

/** The auto-login: the URL's token or the bank login's, with both policy flags once the server asked for one. */
function autoLoginBody(context: ProviderReturnContext): PostBody<'/autoLogin'> {
  const { loginToken, record, requiredPolicies, policyChecked, privacyPolicyChecked } = context;
  return {
    t: loginToken || (record as AuthRecord).token,
    ...(requiredPolicies.length > 0 && { policyChecked, privacyPolicyChecked }),
  };
}

/**
 * Back from the bank or the payment provider (spec 4, Bank login and Deposit; 7, Payments and autoLogin).
 *
 * A login token `t` in the URL → `autoLoggingIn` (`POST /autoLogin {t}`); else the stored record decides: type
 * auth → `checkingLogin` (`POST /payment/loginStatus {token}`), type deposit with a token → `checkingDeposit`
 * (`POST /payment/depositStatus {token}`), anything else → `nothing`.
 * A status ok ends in `loggedIn` (emits `player.reload`) or `depositConfirmed` (emits `deposit.confirmed`; tag
 * `notice`: the receipt shows for NOTICE_MS or until `dismiss`, then `received`);
 * failed or cancelled in `rejected`; both forget the record. Pending and call failures rest in `pending` and
 * `failed` (tag `error`), where `check` asks again.
 *
 * A login status or auto-login refused with 155, 214 or 215 (the account has not accepted the current terms or
 * privacy policy; a first bank login of a new person always is) rests in `policies` (tag `policies`: the boxes of
 * `requiredPolicies`, `policy.toggled` and `privacyPolicy.toggled`); `submit` with them ticked sends
 * `POST /autoLogin {t, policyChecked, privacyPolicyChecked}` with the URL's token or the record's, else stays with
 * `fieldErrors` (`policies.invalid`). `dismiss` in `policies`, `pending` or `failed` ends in `dismissed`, which
 * forgets the record. Tags: `busy` while calling.
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
    setPolicies: assign((_, boxes: Partial<Record<LoginPolicy, boolean>>) => boxes),
    requirePolicies: assign({
      requiredPolicies: ({ context }, { error }: { error: unknown }) => {
        const asked = policiesToAccept(flowError(error).errorCode);
        return LOGIN_POLICIES.filter((box) => context.requiredPolicies.includes(box) || asked.includes(box));
      },
    }),
    checkPolicies: assign({ fieldErrors: ({ context }) => validatePolicies(context.requiredPolicies, context) }),
    reloadPlayer: emit({ type: 'player.reload' }),
    /** The receipt shows the status's amount, which stays: nothing to clear when it goes. */
    noHide: () => {},
    confirmDeposit: emit(({ context }) => ({
      type: 'deposit.confirmed' as const,
      amount: context.status?.amount ?? (context.record as DepositRecord).amount,
    })),
  },
  delays: { noticeMs: NOTICE_MS },
  guards: {
    hasLoginToken: ({ context }) => Boolean(context.loginToken),
    isBankLogin: ({ context }) => context.record?.type === 'auth',
    isDeposit: ({ context }) => context.record?.type === 'deposit' && Boolean(context.record.token),
    isOk: ({ context }) => context.status?.status === 'ok',
    isPending: ({ context }) => context.status?.status === 'pending',
    policiesNotAccepted: (_, { error }: { error: unknown }) => policiesToAccept(flowError(error).errorCode).length > 0,
    policiesAccepted: ({ context }) => Object.keys(validatePolicies(context.requiredPolicies, context)).length === 0,
  },
}).createMachine({
  id: 'providerReturn',
  context: ({ input }) => ({
    record: input.record,
    loginToken: input.loginToken ?? null,
    status: null,
    error: null,
    requiredPolicies: [],
    policyChecked: false,
    privacyPolicyChecked: false,
    fieldErrors: {},
  }),
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
        input: ({ context }) => autoLoginBody(context),
        onDone: 'loggedIn',
        onError: [
          {
            guard: { type: 'policiesNotAccepted', params: ({ event }) => ({ error: event.error }) },
            target: 'policies',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'requirePolicies', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    checkingLogin: {
      tags: ['busy'],
      invoke: {
        id: 'loginStatus',
        src: 'loginStatus',
        input: ({ context }) => ({ token: (context.record as AuthRecord).token }),
        onDone: { target: 'answered', actions: { type: 'setStatus', params: ({ event }) => event.output } },
        onError: [
          {
            guard: { type: 'policiesNotAccepted', params: ({ event }) => ({ error: event.error }) },
            target: 'policies',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'requirePolicies', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          { target: 'failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
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
    policies: {
      tags: ['policies'],
      initial: 'idle',
      states: { idle: {}, invalid: { tags: ['error'] } },
      on: {
        'policy.toggled': {
          actions: { type: 'setPolicies', params: ({ event }) => ({ policyChecked: event.checked }) },
        },
        'privacyPolicy.toggled': {
          actions: { type: 'setPolicies', params: ({ event }) => ({ privacyPolicyChecked: event.checked }) },
        },
        submit: [
          { guard: 'policiesAccepted', target: 'autoLoggingIn', actions: assign({ fieldErrors: {}, error: null }) },
          { target: '.invalid', actions: 'checkPolicies' },
        ],
        dismiss: 'dismissed',
      },
    },
    pending: { on: { check: 'deciding', dismiss: 'dismissed' } },
    failed: { tags: ['error'], on: { check: 'deciding', dismiss: 'dismissed' } },
    loggedIn: { type: 'final', entry: ['forgetRecord', 'reloadPlayer'] },
    // The receipt is a notice, not a dialog to close (the first real spin's path): it shows for NOTICE_MS, or until
    // the player closes it.
    depositConfirmed: {
      tags: ['notice'],
      entry: ['forgetRecord', 'confirmDeposit'],
      ...timedNotice({ delay: 'noticeMs', then: 'received', hide: 'noHide' }),
      on: { dismiss: 'received' },
    },
    received: { type: 'final' },
    rejected: { type: 'final', entry: 'forgetRecord' },
    dismissed: { type: 'final', entry: 'forgetRecord' },
    nothing: { type: 'final' },
  },
});
