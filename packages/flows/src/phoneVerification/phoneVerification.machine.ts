import { assertEvent, assign, emit, raise, setup } from 'xstate';
import type { PostBody, Schemas } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import {
  acceptsPhoneInput,
  isValidPhoneNumber,
  isValidVerificationCode,
  validatePhone,
  type PhoneResult,
} from '../rules/account.ts';
import { NOTICE_MS } from '../rules/constants.ts';
import { ERROR_CODES, flowError, type FlowError } from '../rules/errors.ts';
import { dialCodeFor } from '../rules/locale.ts';
import { timedNotice } from '../timed-notice.ts';

type Player = Schemas['Player'];

export interface PhoneVerificationContext {
  country: string;
  /** The player's number (dial code and number), or ''. */
  phoneNumber: string;
  verified: boolean;
  /** A new number as typed: the dial code and the digits after it. */
  dialCode: string;
  number: string;
  numberError: Extract<PhoneResult, { ok: false }>['error'] | null;
  code: string;
  /** The server's error, shown for 5 seconds. */
  error: FlowError | null;
}

export type PhoneVerificationEvent =
  /** Start entering a new number. */
  | { type: 'number.edit' }
  | { type: 'dialCode.changed'; value: string }
  /** The digits after the dial code; anything else is refused. */
  | { type: 'number.changed'; value: string }
  | { type: 'cancel' }
  | { type: 'code.send' }
  | { type: 'code.changed'; value: string }
  | { type: 'submit' }
  /** Internal: a server error to show. */
  | { type: 'notice.show'; error: FlowError }
  /** Internal: the error gives way to the success. */
  | { type: 'notice.hide' };

export type PhoneVerificationEmitted =
  /** The number changed: the updated player, for the query cache. */
  | { type: 'player.updated'; player: Player }
  /** The number is verified: the player is loaded again. */
  | { type: 'player.reload' };

/**
 * Phone verification in the profile panel (spec 4, Phone verification; 5 Phone, Verification code; 8).
 *
 * Region `step`: a verified number rests in `verified`, where `number.edit` → `changingNumber` (dial code,
 * digits only; `submit` checks the number with the phone rules, `cancel` goes back) → `validatingNumber` →
 * `updatingNumber` → `unverified`. An unverified number: `code.send` (only for a valid number) → `sendingCode`
 * → `enteringCode` (`submit` with a non-empty code; `code.send` again) → `confirming` → `succeeded`, whose
 * message shows 5 seconds; then the player is loaded again (`player.reload`) and the number is `verified`.
 * A failed call returns to the step it came from.
 * Region `notice`: the server's error code shows for 5 seconds (`shown`, tag `error`), then hides; a success hides it.
 * Tags: `busy`, `success`, `error`.
 */
export const phoneVerificationMachine = setup({
  types: {
    context: {} as PhoneVerificationContext,
    events: {} as PhoneVerificationEvent,
    emitted: {} as PhoneVerificationEmitted,
    input: {} as { player: Pick<Player, 'phoneNumber' | 'phoneNumberVerified' | 'country'> },
  },
  actors: {
    /** `POST /player/phonenumber {phonenumber}` (validation only). */
    validatePhonenumber: appActor<unknown, PostBody<'/player/phonenumber'>>('validatePhonenumber'),
    /** `POST /player/updateFields {phoneNumber}`: answers the updated player. */
    updatePlayerFields: appActor<Player, PostBody<'/player/updateFields'>>('updatePlayerFields'),
    /** `GET /player/sendVerificationSms`. */
    sendVerificationSms: appActor<unknown>('sendVerificationSms'),
    /** `POST /player/verifySmsShortCode {code}`. */
    verifySmsShortCode: appActor<unknown, PostBody<'/player/verifySmsShortCode'>>('verifySmsShortCode'),
  },
  actions: {
    startNumber: assign({
      dialCode: ({ context }) => dialCodeFor(context.country),
      number: '',
      numberError: null,
    }),
    setTyped: assign((_, typed: Partial<Pick<PhoneVerificationContext, 'dialCode' | 'number' | 'code'>>) => typed),
    checkNumber: assign({
      numberError: ({ context }) => {
        const result = validatePhone(context.dialCode, context.number);
        return result.ok ? null : result.error;
      },
    }),
    setPlayer: assign((_, player: Player) => ({
      phoneNumber: player.phoneNumber ?? '',
      verified: player.phoneNumberVerified,
      code: '',
    })),
    reportPlayer: emit((_, player: Player) => ({ type: 'player.updated' as const, player })),
    /** `generic`: the code of a failure that carries none of its own. */
    showError: raise((_, { error, generic }: { error: unknown; generic?: number }) => {
      const failure = flowError(error);
      const unexplained = generic !== undefined && failure.errorCode === ERROR_CODES.unexpected;
      return {
        type: 'notice.show' as const,
        error: unexplained ? flowError({ ...failure, errorCode: generic }) : failure,
      };
    }),
    setError: assign({
      error: ({ event }) => {
        assertEvent(event, 'notice.show');
        return event.error;
      },
    }),
    hideError: assign({ error: null }),
    markVerified: assign({ verified: true, code: '' }),
    reloadPlayer: emit({ type: 'player.reload' }),
  },
  guards: {
    isVerified: ({ context }) => context.verified,
    accepts: (_, text: string) => acceptsPhoneInput(text),
    typedNumberValid: ({ context }) => validatePhone(context.dialCode, context.number).ok,
    hasValidNumber: ({ context }) => isValidPhoneNumber(context.phoneNumber),
    codeEntered: ({ context }) => isValidVerificationCode(context.code),
  },
  delays: { notice: NOTICE_MS },
}).createMachine({
  id: 'phoneVerification',
  type: 'parallel',
  context: ({ input: { player } }) => ({
    country: player.country,
    phoneNumber: player.phoneNumber ?? '',
    verified: player.phoneNumberVerified,
    dialCode: dialCodeFor(player.country),
    number: '',
    numberError: null,
    code: '',
    error: null,
  }),
  states: {
    step: {
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: 'isVerified', target: 'verified' }, { target: 'unverified' }] },
        verified: { on: { 'number.edit': { target: 'changingNumber', actions: 'startNumber' } } },
        changingNumber: {
          on: {
            'dialCode.changed': { actions: { type: 'setTyped', params: ({ event }) => ({ dialCode: event.value }) } },
            'number.changed': {
              guard: { type: 'accepts', params: ({ event }) => event.value },
              actions: { type: 'setTyped', params: ({ event }) => ({ number: event.value }) },
            },
            submit: [
              { guard: 'typedNumberValid', target: 'validatingNumber', actions: 'checkNumber' },
              { actions: 'checkNumber' },
            ],
            cancel: 'deciding',
          },
        },
        validatingNumber: {
          tags: ['busy'],
          invoke: {
            id: 'validatePhonenumber',
            src: 'validatePhonenumber',
            input: ({ context }) => ({ phonenumber: context.dialCode + context.number }),
            onDone: 'updatingNumber',
            onError: {
              target: 'changingNumber',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        updatingNumber: {
          tags: ['busy'],
          invoke: {
            id: 'updatePlayerFields',
            src: 'updatePlayerFields',
            input: ({ context }) => ({ phoneNumber: context.dialCode + context.number }),
            onDone: {
              target: 'deciding',
              actions: [
                { type: 'setPlayer', params: ({ event }) => event.output },
                { type: 'reportPlayer', params: ({ event }) => event.output },
              ],
            },
            onError: {
              target: 'changingNumber',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        unverified: {
          on: {
            'code.send': { guard: 'hasValidNumber', target: 'sendingCode' },
            'number.edit': { target: 'changingNumber', actions: 'startNumber' },
          },
        },
        sendingCode: {
          tags: ['busy'],
          invoke: {
            id: 'sendVerificationSms',
            src: 'sendVerificationSms',
            onDone: 'enteringCode',
            onError: {
              target: 'unverified',
              actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        enteringCode: {
          on: {
            'code.changed': { actions: { type: 'setTyped', params: ({ event }) => ({ code: event.value }) } },
            'code.send': 'sendingCode',
            submit: { guard: 'codeEntered', target: 'confirming' },
          },
        },
        confirming: {
          tags: ['busy'],
          invoke: {
            id: 'verifySmsShortCode',
            src: 'verifySmsShortCode',
            input: ({ context }) => ({ code: context.code.trim() }),
            onDone: 'succeeded',
            onError: {
              target: 'enteringCode',
              // An unsuccessful verification is 180 where the server gave no code (spec 8).
              actions: {
                type: 'showError',
                params: ({ event }) => ({ error: event.error, generic: ERROR_CODES.conflict }),
              },
            },
          },
        },
        succeeded: {
          tags: ['success'],
          // The error of an earlier attempt does not show beside the success.
          entry: raise({ type: 'notice.hide' }),
          after: { notice: { target: 'verified', actions: ['markVerified', 'reloadPlayer'] } },
        },
      },
    },
    notice: {
      initial: 'hidden',
      states: {
        hidden: { on: { 'notice.show': { target: 'shown', actions: 'setError' } } },
        shown: {
          ...timedNotice({ delay: 'notice', then: 'hidden', hide: 'hideError' }),
          tags: ['error'],
          // A new error shows for its own 5 seconds.
          on: { 'notice.show': { target: 'shown', reenter: true, actions: 'setError' }, 'notice.hide': 'hidden' },
        },
      },
    },
  },
});
