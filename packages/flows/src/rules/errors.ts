import { DEFAULT_ERROR_CODE, DEFAULT_ERROR_MESSAGE, NOT_LOGGED_IN_CODE } from './constants.ts';

/** Every error code of the catalogue (spec section 8); each has its own message key 'errors.<code>'. */
export const KNOWN_ERROR_CODES = [
  104, 107, 108, 109, 110, 111, 114, 115, 117, 119, 121, 122, 125, 127, 129, 131, 132, 155, 160, 180, 181, 183, 195,
  196, 209, 210, 213, 214, 215, 217, 219, 231, 232, 234, 235, 237, 238, 258, 260, 429, 1001,
] as const;

export type KnownErrorCode = (typeof KNOWN_ERROR_CODES)[number];

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
  /** Login: 114 and 210 are highlighted, with an activation hint and the lock's end. */
  | 'login'
  /** Complete-account steps: 104 shows as 196. */
  | 'completeAccount'
  /** The complete-account e-mail and phone steps: the HTTP status is the code. */
  | 'completeAccountContact'
  /** New-password fields: 104 shows the password validation message. */
  | 'newPassword'
  /** Password change: 109 means the old password is wrong. */
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
  completeAccount: { 104: 'errors.196' },
  completeAccountContact: { 104: 'errors.196' },
  newPassword: { 104: MESSAGE_KEYS.passwordValidation },
  passwordChange: { 109: MESSAGE_KEYS.wrongOldPassword },
  newDeposit: { [NOT_LOGGED_IN_CODE]: 'errors.108' },
};

/** The code an error stands for in a context. */
function effectiveCode(error: ErrorInput, context: ErrorContext): number {
  const { status } = error;
  if (
    status !== undefined &&
    (context === 'completeAccountContact' || (context === 'emailValidation' && status === 429))
  ) {
    return status;
  }
  return error.errorCode ?? DEFAULT_ERROR_CODE;
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
  if (code === 117 && params.paymentLimit) {
    const { minAmount, maxAmount } = params.paymentLimit;
    if (maxAmount !== undefined) return { key: MESSAGE_KEYS.paymentMax, code, values: { amount: maxAmount } };
    if (minAmount !== undefined) return { key: MESSAGE_KEYS.paymentMin, code, values: { amount: minAmount } };
  }

  const message: ErrorMessage = { key: RENAMED[context]?.[code] ?? ownKey(code), code };
  if (context === 'withdrawInit' && (code === 235 || code === 260)) message.extraKey = MESSAGE_KEYS.withdrawBlocked;
  if (context === 'emailValidation' && code === 429 && input.statusText)
    message.values = { statusText: input.statusText };
  if (context === 'login' && (code === 114 || code === 210)) {
    message.highlighted = true;
    message.extraKey = MESSAGE_KEYS.activationHint;
    if (params.expireTimestamp !== undefined) message.values = { endTime: params.expireTimestamp };
  }
  return message;
}

/** Code 115 anywhere (or an HTTP 401) means the session is gone: the player is logged out. */
export function isNotLoggedIn(error: number | ErrorInput): boolean {
  const input = toInput(error);
  return input.errorCode === NOT_LOGGED_IN_CODE || input.status === 401;
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
    errorCode: typeof code === 'number' ? code : DEFAULT_ERROR_CODE,
    message: typeof text === 'string' && text !== '' ? text : DEFAULT_ERROR_MESSAGE,
    params: typeof params === 'object' && params !== null ? (params as FlowError['params']) : {},
    ...(typeof status === 'number' && { status }),
    ...(typeof statusText === 'string' && { statusText }),
  };
  return { ...failure, shown: errorKey(failure, context) };
}
