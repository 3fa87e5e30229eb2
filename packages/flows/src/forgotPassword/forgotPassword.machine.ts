import { assign, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { validatePasswordReset, validateResetRequest } from '../rules/account.ts';
import { flowError, type ErrorContext, type FlowError } from '../rules/errors.ts';

type TriggerBody = PostBody<'/player/triggerForgotPassword'>;
type ModifyBody = PostBody<'/player/modifyForgotPassword'>;
type Field = keyof TriggerBody | keyof ModifyBody;

export interface ForgotPasswordContext extends TriggerBody, ModifyBody {
  fieldErrors: ReturnType<typeof validateResetRequest> | ReturnType<typeof validatePasswordReset>;
  error: FlowError | null;
  /** The address the code went to in this visit (the request's answer); null when the code came another way. */
  sentTo: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.changed'; field: Field; value: string }
  | { type: 'submit' }
  /** The player already has a code (from the mail, typed in): on to the reset form without a request. */
  | { type: 'code.have' }
  /** Back from the reset form to ask for a (new) code. */
  | { type: 'code.request' };

/** The sub-states of each of the two forms. */
const form = {
  initial: 'idle',
  states: { idle: {}, invalid: { tags: ['error'] }, failed: { tags: ['error'] } },
};

/**
 * Forgot password (spec 2.1 /login/forgotPassword; 7 triggerForgotPassword, modifyForgotPassword).
 *
 * `requesting` (e-mail and birth date) → `sending` → `codeSent` (activation code, new password, confirm) →
 * `saving` → `done` (final). A reset link's code (input `activationCode`) starts at `codeSent`; `code.have` goes
 * there from the request form (a code typed from the mail) and `code.request` back (for a new code). Each form has
 * `idle`, `invalid` (its checks failed) and `failed` (the server's error: 181 e-mail not found, 109 wrong
 * birthday, 219 e-mail not verified, 429 on the request; 183 code not found, 209 code used, 213, 1001 on the reset).
 * Tags: `busy` while calling, `error` on invalid or failed.
 */
export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as { activationCode?: string | null } | undefined,
  },
  actors: {
    /** `POST player/triggerForgotPassword {email, birthDate}`. */
    triggerForgotPassword: appActor<unknown, TriggerBody>('triggerForgotPassword'),
    /** `POST player/modifyForgotPassword {activationCode, password, confirmPassword}`. */
    modifyForgotPassword: appActor<unknown, ModifyBody>('modifyForgotPassword'),
  },
  actions: {
    setField: assign((_, change: Partial<Record<Field, string>>) => change),
    checkRequest: assign({ fieldErrors: ({ context }) => validateResetRequest(context) }),
    checkReset: assign({ fieldErrors: ({ context }) => validatePasswordReset(context) }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    setSentTo: assign({ sentTo: ({ context }) => context.email.trim() }),
    setError: assign({
      error: (_, { error, where }: { error: unknown; where: ErrorContext }) => flowError(error, where),
    }),
  },
  guards: {
    hasCode: ({ context }) => context.activationCode !== '',
    requestValid: ({ context }) => Object.keys(validateResetRequest(context)).length === 0,
    resetValid: ({ context }) => Object.keys(validatePasswordReset(context)).length === 0,
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    email: '',
    birthDate: '',
    activationCode: input?.activationCode ?? '',
    password: '',
    confirmPassword: '',
    fieldErrors: {},
    error: null,
    sentTo: null,
  }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'hasCode', target: 'codeSent' }, { target: 'requesting' }] },
    requesting: {
      ...form,
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => ({ [event.field]: event.value }) } },
        submit: [
          { guard: 'requestValid', target: 'sending', actions: 'clearErrors' },
          { target: '.invalid', actions: 'checkRequest' },
        ],
        'code.have': { target: 'codeSent', actions: 'clearErrors' },
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'triggerForgotPassword',
        src: 'triggerForgotPassword',
        input: ({ context }) => ({ email: context.email.trim(), birthDate: context.birthDate }),
        onDone: { target: 'codeSent', actions: 'setSentTo' },
        onError: {
          target: 'requesting.failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error, where: 'default' as const }) },
        },
      },
    },
    codeSent: {
      ...form,
      on: {
        'field.changed': { actions: { type: 'setField', params: ({ event }) => ({ [event.field]: event.value }) } },
        submit: [
          { guard: 'resetValid', target: 'saving', actions: 'clearErrors' },
          { target: '.invalid', actions: 'checkReset' },
        ],
        'code.request': { target: 'requesting', actions: 'clearErrors' },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'modifyForgotPassword',
        src: 'modifyForgotPassword',
        input: ({ context }) => ({
          activationCode: context.activationCode.trim(),
          password: context.password,
          confirmPassword: context.confirmPassword,
        }),
        onDone: 'done',
        onError: {
          target: 'codeSent.failed',
          actions: {
            type: 'setError',
            params: ({ event }) => ({ error: event.error, where: 'newPassword' as const }),
          },
        },
      },
    },
    done: { type: 'final' },
  },
});
