import { NOT_LOGGED_IN } from '@casino/api-client';
import { DEFAULT_ERROR_MESSAGE } from './constants.ts';

/**
 * The error catalogue (spec section 8) by name: every code of the contract's `ErrorCode` enum once. The one place a
 * code number is written: the app and the server (which adds each code's HTTP status) read it by name.
 */
export const ERROR_CODES = {
  /** No code or an unknown one (message key 'errors.unexpected'); the server's own failures carry it too. */
  unexpected: 100,
  /** The spec gives 104, 107 and 110 one meaning; the server sends 104. */
  badCredentials: 104,
  credentialsRejected: 107,
  credentialsInvalid: 110,
  countryBlocked: 108,
  /** Wrong birth date, password or old password. */
  mismatch: 109,
  accountFrozen: 111,
  notActivated: 114,
  /** The session is gone; any call answering it logs out (the api-client's rule). */
  notLoggedIn: NOT_LOGGED_IN,
  paymentAmount: 117,
  paymentProvider: 119,
  negativeBalance: 121,
  limitReached: 122,
  paymentDetailsMissing: 125,
  withdrawalBlocked: 127,
  paymentNotAllowed: 129,
  gameNotFound: 131,
  gameDisabled: 132,
  /** Terms not accepted, without saying which (spec 8); the server sends it when registration's age box is unchecked. */
  policiesNotAccepted: 155,
  uploadFailed: 160,
  /** Duplicate data; also the generic failure of a nickname, password or verification step. */
  conflict: 180,
  emailNotFound: 181,
  codeNotFound: 183,
  /** A field breaks a business rule (`params.field`). */
  invalidField: 195,
  /** The request breaks the contract's schema or a request-shape rule. */
  invalidRequest: 196,
  codeUsed: 209,
  notActive: 210,
  passwordsDiffer: 213,
  termsNotAccepted: 214,
  privacyNotAccepted: 215,
  coolOffClosed: 217,
  emailNotVerified: 219,
  pepCheck: 231,
  transactionsBlocked: 232,
  sourceOfFunds: 234,
  riskBlocked: 235,
  firstDepositLock: 237,
  selfExcluded: 238,
  selfExclusionUnreachable: 258,
  amlBlocked: 260,
  tooManyRequests: 429,
  passwordTooShort: 1001,
} as const;

export type ErrorCodeName = keyof typeof ERROR_CODES;

export type KnownErrorCode = Exclude<(typeof ERROR_CODES)[ErrorCodeName], typeof ERROR_CODES.unexpected>;

/** Every code of the catalogue but `unexpected`; each has its own message key 'errors.<code>'. */
export const KNOWN_ERROR_CODES: readonly KnownErrorCode[] = Object.values(ERROR_CODES).filter(
  (code): code is KnownErrorCode => code !== ERROR_CODES.unexpected,
);

/** Message keys that are not an error code of the catalogue. */
export const MESSAGE_KEYS = {
  unexpected: 'errors.unexpected',
  wrongOldPassword: 'errors.wrongOldPassword',
  passwordValidation: 'errors.passwordValidation',
  paymentMin: 'errors.117.min',
  paymentMax: 'errors.117.max',
  withdrawBlocked: 'errors.withdrawBlocked',
  activationHint: 'errors.activationHint',
  fileSize: 'errors.fileSize',
  documentUploadException: 'errors.documentUploadException',
  updateFailed: 'errors.updateFailed',
  updateSuccess: 'notices.updateSuccess',
  cancelActiveBonus: 'notices.cancelActiveBonus',
} as const;

/** Where an error happened; some places show a code differently (spec sections 4 and 8). */
export type ErrorContext =
  | 'default'
  /** Login: 114 and 210 are highlighted, with an activation hint and the lock's end; 217 has its cool-off's end. */
  | 'login'
  /** Complete-account steps: 104 shows as 196. */
  | 'completeAccount'
  /** The complete-account e-mail and phone steps: the HTTP status is the code. */
  | 'completeAccountContact'
  /** New-password fields: 104 shows the password validation message. */
  | 'newPassword'
  /** Password change: 109 means the old password is wrong; 104, as on every new-password field, the validation message. */
  | 'passwordChange'
  /** A new (guest) deposit: 115 shows as 108, country or IP blocked. */
  | 'newDeposit'
  /** Withdraw init: 235 and 260 add a withdraw-specific message. */
  | 'withdrawInit'
  /** E-mail validation: a 429 status carries its status text. */
  | 'emailValidation'
  /** Document upload: a file-size message, otherwise 'document upload exception'. */
  | 'documentUpload'
  /** Updates of nickname, e-mail, marketing and limits: any failure is 'update failed'. */
  | 'update';

/** An error as the app holds it: the answer's code and params, or the HTTP status of a failed call. */
export interface ErrorInput {
  errorCode?: number | null;
  params?: {
    expireTimestamp?: number;
    maxFileSize?: number;
    currentFileSize?: number;
    paymentLimit?: { minAmount?: number; maxAmount?: number };
  } | null;
  status?: number;
  statusText?: string;
}

export interface ErrorMessage {
  /** The message key, e.g. 'errors.104'. */
  key: string;
  /** The code the message stands for (shown beside it). */
  code: number;
  /** Values to interpolate, e.g. `{ amount }` for '{amount} €'. */
  values?: Record<string, string | number>;
  /** A second message shown below the first. */
  extraKey?: string;
  /** Shown as a highlighted notice. */
  highlighted?: boolean;
}

const toInput = (error: number | ErrorInput): ErrorInput => (typeof error === 'number' ? { errorCode: error } : error);

const isKnown = (code: number): code is KnownErrorCode => (KNOWN_ERROR_CODES as readonly number[]).includes(code);

/** The key of a code without any context: its own key when known, else 'unexpected'. */
const ownKey = (code: number) => (isKnown(code) ? `errors.${code}` : MESSAGE_KEYS.unexpected);

/** Codes that a context shows under another key. */
const RENAMED: Partial<Record<ErrorContext, Partial<Record<number, string>>>> = {
  completeAccount: { [ERROR_CODES.badCredentials]: `errors.${ERROR_CODES.invalidRequest}` },
  completeAccountContact: { [ERROR_CODES.badCredentials]: `errors.${ERROR_CODES.invalidRequest}` },
  newPassword: { [ERROR_CODES.badCredentials]: MESSAGE_KEYS.passwordValidation },
  passwordChange: {
    [ERROR_CODES.mismatch]: MESSAGE_KEYS.wrongOldPassword,
    [ERROR_CODES.badCredentials]: MESSAGE_KEYS.passwordValidation,
  },
  newDeposit: { [ERROR_CODES.notLoggedIn]: `errors.${ERROR_CODES.countryBlocked}` },
};

/** The HTTP status of a refused e-mail validation, shown with its status text. */
const HTTP_TOO_MANY_REQUESTS = 429;

/** The code an error stands for in a context. */
function effectiveCode(error: ErrorInput, context: ErrorContext): number {
  const { status } = error;
  if (
    status !== undefined &&
    (context === 'completeAccountContact' || (context === 'emailValidation' && status === HTTP_TOO_MANY_REQUESTS))
  ) {
    return status;
  }
  return error.errorCode ?? ERROR_CODES.unexpected;
}

/**
 * The message for an error in the place it happened. `error` is a code or the error object (code,
 * params, HTTP status). Unknown codes give 'errors.unexpected'.
 */
export function errorKey(error: number | ErrorInput, context: ErrorContext = 'default'): ErrorMessage {
  const input = toInput(error);
  const code = effectiveCode(input, context);
  const params = input.params ?? {};

  if (context === 'update') return { key: MESSAGE_KEYS.updateFailed, code };
  if (context === 'documentUpload') {
    const { maxFileSize, currentFileSize } = params;
    return maxFileSize !== undefined && currentFileSize !== undefined
      ? { key: MESSAGE_KEYS.fileSize, code, values: { maxFileSize, currentFileSize } }
      : { key: MESSAGE_KEYS.documentUploadException, code };
  }
  if (code === ERROR_CODES.paymentAmount && params.paymentLimit) {
    const { minAmount, maxAmount } = params.paymentLimit;
    if (maxAmount !== undefined) return { key: MESSAGE_KEYS.paymentMax, code, values: { amount: maxAmount } };
    if (minAmount !== undefined) return { key: MESSAGE_KEYS.paymentMin, code, values: { amount: minAmount } };
  }

  const message: ErrorMessage = { key: RENAMED[context]?.[code] ?? ownKey(code), code };
  if (context === 'withdrawInit' && (code === ERROR_CODES.riskBlocked || code === ERROR_CODES.amlBlocked))
    message.extraKey = MESSAGE_KEYS.withdrawBlocked;
  if (context === 'emailValidation' && code === ERROR_CODES.tooManyRequests && input.statusText)
    message.values = { statusText: input.statusText };
  if (context === 'login' && (code === ERROR_CODES.notActivated || code === ERROR_CODES.notActive)) {
    message.highlighted = true;
    message.extraKey = MESSAGE_KEYS.activationHint;
    if (params.expireTimestamp !== undefined) message.values = { endTime: params.expireTimestamp };
  }
  // 217 on login: a cool-off or the panic button's break, which the player sees end (an extension of the spec).
  if (context === 'login' && code === ERROR_CODES.coolOffClosed && params.expireTimestamp !== undefined)
    message.values = { endTime: params.expireTimestamp };
  return message;
}

/** Code 115 anywhere (or an HTTP 401) means the session is gone: the player is logged out. */
export function isNotLoggedIn(error: number | ErrorInput): boolean {
  const input = toInput(error);
  return input.errorCode === ERROR_CODES.notLoggedIn || input.status === 401;
}

/** A failed call as a machine holds it: what the server said, and the message to show where it happened. */
export interface FlowError {
  errorCode: number;
  message: string;
  params: NonNullable<ErrorInput['params']>;
  /** The HTTP status of the answer, when the call got one. */
  status?: number;
  statusText?: string;
  /** The message for the place it happened (errorKey). */
  shown: ErrorMessage;
}

const read = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;

/**
 * What a machine keeps of an actor's rejection: the api-client's AppError (errorCode, message, params,
 * status) or any other failure (a network error), with the defaults of spec section 7 (code 100,
 * 'Unexpected error') where a part is missing.
 */
export function flowError(error: unknown, context: ErrorContext = 'default'): FlowError {
  const [code, text, params, status, statusText] = ['errorCode', 'message', 'params', 'status', 'statusText'].map(
    (name) => read(error, name),
  );
  const failure: Omit<FlowError, 'shown'> = {
    errorCode: typeof code === 'number' ? code : ERROR_CODES.unexpected,
    message: typeof text === 'string' && text !== '' ? text : DEFAULT_ERROR_MESSAGE,
    params: typeof params === 'object' && params !== null ? (params as FlowError['params']) : {},
    ...(typeof status === 'number' && { status }),
    ...(typeof statusText === 'string' && { statusText }),
  };
  return { ...failure, shown: errorKey(failure, context) };
}
