import type { PostBody } from '../api-types.ts';
import { birthDateError, emailError, validateNewPassword, validatePhone } from './account.ts';
import { isOldEnough, MIN_AGE } from './age.ts';
import { ERROR_CODES, type ErrorInput } from './errors.ts';
import { requiredErrors } from './fields.ts';
import type { Country } from './locale.ts';

/** The countries one may register in: the licensed ones, each with its minimum age (the server answers 108 else). */
export const REGISTRATION_COUNTRIES = Object.keys(MIN_AGE) as readonly Country[];

/** The registration form as typed: the phone is split into the dial code and the number. */
export interface RegistrationFields {
  email: string;
  password: string;
  confirmPassword: string;
  country: Country;
  nickName: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  address: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  dialCode: string;
  phone: string;
  promoCode: string;
  ageChecked: boolean;
  policyChecked: boolean;
  privacyPolicyChecked: boolean;
}

export type RegistrationField = keyof RegistrationFields;

export type RegistrationError =
  | 'required'
  | 'invalidEmail'
  | 'passwordInvalid'
  | 'passwordMismatch'
  | 'invalidDate'
  | 'tooYoung'
  | 'invalidPhone'
  | 'notAccepted';

/**
 * The registration form's checks: e-mail, password and its confirmation, first and last name and the birth
 * date are required; the e-mail follows the simple pattern; the passwords follow the password rules and are
 * equal; the player is 18 or older in Finland and 21 or older in Estonia on `today`; a phone number, when
 * given, follows the phone rules; the age, terms and privacy-policy boxes are checked. Empty means valid.
 */
export function validateRegistration(
  fields: RegistrationFields,
  today: Date,
): Partial<Record<RegistrationField, RegistrationError>> {
  const errors: Partial<Record<RegistrationField, RegistrationError>> = {
    ...validateNewPassword(fields),
    ...requiredErrors({
      password: fields.password === '',
      confirmPassword: fields.confirmPassword === '',
      firstName: fields.firstName.trim() === '',
      lastName: fields.lastName.trim() === '',
    }),
  };
  const email = emailError(fields.email);
  const birthDate =
    birthDateError(fields.birthDate) ?? (isOldEnough(fields.birthDate, fields.country, today) ? null : 'tooYoung');
  if (email) errors.email = email;
  if (birthDate) errors.birthDate = birthDate;
  if (fields.phone !== '' && !validatePhone(fields.dialCode, fields.phone).ok) errors.phone = 'invalidPhone';
  for (const box of ['ageChecked', 'policyChecked', 'privacyPolicyChecked'] as const) {
    if (!fields[box]) errors[box] = 'notAccepted';
  }
  return errors;
}

/**
 * The form's field of each registerPlayer field the server may name in `params.field` (195, 196 and 180): the same
 * name, but the phone number, which the form takes as a dial code and the number after it. The currency and the
 * language are not typed by the player.
 */
const FIELD_OF_PARAM: Readonly<
  Record<Exclude<keyof PostBody<'/player/registerPlayer'>, 'registrationCurrency' | 'language'>, RegistrationField>
> = {
  email: 'email',
  password: 'password',
  confirmPassword: 'confirmPassword',
  country: 'country',
  nickName: 'nickName',
  firstName: 'firstName',
  lastName: 'lastName',
  birthDate: 'birthDate',
  address: 'address',
  houseNumber: 'houseNumber',
  zipCode: 'zipCode',
  city: 'city',
  phoneNumber: 'phone',
  promoCode: 'promoCode',
  ageChecked: 'ageChecked',
  policyChecked: 'policyChecked',
  privacyPolicyChecked: 'privacyPolicyChecked',
};

/** The field of each code that always means one field. */
const FIELD_OF_CODE: Readonly<Partial<Record<number, RegistrationField>>> = {
  [ERROR_CODES.passwordsDiffer]: 'confirmPassword',
  [ERROR_CODES.passwordTooShort]: 'password',
  // A character outside the set (spec 8: shown as the password validation message).
  [ERROR_CODES.badCredentials]: 'password',
  // The server's "terms not accepted" of registration: 155 the age box, 214 the terms, 215 the privacy policy.
  [ERROR_CODES.policiesNotAccepted]: 'ageChecked',
  [ERROR_CODES.termsNotAccepted]: 'policyChecked',
  [ERROR_CODES.privacyNotAccepted]: 'privacyPolicyChecked',
};

/** The codes that name their field in `params.field`: a business rule (195), the schema (196), a duplicate (180). */
const FIELD_PARAM_CODES: readonly number[] = [
  ERROR_CODES.invalidField,
  ERROR_CODES.invalidRequest,
  ERROR_CODES.conflict,
];

/**
 * The field a registration error of the server is shown on: 213 the confirmation; 1001 and 104 (a character outside
 * the set) the password; 155, 214 and 215 the age, terms and privacy boxes; 195, 196 and 180 the field their
 * `params.field` names (phoneNumber: the number). Else none: the error is the form's (108, 429, 100, …).
 */
export function registrationErrorField(error: Pick<ErrorInput, 'errorCode' | 'params'>): RegistrationField | null {
  const code = error.errorCode ?? ERROR_CODES.unexpected;
  const byCode = FIELD_OF_CODE[code];
  if (byCode) return byCode;
  const param: unknown = (error.params as { field?: unknown } | null | undefined)?.field;
  if (!FIELD_PARAM_CODES.includes(code) || typeof param !== 'string' || !Object.hasOwn(FIELD_OF_PARAM, param))
    return null;
  return FIELD_OF_PARAM[param as keyof typeof FIELD_OF_PARAM];
}
