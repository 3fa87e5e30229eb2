import { assign, raise, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import { acceptsAmountInput, parseAmount, type AmountResult } from '../rules/amount.ts';
import { CURRENCY } from '../rules/constants.ts';
import { validateDepositAmount } from '../rules/deposit.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { depositLanguageCode, type Locale } from '../rules/locale.ts';
import { LOGIN_POLICIES, validatePolicies, type LoginPolicy } from '../rules/account.ts';

type PaymentMethod = Schemas['PaymentMethod'];

export interface DepositInput {
  locale: Locale;
  /** A logged-in player confirms with a stored reference; a new customer or a guest initiates a deposit. */
  loggedIn: boolean;
  /** methods[0] of GET /payment/methods, when already loaded (else send `method.loaded`). */
  method?: PaymentMethod | null;
  /** The preset chosen when the form opens, so that one press deposits it (the first real spin's path). */
  amount?: number;
}

/** What the session records before the redirect (spec section 4), read back on the provider return. */
export interface DepositRecord {
  type: 'deposit';
  amount: number;
  /** For the status call on the return: a new deposit has one, and so has a confirmation from this server. */
  token?: string;
}

type ConfirmBody = PostBody<'/payment/confirmDeposit'>;
type InitBody = PostBody<'/payment/initDeposit'>;

export interface DepositContext extends Record<LoginPolicy, boolean> {
  locale: Locale;
  loggedIn: boolean;
  method: PaymentMethod | null;
  /** The amount as typed (or the chosen preset). */
  amount: string;
  /** Why the amount was refused: required, format, or min/max with the bound. */
  invalid: Exclude<AmountResult, { ok: true }> | null;
  /** A guest's boxes (the terms, the privacy policy) left unticked at the last submit: 'notAccepted'. */
  fieldErrors: ReturnType<typeof validatePolicies>;
  /** The server's refusal, as a message. */
  error: FlowError | null;
  /** What was sent; set when leaving `editing` for `confirming` or `initiating`. */
  order: ConfirmBody | InitBody | null;
}

export type DepositEvent =
  | { type: 'amount.changed'; value: string }
  | { type: 'preset.chosen'; amount: number }
  /** A guest's terms box (the server refuses a guest's deposit without it: 214). */
  | { type: 'policy.toggled'; checked: boolean }
  /** A guest's privacy-policy box (215 without it). */
  | { type: 'privacyPolicy.toggled'; checked: boolean }
  | { type: 'submit' }
  | { type: 'method.loaded'; method: PaymentMethod | null };

const storedReference = ({ loggedIn, method }: DepositContext) =>
  loggedIn ? method?.storedData?.[0]?.reference : undefined;

/** The amount and method of a submission; only called once the amount is valid and a method is known. */
const payment = ({ amount, method }: DepositContext) => ({
  amount: parseAmount(amount) as number,
  method: (method as PaymentMethod).method,
});

/** Why the typed amount is refused, or null when it is valid (bounds of the method, or the defaults). */
const refusal = ({ amount, method }: DepositContext) => {
  const result = validateDepositAmount(amount, method);
  return result.ok ? null : result;
};

/** The boxes a deposit must have ticked: a guest's both (spec 7: initDeposit's flags), a player's none. */
const requiredPolicies = ({ loggedIn }: DepositContext) => (loggedIn ? [] : LOGIN_POLICIES);

/** The errors with a box's taken back (it was just toggled). */
const withoutError = (errors: DepositContext['fieldErrors'], box: LoginPolicy) =>
  Object.fromEntries(Object.entries(errors).filter(([key]) => key !== box)) as DepositContext['fieldErrors'];

/** The body sent, as `placeConfirmation` or `placeInit` stored it on the way in. */
const sent = <Body extends ConfirmBody | InitBody>({ context }: { context: DepositContext }) => context.order as Body;

/**
 * The deposit form (spec 4 Deposit, 5, 9). In `editing` the player types an amount or chooses a preset (the preset
 * equal to the amount submits); a guest also ticks the terms and the privacy policy. `submit` checks the amount
 * against the method's bounds and a guest's boxes (`invalid`, `fieldErrors`), then a player with a stored reference
 * confirms (`confirming`) and anyone else initiates (`initiating`, a guest with both flags). The answer's address is
 * recorded and followed (`redirecting`, final); a refusal goes back to `editing` with `error`. Tag `busy` while
 * calling and leaving.
 */
export const depositMachine = setup({
  types: {
    input: {} as DepositInput,
    context: {} as DepositContext,
    events: {} as DepositEvent,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /payment/confirmDeposit: a logged-in player's deposit with the stored reference. */
    confirmDeposit: appActor<Schemas['DepositConfirmation'], ConfirmBody>('confirmDeposit'),
    /** POST /payment/initDeposit: a new customer's or a guest's deposit. */
    initDeposit: appActor<Schemas['DepositInit'], InitBody>('initDeposit'),
  },
  actions: {
    /** Leaves for the payment provider. */
    redirect: appAction<{ url: string }>('redirect'),
    /** Stores the deposit for this browser session (sessionStorage). */
    recordDeposit: appAction<DepositRecord>('recordDeposit'),
    placeConfirmation: assign({
      error: null,
      order: ({ context }): ConfirmBody => ({
        ...payment(context),
        storedDetailReference: storedReference(context) as string,
      }),
    }),
    placeInit: assign({
      error: null,
      order: ({ context }): InitBody => ({
        ...payment(context),
        country: depositLanguageCode(context.locale),
        currency: CURRENCY,
        ...(!context.loggedIn && {
          policyChecked: context.policyChecked,
          privacyPolicyChecked: context.privacyPolicyChecked,
        }),
      }),
    }),
    showInvalid: assign({
      invalid: ({ context }) => refusal(context),
      fieldErrors: ({ context }) => validatePolicies(requiredPolicies(context), context),
    }),
  },
  guards: {
    hasMethod: ({ context }) => context.method !== null,
    formInvalid: ({ context }) =>
      refusal(context) !== null || Object.keys(validatePolicies(requiredPolicies(context), context)).length > 0,
    hasStoredReference: ({ context }) => storedReference(context) !== undefined,
  },
}).createMachine({
  id: 'deposit',
  context: ({ input }) => ({
    locale: input.locale,
    loggedIn: input.loggedIn,
    method: input.method ?? null,
    amount: input.amount === undefined ? '' : String(input.amount),
    invalid: null,
    policyChecked: false,
    privacyPolicyChecked: false,
    fieldErrors: {},
    error: null,
    order: null,
  }),
  on: {
    'method.loaded': { actions: assign({ method: ({ event }) => event.method }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'amount.changed': {
          guard: ({ event }) => acceptsAmountInput(event.value),
          actions: assign({ amount: ({ event }) => event.value, invalid: null, error: null }),
        },
        'preset.chosen': [
          {
            guard: ({ context, event }) => parseAmount(context.amount) === event.amount,
            actions: raise({ type: 'submit' }),
          },
          { actions: assign({ amount: ({ event }) => String(event.amount), invalid: null, error: null }) },
        ],
        'policy.toggled': {
          actions: assign({
            policyChecked: ({ event }) => event.checked,
            fieldErrors: ({ context }) => withoutError(context.fieldErrors, 'policyChecked'),
          }),
        },
        'privacyPolicy.toggled': {
          actions: assign({
            privacyPolicyChecked: ({ event }) => event.checked,
            fieldErrors: ({ context }) => withoutError(context.fieldErrors, 'privacyPolicyChecked'),
          }),
        },
        submit: [
          { guard: 'formInvalid', actions: 'showInvalid' },
          { guard: 'hasStoredReference', target: 'confirming', actions: 'placeConfirmation' },
          { guard: 'hasMethod', target: 'initiating', actions: 'placeInit' },
        ],
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmDeposit',
        src: 'confirmDeposit',
        input: sent<ConfirmBody>,
        onDone: {
          target: 'redirecting',
          actions: [
            {
              type: 'recordDeposit',
              params: ({ context, event }) => ({
                type: 'deposit',
                amount: sent({ context }).amount,
                ...(event.output.token && { token: event.output.token }),
              }),
            },
            { type: 'redirect', params: ({ event }) => ({ url: event.output.redirectUrl }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => flowError(event.error) }),
        },
      },
    },
    initiating: {
      tags: 'busy',
      invoke: {
        id: 'initDeposit',
        src: 'initDeposit',
        input: sent<InitBody>,
        onDone: {
          target: 'redirecting',
          actions: [
            {
              type: 'recordDeposit',
              params: ({ context, event }) => ({
                type: 'deposit',
                amount: sent({ context }).amount,
                token: event.output.token,
              }),
            },
            { type: 'redirect', params: ({ event }) => ({ url: event.output.redirectUrl }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => flowError(event.error, 'newDeposit') }),
        },
      },
    },
    /** The browser is leaving for the provider; the button keeps its spinner. */
    redirecting: { type: 'final', tags: 'busy' },
  },
});
