import { assign, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { isValidVerificationCode } from '../rules/account.ts';
import { flowError, type FlowError } from '../rules/errors.ts';

export interface VerifyEmailContext {
  /** The activation code of the link (/verifyemail?code=…), or ''. */
  activationCode: string;
  /** The short code the player types. */
  code: string;
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
 * With the code of a link: `activating` (`POST player/activate {activationCode}`) → `activated` (final), or
 * `activationFailed` (183 code not found, 209 code already used).
 * Without one, a logged-in player enters a short code: `enteringCode` (`code.send` → `sendingCode` →
 * `enteringCode.sent`; `submit` with a non-empty code → `verifying` → `verified` (final); an empty code →
 * `enteringCode.invalid`; a failed call → `enteringCode.failed`). Tags: `busy`, `error`, `sent`.
 */
export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as { activationCode?: string | null } | undefined,
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
    setError: assign({ error: (_, { error }: { error: unknown }) => flowError(error) }),
    clearError: assign({ error: null }),
  },
  guards: {
    hasActivationCode: ({ context }) => context.activationCode !== '',
    codeEntered: ({ context }) => isValidVerificationCode(context.code),
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ activationCode: input?.activationCode?.trim() ?? '', code: '', error: null }),
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
          target: 'activationFailed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    activationFailed: { tags: ['error'] },
    activated: { type: 'final' },
    enteringCode: {
      initial: 'idle',
      on: {
        'code.changed': { actions: { type: 'setCode', params: ({ event }) => event.value } },
        'code.send': { target: 'sendingCode', actions: 'clearError' },
        submit: [{ guard: 'codeEntered', target: 'verifying', actions: 'clearError' }, { target: '.invalid' }],
      },
      states: {
        idle: {},
        sent: { tags: ['sent'] },
        invalid: { tags: ['error'] },
        failed: { tags: ['error'] },
      },
    },
    sendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'sendVerificationEmail',
        src: 'sendVerificationEmail',
        onDone: 'enteringCode.sent',
        onError: {
          target: 'enteringCode.failed',
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
