import { assign, emit, not, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import {
  LOGIN_POLICIES,
  policiesToAccept,
  validateLogin,
  validatePolicies,
  type LoginPolicy,
} from '../rules/account.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { afterLogin } from '../rules/navigation.ts';

type Player = Schemas['Player'];
type LoginFields = { email: string; password: string };
/** The policy boxes: `policyChecked` the terms, `privacyPolicyChecked` the privacy policy. */
type PolicyBoxes = Record<LoginPolicy, boolean>;
type PrefillDeposit = PostBody<'/payment/prefillDeposit'>;

export interface LoginContext extends LoginFields, PolicyBoxes {
  /** 'required' on an empty e-mail or password, 'notAccepted' on a required policy box left unchecked. */
  fieldErrors: ReturnType<typeof validateLogin> & ReturnType<typeof validatePolicies>;
  /**
   * The policy boxes the server asked for (214 the terms, 215 the privacy policy, 155 both), gathered over the
   * attempts; empty until it asks. Once it has asked, every login call sends both flags.
   */
  requiredPolicies: LoginPolicy[];
  /** The failure of the last attempt: message, code and params (and the message key to show). */
  error: FlowError | null;
  activityCount: number;
  player: Player | null;
}

export type LoginEvent =
  | { type: 'email.changed'; value: string }
  | { type: 'password.changed'; value: string }
  /** The terms box (in `form.policies` only). */
  | { type: 'policy.toggled'; checked: boolean }
  /** The privacy-policy box (in `form.policies` only). */
  | { type: 'privacyPolicy.toggled'; checked: boolean }
  | { type: 'submit' };

/** The player of a completed login, for the session (its `player.loaded` event). */
export type LoginEmitted = { type: 'player.loaded'; player: Player };

/** Where the player goes after the login: the limits page at a first login (activity ≤ 1), else a reload. */
export type LoginOutput = { destination: ReturnType<typeof afterLogin> };

/** Every error of the form: the e-mail and password, and the policy boxes the server asked for. */
function formErrors(context: LoginContext): LoginContext['fieldErrors'] {
  return { ...validateLogin(context), ...validatePolicies(context.requiredPolicies, context) };
}

/** The login call: the trimmed e-mail and the password, and both policy flags once the server asked for one. */
function loginBody(context: LoginContext): PostBody<'/login'> {
  const { email, password, requiredPolicies, policyChecked, privacyPolicyChecked } = context;
  return {
    email: email.trim(),
    password,
    ...(requiredPolicies.length > 0 && { policyChecked, privacyPolicyChecked }),
  };
}

/** The address fields a deposit is prefilled with, from the player (absent ones left out). */
function prefillOf(player: Player): PrefillDeposit {
  const fields = ['address', 'houseNumber', 'phoneNumber', 'city', 'zipCode'] as const;
  return Object.fromEntries(fields.flatMap((field) => (player[field] ? [[field, player[field]]] : [])));
}

/**
 * Login with e-mail and password (spec 4, Login; 2.2; 5, Login form).
 *
 * `form` (idle, invalid, failed, notActive, policies) → `submit` with the form complete → `loggingIn` (the login
 * call) → `loadingAccount` (activity, then the player, then the prefill-deposit call) → `loadingBalance` →
 * `loggedIn` (final): the session timer starts from its stored timestamp, the panel closes, the player goes
 * to the session (`player.loaded`) and the app navigates by the output's destination.
 *
 * A failed login, activity or player call returns to the form with the error (message, code, params;
 * `error.shown` is the message key). Codes 210 and 114 go to `form.notActive` (tag `highlighted`: the notice
 * with the activation hint and, from params.expireTimestamp, the end time). Codes 155, 214 and 215 (terms and/or
 * privacy policy not accepted) go to `form.policies` (tag `policies`: the terms and privacy-policy links with their
 * boxes, `policy.toggled` and `privacyPolicy.toggled`); its `submit` is refused there, with `fieldErrors`, until
 * the e-mail and password are filled and the boxes of `requiredPolicies` are checked, and then sends the login
 * with `policyChecked` and `privacyPolicyChecked`. A failed prefill or balance call does not stop the login.
 * Tags: `busy` while calling, `error` on a failure.
 */
export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    emitted: {} as LoginEmitted,
    output: {} as LoginOutput,
  },
  actors: {
    /** `POST /login {email, password}`, with `{policyChecked, privacyPolicyChecked}` once the server asked. */
    login: appActor<unknown, PostBody<'/login'>>('login'),
    /** `GET /player/activity`. */
    loadActivity: appActor<Schemas['Activity']>('loadActivity'),
    /** `GET /player`, through the query cache. */
    loadPlayer: appActor<Player>('loadPlayer'),
    /** `POST /payment/prefillDeposit {address, houseNumber, phoneNumber, city, zipCode}`. */
    prefillDeposit: appActor<unknown, PrefillDeposit>('prefillDeposit'),
    /** `GET /player/balance`, through the query cache. */
    loadBalance: appActor<Schemas['Balance']>('loadBalance'),
  },
  actions: {
    /** Starts the session timer from the timestamp kept for the session (or now, at the first login). */
    startSessionTimer: appAction('startSessionTimer'),
    /** Closes the profile panel (dropdown or mobile panel). */
    closePanel: appAction('closePanel'),
    /** The limits page at a first login, else a reload of the current page. */
    navigate: appAction<LoginOutput>('navigate'),
    setEmail: assign({ email: (_, value: string) => value }),
    setPassword: assign({ password: (_, value: string) => value }),
    setPolicies: assign((_, boxes: Partial<PolicyBoxes>) => boxes),
    checkFields: assign({ fieldErrors: ({ context }) => formErrors(context) }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    setError: assign({ error: (_, { error }: { error: unknown }) => flowError(error, 'login') }),
    requirePolicies: assign({
      requiredPolicies: ({ context }, { error }: { error: unknown }) => {
        const asked = policiesToAccept(flowError(error).errorCode);
        return LOGIN_POLICIES.filter((box) => context.requiredPolicies.includes(box) || asked.includes(box));
      },
    }),
    setActivity: assign({ activityCount: (_, activity: Schemas['Activity']) => activity.count }),
    setPlayer: assign({ player: (_, player: Player) => player }),
    handOver: emit(({ context }) => ({ type: 'player.loaded' as const, player: context.player as Player })),
  },
  guards: {
    formComplete: ({ context }) => Object.keys(formErrors(context)).length === 0,
    notActive: (_, { error }: { error: unknown }) => flowError(error, 'login').shown.highlighted === true,
    policiesNotAccepted: (_, { error }: { error: unknown }) => policiesToAccept(flowError(error).errorCode).length > 0,
  },
}).createMachine({
  id: 'login',
  context: {
    email: '',
    password: '',
    policyChecked: false,
    privacyPolicyChecked: false,
    requiredPolicies: [],
    fieldErrors: {},
    error: null,
    activityCount: 0,
    player: null,
  },
  initial: 'form',
  states: {
    form: {
      initial: 'idle',
      on: {
        'email.changed': { actions: { type: 'setEmail', params: ({ event }) => event.value } },
        'password.changed': { actions: { type: 'setPassword', params: ({ event }) => event.value } },
        submit: [
          { guard: 'formComplete', target: 'loggingIn', actions: 'clearErrors' },
          { target: '.invalid', actions: 'checkFields' },
        ],
      },
      states: {
        idle: {},
        invalid: { tags: ['error'] },
        failed: { tags: ['error'] },
        notActive: { tags: ['error', 'highlighted'] },
        policies: {
          tags: ['error', 'policies'],
          on: {
            'policy.toggled': {
              actions: { type: 'setPolicies', params: ({ event }) => ({ policyChecked: event.checked }) },
            },
            'privacyPolicy.toggled': {
              actions: { type: 'setPolicies', params: ({ event }) => ({ privacyPolicyChecked: event.checked }) },
            },
            // Refused here, boxes still shown, until complete; then the form's own submit sends the login.
            submit: { guard: not('formComplete'), actions: 'checkFields' },
          },
        },
      },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => loginBody(context),
        onDone: 'loadingAccount',
        onError: [
          {
            guard: { type: 'notActive', params: ({ event }) => ({ error: event.error }) },
            target: 'form.notActive',
            actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'policiesNotAccepted', params: ({ event }) => ({ error: event.error }) },
            target: 'form.policies',
            actions: [
              { type: 'setError', params: ({ event }) => ({ error: event.error }) },
              { type: 'requirePolicies', params: ({ event }) => ({ error: event.error }) },
            ],
          },
          { target: 'form.failed', actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    loadingAccount: {
      tags: ['busy'],
      initial: 'activity',
      states: {
        activity: {
          invoke: {
            id: 'loadActivity',
            src: 'loadActivity',
            onDone: { target: 'player', actions: { type: 'setActivity', params: ({ event }) => event.output } },
            onError: {
              target: '#login.form.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        player: {
          invoke: {
            id: 'loadPlayer',
            src: 'loadPlayer',
            onDone: { target: 'prefill', actions: { type: 'setPlayer', params: ({ event }) => event.output } },
            onError: {
              target: '#login.form.failed',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        prefill: {
          invoke: {
            id: 'prefillDeposit',
            src: 'prefillDeposit',
            input: ({ context }) => prefillOf(context.player as Player),
            onDone: '#login.loadingBalance',
            onError: '#login.loadingBalance',
          },
        },
      },
    },
    loadingBalance: {
      tags: ['busy'],
      invoke: { id: 'loadBalance', src: 'loadBalance', onDone: 'loggedIn', onError: 'loggedIn' },
    },
    loggedIn: {
      type: 'final',
      entry: [
        'startSessionTimer',
        'closePanel',
        'handOver',
        { type: 'navigate', params: ({ context }) => ({ destination: afterLogin(context.activityCount) }) },
      ],
    },
  },
  output: ({ context }) => ({ destination: afterLogin(context.activityCount) }),
});
