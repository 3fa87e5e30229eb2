import { assign, setup } from 'xstate';
import type { PostBody } from '../api-types.ts';
import { appActor } from '../app-provided.ts';
import { acceptsPhoneInput } from '../rules/account.ts';
import { CURRENCY } from '../rules/constants.ts';
import { flowError, type FlowError } from '../rules/errors.ts';
import { defaultCountry, dialCodeFor, type Country, type Locale } from '../rules/locale.ts';
import {
  registrationErrorField,
  validateRegistration,
  type RegistrationError,
  type RegistrationField,
  type RegistrationFields,
} from '../rules/registration.ts';

type RegisterPlayer = PostBody<'/player/registerPlayer'>;
type Checkbox = 'ageChecked' | 'policyChecked' | 'privacyPolicyChecked';
type TextField = Exclude<RegistrationField, Checkbox | 'country'>;

export interface RegistrationContext {
  locale: Locale;
  fields: RegistrationFields;
  /** What the form's checks say about each field. */
  fieldErrors: Partial<Record<RegistrationField, RegistrationError>>;
  /** The server's failure… */
  error: FlowError | null;
  /** …and the field it is shown on (null: on the form). */
  errorField: RegistrationField | null;
}

export type RegistrationEvent =
  /** A text field changed; the phone number takes digits only. */
  | { type: 'field.changed'; field: TextField; value: string }
  | { type: 'field.toggled'; field: Checkbox; checked: boolean }
  /** The country changed: its dial code is selected too (EST: +372). */
  | { type: 'country.changed'; country: Country }
  | { type: 'submit' };

/** The 19 fields of registerPlayer; the optional ones left out when empty. */
function registerBody(fields: RegistrationFields, locale: Locale): RegisterPlayer {
  const optional = (['nickName', 'address', 'houseNumber', 'zipCode', 'city', 'promoCode'] as const).filter(
    (field) => fields[field].trim() !== '',
  );
  return {
    email: fields.email.trim(),
    password: fields.password,
    confirmPassword: fields.confirmPassword,
    country: fields.country,
    registrationCurrency: CURRENCY,
    language: locale,
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    birthDate: fields.birthDate,
    ageChecked: fields.ageChecked,
    policyChecked: fields.policyChecked,
    privacyPolicyChecked: fields.privacyPolicyChecked,
    ...Object.fromEntries(optional.map((field) => [field, fields[field].trim()])),
    ...(fields.phone !== '' && { phoneNumber: fields.dialCode + fields.phone }),
  };
}

const emptyFields = (country: Country): RegistrationFields => ({
  email: '',
  password: '',
  confirmPassword: '',
  country,
  nickName: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  address: '',
  houseNumber: '',
  zipCode: '',
  city: '',
  dialCode: dialCodeFor(country),
  phone: '',
  promoCode: '',
  ageChecked: false,
  policyChecked: false,
  privacyPolicyChecked: false,
});

/**
 * Registration (spec 2.1, 5, 7 registerPlayer): the form starts with the locale's country (FIN, or EST for et)
 * and its dial code. `submit` checks the fields (`validateRegistration`: required fields, e-mail, passwords,
 * age 18+ in Finland and 21+ in Estonia on the day, phone, the three boxes) → `submitting` (tag `busy`) →
 * `registered` (final: the account awaits activation by e-mail). A server failure returns to `editing.failed`
 * with the error and every field as typed, the error shown on its field (`errorField`, registrationErrorField: 213,
 * 1001 and 104 the passwords; 155, 214 and 215 the boxes; 195, 196 and 180 the field of `params.field`) or on the
 * form; 104 (a character outside the set) shows the password validation message, as on every new-password field
 * (spec 8). Tags: `error` on invalid or failed.
 */
export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { locale: Locale },
  },
  actors: {
    /** `POST /player/registerPlayer`. */
    registerPlayer: appActor<unknown, RegisterPlayer>('registerPlayer'),
  },
  actions: {
    setFields: assign({
      fields: ({ context }, change: Partial<RegistrationFields>) => ({ ...context.fields, ...change }),
    }),
    checkFields: assign({ fieldErrors: ({ context }) => validateRegistration(context.fields, new Date()) }),
    clearErrors: assign({ fieldErrors: {}, error: null, errorField: null }),
    setError: assign((_, { error }: { error: unknown }) => {
      const failure = flowError(error, 'newPassword');
      return { error: failure, errorField: registrationErrorField(failure) };
    }),
  },
  guards: {
    /** The phone number takes digits only. */
    acceptsValue: (_, { field, value }: { field: string; value: string }) =>
      field !== 'phone' || acceptsPhoneInput(value),
    fieldsValid: ({ context }) => Object.keys(validateRegistration(context.fields, new Date())).length === 0,
  },
}).createMachine({
  id: 'registration',
  context: ({ input }) => ({
    locale: input.locale,
    fields: emptyFields(defaultCountry(input.locale)),
    fieldErrors: {},
    error: null,
    errorField: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.changed': {
          guard: { type: 'acceptsValue', params: ({ event }) => event },
          actions: { type: 'setFields', params: ({ event }) => ({ [event.field]: event.value }) },
        },
        'field.toggled': { actions: { type: 'setFields', params: ({ event }) => ({ [event.field]: event.checked }) } },
        'country.changed': {
          actions: {
            type: 'setFields',
            params: ({ event }) => ({ country: event.country, dialCode: dialCodeFor(event.country) }),
          },
        },
        submit: [
          { guard: 'fieldsValid', target: 'submitting', actions: 'clearErrors' },
          { target: '.invalid', actions: 'checkFields' },
        ],
      },
      states: {
        idle: {},
        invalid: { tags: ['error'] },
        failed: { tags: ['error'] },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'registerPlayer',
        src: 'registerPlayer',
        input: ({ context }) => registerBody(context.fields, context.locale),
        onDone: 'registered',
        onError: {
          target: 'editing.failed',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    registered: { type: 'final' },
  },
});
