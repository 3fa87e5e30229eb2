import { birthDateError, emailError, validateNewPassword, validatePhone } from './account.ts';
import { isOldEnough } from './age.ts';
import { ERROR_CODES } from './errors.ts';
import { requiredErrors } from './fields.ts';
import type { Country } from './locale.ts';

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
 * The field a registration error of the server belongs to (213 the confirmation; 1001 and 104, a character outside
 * the set, the password); else none.
 */
export function registrationErrorField(errorCode: number): RegistrationField | null {
  if (errorCode === ERROR_CODES.passwordsDiffer) return 'confirmPassword';
  if (errorCode === ERROR_CODES.passwordTooShort || errorCode === ERROR_CODES.badCredentials) return 'password';
  return null;
}
