import { assign, emit, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import { acceptsPhoneInput, validateCompleteAccount, type CompleteAccountFields } from '../rules/account.ts';
import { ERROR_CODES, errorKey, flowError, type ErrorContext, type FlowError } from '../rules/errors.ts';
import { dialCodeFor } from '../rules/locale.ts';

type Field = keyof CompleteAccountFields;
/** Where a step's failure shows: on a field, or on the whole form (the completeAccount call). */
export type ErrorField = Exclude<Field, 'dialCode'> | 'form';

export interface CompleteAccountContext {
  fields: CompleteAccountFields;
  /** The optional marketing consent: both e-mail and SMS. */
  marketing: boolean;
  fieldErrors: ReturnType<typeof validateCompleteAccount>;
  error: FlowError | null;
  errorField: ErrorField | null;
  /** Steps with an effect that a retry must not repeat. */
  passwordAdded: boolean;
  accountCompleted: boolean;
}

export type CompleteAccountEvent =
  /** A field changed; the phone number takes digits only. */
  | { type: 'field.changed'; field: Field; value: string }
  | { type: 'marketing.toggled'; checked: boolean }
  | { type: 'submit' };

export type CompleteAccountEmitted =
  /** The tracking event of a completed registration. */
  | { type: 'registration.complete' }
  /** The player has an e-mail now: the session loads it again. */
  | { type: 'player.reload' };

interface Failure {
  error: unknown;
  field: ErrorField;
  where: ErrorContext;
}

/**
 * What a failed step shows (spec 8): the message of the server's code (104 as 196), and 180, the steps' generic
 * failure, where the server gave no code of its own; the e-mail and phone steps show the HTTP status as the code.
 */
function stepFailure(error: unknown, where: ErrorContext): FlowError {
  const failure = flowError(error, where);
  const errorCode = failure.errorCode === ERROR_CODES.unexpected ? ERROR_CODES.conflict : failure.errorCode;
  const code = failure.shown.code === ERROR_CODES.unexpected ? errorCode : failure.shown.code;
  return { ...failure, errorCode, shown: { ...failure.shown, key: errorKey(errorCode, 'completeAccount').key, code } };
}

/**
 * The complete-account modal (spec 4, Complete account modal; 5 Complete account; 7 the account-completion
 * calls; 8). It has no close event: it cannot be dismissed.
 *
 * `editing` → `submit`: the fields are checked (`validateCompleteAccount`; `editing.invalid`), then in turn
 * `validatingNickname` → `validatingEmail` → `validatingPhone` → `addingPassword` → `completing` →
 * `sendingSms` → `completed` (final: emits `registration.complete` and `player.reload`, and stores the time of
 * the last marketing notification). A failure stops at its step and returns to `editing.failed` with the error
 * on that step's field (`errorField`; 104 shows as 196, 180 where the server gave no code, the e-mail and phone steps
 * show the HTTP status as the code).
 * A retry skips the password and completion steps that already succeeded. Tags: `busy`, `error`.
 */
export const completeAccountMachine = setup({
  types: {
    context: {} as CompleteAccountContext,
    events: {} as CompleteAccountEvent,
    emitted: {} as CompleteAccountEmitted,
    input: {} as { player: Pick<Schemas['Player'], 'country' | 'nickName'> },
  },
  actors: {
    /** `POST /player/nickname {nickname}`. */
    validateNickName: appActor<unknown, PostBody<'/player/nickname'>>('validateNickName'),
    /** `POST /player/email {email}`. */
    validateEmail: appActor<unknown, PostBody<'/player/email'>>('validateEmail'),
    /** `POST /player/phonenumber {phonenumber}`. */
    validatePhonenumber: appActor<unknown, PostBody<'/player/phonenumber'>>('validatePhonenumber'),
    /** `POST /player/addPassword {password, repeatPassword}`. */
    addPassword: appActor<unknown, PostBody<'/player/addPassword'>>('addPassword'),
    /** `POST /player/completeAccount {email, phoneNumber, nickName, receiveEmail, receiveSms}`. */
    completeAccount: appActor<unknown, PostBody<'/player/completeAccount'>>('completeAccount'),
    /** `GET /player/sendVerificationSms`. */
    sendVerificationSms: appActor<unknown>('sendVerificationSms'),
  },
  actions: {
    /** Stores when the player last got a marketing notification (the marketing prompt's 30-day rule). */
    storeMarketingNotificationTime: appAction<{ time: number }>('storeMarketingNotificationTime'),
    setField: assign({
      fields: ({ context }, change: Partial<CompleteAccountFields>) => ({ ...context.fields, ...change }),
    }),
    setMarketing: assign({ marketing: (_, checked: boolean) => checked }),
    checkFields: assign({ fieldErrors: ({ context }) => validateCompleteAccount(context.fields) }),
    clearErrors: assign({ fieldErrors: {}, error: null, errorField: null }),
    fail: assign((_, { error, field, where }: Failure) => ({ error: stepFailure(error, where), errorField: field })),
    markPasswordAdded: assign({ passwordAdded: true }),
    markAccountCompleted: assign({ accountCompleted: true }),
    trackRegistration: emit({ type: 'registration.complete' }),
    reloadPlayer: emit({ type: 'player.reload' }),
  },
  guards: {
    /** The phone number takes digits only. */
    acceptsValue: (_, { field, value }: { field: string; value: string }) =>
      field !== 'phone' || acceptsPhoneInput(value),
    fieldsValid: ({ context }) => Object.keys(validateCompleteAccount(context.fields)).length === 0,
    passwordAdded: ({ context }) => context.passwordAdded,
    accountCompleted: ({ context }) => context.accountCompleted,
  },
}).createMachine({
  id: 'completeAccount',
  context: ({ input: { player } }) => ({
    fields: {
      nickname: player.nickName ?? '',
      email: '',
      dialCode: dialCodeFor(player.country),
      phone: '',
      password: '',
      repeatPassword: '',
    },
    marketing: false,
    fieldErrors: {},
    error: null,
    errorField: null,
    passwordAdded: false,
    accountCompleted: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.changed': {
          guard: { type: 'acceptsValue', params: ({ event }) => event },
          actions: { type: 'setField', params: ({ event }) => ({ [event.field]: event.value }) },
        },
        'marketing.toggled': { actions: { type: 'setMarketing', params: ({ event }) => event.checked } },
        submit: [
          { guard: 'fieldsValid', target: 'validatingNickname', actions: 'clearErrors' },
          { target: '.invalid', actions: 'checkFields' },
        ],
      },
      states: {
        idle: {},
        invalid: { tags: ['error'] },
        failed: { tags: ['error'] },
      },
    },
    validatingNickname: {
      tags: ['busy'],
      invoke: {
        id: 'validateNickName',
        src: 'validateNickName',
        input: ({ context }) => ({ nickname: context.fields.nickname.trim() }),
        onDone: 'validatingEmail',
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, field: 'nickname', where: 'completeAccount' }),
          },
        },
      },
    },
    validatingEmail: {
      tags: ['busy'],
      invoke: {
        id: 'validateEmail',
        src: 'validateEmail',
        input: ({ context }) => ({ email: context.fields.email.trim() }),
        onDone: 'validatingPhone',
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, field: 'email', where: 'completeAccountContact' }),
          },
        },
      },
    },
    validatingPhone: {
      tags: ['busy'],
      invoke: {
        id: 'validatePhonenumber',
        src: 'validatePhonenumber',
        input: ({ context }) => ({ phonenumber: context.fields.dialCode + context.fields.phone }),
        onDone: [
          { guard: 'accountCompleted', target: 'sendingSms' },
          { guard: 'passwordAdded', target: 'completing' },
          { target: 'addingPassword' },
        ],
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, field: 'phone', where: 'completeAccountContact' }),
          },
        },
      },
    },
    addingPassword: {
      tags: ['busy'],
      invoke: {
        id: 'addPassword',
        src: 'addPassword',
        input: ({ context }) => ({ password: context.fields.password, repeatPassword: context.fields.repeatPassword }),
        onDone: { target: 'completing', actions: 'markPasswordAdded' },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, field: 'password', where: 'completeAccount' }),
          },
        },
      },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        id: 'completeAccount',
        src: 'completeAccount',
        input: ({ context }) => ({
          email: context.fields.email.trim(),
          phoneNumber: context.fields.dialCode + context.fields.phone,
          nickName: context.fields.nickname.trim(),
          receiveEmail: context.marketing,
          receiveSms: context.marketing,
        }),
        onDone: { target: 'sendingSms', actions: 'markAccountCompleted' },
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, field: 'form', where: 'completeAccount' }),
          },
        },
      },
    },
    sendingSms: {
      tags: ['busy'],
      invoke: {
        id: 'sendVerificationSms',
        src: 'sendVerificationSms',
        onDone: 'completed',
        onError: {
          target: 'editing.failed',
          actions: {
            type: 'fail',
            params: ({ event }) => ({ error: event.error, field: 'phone', where: 'completeAccount' }),
          },
        },
      },
    },
    completed: {
      type: 'final',
      entry: [
        'trackRegistration',
        { type: 'storeMarketingNotificationTime', params: () => ({ time: Date.now() }) },
        'reloadPlayer',
      ],
    },
  },
});
