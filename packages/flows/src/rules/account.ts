import { ERROR_CODES } from './errors.ts';
import { requiredErrors } from './fields.ts';
import { parseIsoDate } from './dates.ts';
import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_SYMBOLS,
  PHONE_MAX_DIGITS,
  PHONE_MAX_LENGTH,
  PHONE_MIN_DIGITS,
} from './constants.ts';

const escapeForClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

/** Letters, digits and the symbols of PASSWORD_SYMBOLS, at least 6 of them. */
const PASSWORD_PATTERN = new RegExp(`^[A-Za-z0-9${escapeForClass(PASSWORD_SYMBOLS)}]{${PASSWORD_MIN_LENGTH},}$`);

/** The simple address pattern: a local part, @, and a domain with a dot, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const PHONE_PATTERN = new RegExp(`^\\+\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);

/** A password of at least PASSWORD_MIN_LENGTH (6) characters drawn from letters, digits and the allowed symbols. */
export function isValidPassword(password: string): boolean {
  return PASSWORD_PATTERN.test(password);
}

/**
 * What is wrong with a password, by the one rule of isValidPassword: 'passwordShort' below PASSWORD_MIN_LENGTH
 * characters (6 are enough), 'passwordInvalid' with a character outside the set; null when it is valid.
 */
export function passwordError(password: string): 'passwordShort' | 'passwordInvalid' | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'passwordShort';
  return isValidPassword(password) ? null : 'passwordInvalid';
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/** The shared phone helper: a full number is + followed by 3 to 15 digits. */
export function isValidPhoneNumber(phone: string): boolean {
  return PHONE_PATTERN.test(phone);
}

/** Whether the phone-number field accepts this text: digits only (empty to clear). */
export function acceptsPhoneInput(text: string): boolean {
  return /^\d*$/.test(text);
}

export type PhoneResult =
  { ok: true; phone: string } | { ok: false; error: 'required' | 'digits' | 'tooLong' | 'format' };

/** Validates a number typed after a dial code: digits only, at most 16 characters together, + and 3 to 15 digits. */
export function validatePhone(dialCode: string, number: string): PhoneResult {
  if (number === '') return { ok: false, error: 'required' };
  if (!acceptsPhoneInput(number)) return { ok: false, error: 'digits' };
  const phone = dialCode + number;
  if (phone.length > PHONE_MAX_LENGTH) return { ok: false, error: 'tooLong' };
  if (!isValidPhoneNumber(phone)) return { ok: false, error: 'format' };
  return { ok: true, phone };
}

export function isValidVerificationCode(code: string): boolean {
  return code.trim() !== '';
}

export type FieldErrors<F extends string, E extends string> = Partial<Record<F, E>>;

export type CompleteAccountError =
  'validateField' | 'invalidEmail' | 'invalidPhone' | 'passwordShort' | 'passwordInvalid' | 'passwordMismatch';

export type PasswordChangeError = 'passwordInvalid' | 'passwordMismatch';

export interface CompleteAccountFields {
  nickname: string;
  email: string;
  dialCode: string;
  phone: string;
  password: string;
  repeatPassword: string;
}

type CompleteAccountField = Exclude<keyof CompleteAccountFields, 'dialCode'>;

/**
 * Field validation of the complete-account modal. Every field is required (validateField); the e-mail
 * follows the simple pattern (invalidEmail), the phone the phone rules (invalidPhone). The password follows the one
 * password rule (passwordError): at least 6 characters (passwordShort; spec 5 says "longer than 6" here but "minimum
 * 6" beside it and for every other password, so 6 are accepted as everywhere else), from the allowed characters
 * (passwordInvalid); the repeat must equal it (passwordMismatch). An empty result means the fields may be sent.
 */
export function validateCompleteAccount(
  fields: CompleteAccountFields,
): FieldErrors<CompleteAccountField, CompleteAccountError> {
  const errors: FieldErrors<CompleteAccountField, CompleteAccountError> = {};
  for (const field of ['nickname', 'email', 'phone', 'password', 'repeatPassword'] as const) {
    if (fields[field].trim() === '') errors[field] = 'validateField';
  }
  if (!errors.email && !isValidEmail(fields.email)) errors.email = 'invalidEmail';
  if (!errors.phone && !validatePhone(fields.dialCode, fields.phone).ok) errors.phone = 'invalidPhone';
  if (!errors.password) {
    const password = passwordError(fields.password);
    if (password) errors.password = password;
  }
  if (!errors.password && !errors.repeatPassword && fields.password !== fields.repeatPassword) {
    errors.repeatPassword = 'passwordMismatch';
  }
  return errors;
}

/**
 * Whether a player must complete the account (spec 4, Complete account modal): an account opened through the bank
 * login has no e-mail.
 */
export const needsCompletion = (player: { email: string | null }) => player.email === null;

export interface PasswordChangeFields {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation: each at least 6 allowed characters (passwordInvalid), and equal (passwordMismatch). */
export function validateNewPassword(
  fields: Omit<PasswordChangeFields, 'oldPassword'>,
): FieldErrors<'password' | 'confirmPassword', PasswordChangeError> {
  const errors: FieldErrors<'password' | 'confirmPassword', PasswordChangeError> = {};
  for (const field of ['password', 'confirmPassword'] as const) {
    if (!isValidPassword(fields[field])) errors[field] = 'passwordInvalid';
  }
  if (!errors.password && !errors.confirmPassword && fields.password !== fields.confirmPassword) {
    errors.confirmPassword = 'passwordMismatch';
  }
  return errors;
}

/** Password change: the old password as well, at least 6 allowed characters (passwordInvalid). */
export function validatePasswordChange(
  fields: PasswordChangeFields,
): FieldErrors<keyof PasswordChangeFields, PasswordChangeError> {
  const old: FieldErrors<'oldPassword', PasswordChangeError> = isValidPassword(fields.oldPassword)
    ? {}
    : { oldPassword: 'passwordInvalid' };
  return { ...old, ...validateNewPassword(fields) };
}

/** The login form: e-mail and password are required. */
export function validateLogin({ email, password }: { email: string; password: string }) {
  return requiredErrors({ email: email.trim() === '', password: password === '' });
}

/** The login form's policy boxes, by the names of their /login fields: the terms and the privacy policy. */
export const LOGIN_POLICIES = ['policyChecked', 'privacyPolicyChecked'] as const;

export type LoginPolicy = (typeof LOGIN_POLICIES)[number];

/** The boxes of each "terms not accepted" code (spec 8): the server answers 214 and 215; 155 does not say which. */
const POLICIES_OF_CODE: Partial<Record<number, readonly LoginPolicy[]>> = {
  [ERROR_CODES.policiesNotAccepted]: LOGIN_POLICIES,
  [ERROR_CODES.termsNotAccepted]: ['policyChecked'],
  [ERROR_CODES.privacyNotAccepted]: ['privacyPolicyChecked'],
};

/**
 * The policies a refused login asks the player to accept: 214 the terms, 215 the privacy policy, 155 both; none for
 * any other code.
 */
export function policiesToAccept(errorCode: number): readonly LoginPolicy[] {
  return POLICIES_OF_CODE[errorCode] ?? [];
}

/** 'notAccepted' for every box of `required` that is not checked. */
export function validatePolicies(
  required: readonly LoginPolicy[],
  checked: Record<LoginPolicy, boolean>,
): FieldErrors<LoginPolicy, 'notAccepted'> {
  const errors: FieldErrors<LoginPolicy, 'notAccepted'> = {};
  for (const box of required) if (!checked[box]) errors[box] = 'notAccepted';
  return errors;
}

/** An e-mail field: 'required' when empty, 'invalidEmail' off the simple pattern, else null. */
export function emailError(email: string): 'required' | 'invalidEmail' | null {
  if (email.trim() === '') return 'required';
  return isValidEmail(email) ? null : 'invalidEmail';
}

/** A birth-date field (YYYY-MM-DD): 'required' when empty, 'invalidDate' when no such day, else null. */
export function birthDateError(birthDate: string): 'required' | 'invalidDate' | null {
  if (birthDate === '') return 'required';
  return parseIsoDate(birthDate) ? null : 'invalidDate';
}

type Errors<F extends string> = FieldErrors<F, NonNullable<ReturnType<typeof emailError | typeof birthDateError>>>;

/** Forgot password, first step: the e-mail and the birth date. */
export function validateResetRequest(fields: { email: string; birthDate: string }): Errors<'email' | 'birthDate'> {
  const errors: Errors<'email' | 'birthDate'> = {};
  const email = emailError(fields.email);
  const birthDate = birthDateError(fields.birthDate);
  if (email) errors.email = email;
  if (birthDate) errors.birthDate = birthDate;
  return errors;
}

/** Forgot password, second step: the activation code (non-empty) and the new password twice. */
export function validatePasswordReset(fields: { activationCode: string; password: string; confirmPassword: string }) {
  return {
    ...requiredErrors({ activationCode: !isValidVerificationCode(fields.activationCode) }),
    ...validateNewPassword(fields),
  };
}
