import { and, assign, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { isValidVerificationCode } from '../rules/account.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

/**
 * What a typed code does: 'activation' activates an account with the code of the activation mail (a visitor on the
 * verify-e-mail page: `POST player/activate`); 'shortCode' verifies a logged-in player's e-mail with a short code
 * sent to it (`POST player/verifyEmailShortCode`).
 */
export type TypedCode = 'activation' | 'shortCode';

export interface VerifyEmailContext {
  /** The activation code being sent: the link's (/verifyemail?code=…) or the one typed, else ''. */
  activationCode: string;
  /** The code the player types; a short code of the mail's link (`?shortCode=`) to start with. */
  code: string;
  typedCode: TypedCode;
  error: FlowError | null;
}

export type VerifyEmailEvent =
  | { type: 'code.changed'; value: string }
  /** Send (again) a short code to the player's e-mail. */
  | { type: 'code.send' }
  | { type: 'submit' };

/**
 * E-mail verification (spec 2.1 /verifyemail; 5 Verification code; 7 activate, sendVerificationEmail,
 * verifyEmailShortCode).
 *
 * With the code of a link: `activating` (`POST player/activate {activationCode}`) at once → `activated` (final), or
 * `enteringCode.failed` with the error (183 code not found, 209 code already used), where a code may be typed.
 * Without one, the player types a code: `enteringCode`; `submit` with an empty code → `enteringCode.invalid`; with a
 * code, by `typedCode` (input, default 'shortCode'): 'activation' sends it as the activation code (`activating`, as
 * the link's), 'shortCode' verifies it (`verifying` → `verified` (final); a failed call → `enteringCode.failed`).
 * A logged-in player may ask for a short code: `code.send` → `sendingCode` → `enteringCode.sent`, or
 * `enteringCode.sendFailed` with the error (429 beyond the server's limit), which is the sending's and not the code's.
 * Input `code`: a short code the mail's link carries, filled in to be verified (not sent at once).
 * Tags: `busy`, `error`, `sent`.
 */
export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as { activationCode?: string | null; code?: string | null; typedCode?: TypedCode } | undefined,
  },
  actors: {
    /** `POST player/activate {activationCode}`. */
    activatePlayer: appActor<unknown, PostBody<'/player/activate'>>('activatePlayer'),
    /** `GET player/sendVerificationEmail`. */
    sendVerificationEmail: appActor<unknown>('sendVerificationEmail'),
    /** `POST player/verifyEmailShortCode {code}`. */
    verifyEmailShortCode: appActor<unknown, PostBody<'/player/verifyEmailShortCode'>>('verifyEmailShortCode'),
  },
  actions: {
    setCode: assign({ code: (_, value: string) => value }),
    /** The typed code becomes the activation code to send. */
    takeTypedCode: assign({ activationCode: ({ context }) => context.code.trim() }),
    setError: assign({ error: (_, { error }: { error: unknown }) => flowError(error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasActivationCode: ({ context }) => context.activationCode !== '',
    codeEntered: ({ context }) => isValidVerificationCode(context.code),
    typesActivationCode: ({ context }) => context.typedCode === 'activation',
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({
    activationCode: input?.activationCode?.trim() ?? '',
    code: input?.code?.trim() ?? '',
    typedCode: input?.typedCode ?? 'shortCode',
    error: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasActivationCode', target: 'activating' }, { target: 'enteringCode' }] },
    activating: {
      tags: ['busy'],
      invoke: {
        id: 'activatePlayer',
        src: 'activatePlayer',
        input: ({ context }) => ({ activationCode: context.activationCode }),
        onDone: 'activated',
        onError: {
          target: 'enteringCode.failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    activated: { type: 'final' },
    enteringCode: {
      initial: 'idle',
      on: {
        'code.changed': { actions: { type: 'setCode', params: ({ event }) => event.value } },
        'code.send': { target: 'sendingCode', actions: 'clearError' },
        submit: [
          {
            guard: and(['codeEntered', 'typesActivationCode']),
            target: 'activating',
            actions: ['clearError', 'takeTypedCode'],
          },
          { guard: 'codeEntered', target: 'verifying', actions: 'clearError' },
          { target: '.invalid' },
        ],
      },
      states: {
        idle: {},
        sent: { tags: ['sent'] },
        invalid: { tags: ['error'] },
        failed: { tags: ['error'] },
        sendFailed: { tags: ['error'] },
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'sendVerificationEmail',
        src: 'sendVerificationEmail',
        onDone: 'enteringCode.sent',
        onError: {
          target: 'enteringCode.sendFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verifying: {
      tags: ['busy'],
      invoke: {
        id: 'verifyEmailShortCode',
        src: 'verifyEmailShortCode',
        input: ({ context }) => ({ code: context.code.trim() }),
        onDone: 'verified',
        onError: {
          target: 'enteringCode.failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    verified: { type: 'final' },
  },
});
