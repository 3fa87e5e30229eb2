import { ERROR_CODES, type ErrorCodeName } from '@casino/flows/rules';

/**
 * The error catalogue (spec section 8) on the server: the HTTP status of each name of `ERROR_CODES`
 * (@casino/flows/rules, the one place the code numbers are written). Handlers throw `ApiError.of(name)`.
 * `unexpected` (100) is also what the framework's own failures carry (bad URL, unknown path, wrong method, 415 …):
 * those answer with the HTTP status of the failure, 500 only when the server failed.
 */
export const errorStatus = {
  unexpected: 500,
  badCredentials: 401,
  credentialsRejected: 401,
  credentialsInvalid: 401,
  countryBlocked: 403,
  mismatch: 400,
  accountFrozen: 403,
  notActivated: 403,
  notLoggedIn: 401,
  paymentAmount: 400,
  paymentProvider: 400,
  negativeBalance: 400,
  limitReached: 400,
  paymentDetailsMissing: 400,
  withdrawalBlocked: 403,
  paymentNotAllowed: 400,
  gameNotFound: 404,
  gameDisabled: 403,
  policiesNotAccepted: 400,
  uploadFailed: 413,
  conflict: 409,
  emailNotFound: 404,
  codeNotFound: 404,
  invalidField: 400,
  invalidRequest: 400,
  codeUsed: 409,
  notActive: 403,
  passwordsDiffer: 400,
  termsNotAccepted: 400,
  privacyNotAccepted: 400,
  coolOffClosed: 403,
  emailNotVerified: 403,
  pepCheck: 403,
  transactionsBlocked: 403,
  sourceOfFunds: 403,
  riskBlocked: 403,
  firstDepositLock: 400,
  selfExcluded: 403,
  selfExclusionUnreachable: 503,
  amlBlocked: 403,
  tooManyRequests: 429,
  passwordTooShort: 400,
} as const satisfies Record<ErrorCodeName, number>;

/**
 * A code of the catalogue answered with another HTTP status in one kind of failure: the code is what the client
 * shows, the status what HTTP makes of it.
 */
export const errorVariants = {
  /** A refused provider signature or cross-site request. */
  forbidden: { of: 'unexpected', status: 403 },
  /** 104 on a new-password field: a character the password may not contain. */
  passwordCharacters: { of: 'badCredentials', status: 400 },
  /** A document that is not sent as a file. */
  uploadNotAFile: { of: 'uploadFailed', status: 400 },
  /** A document of a type that is not accepted. */
  uploadUnsupported: { of: 'uploadFailed', status: 415 },
} as const satisfies Record<string, { of: ErrorCodeName; status: number }>;

export type ErrorName = ErrorCodeName | keyof typeof errorVariants;

/** The code and HTTP status of a name of the catalogue or of its variants. */
export function errorEntry(name: ErrorName): { code: number; status: number } {
  if (name in errorVariants) {
    const variant = errorVariants[name as keyof typeof errorVariants];
    return { code: ERROR_CODES[variant.of], status: variant.status };
  }
  const codeName = name as ErrorCodeName;
  return { code: ERROR_CODES[codeName], status: errorStatus[codeName] };
}

/**
 * A failure of the catalogue (spec section 8) that a handler or hook throws: the error handler answers it as the
 * envelope `{success: false, errorCode, error, params}` with the code's HTTP status (clients key on errorCode).
 */
export class ApiError extends Error {
  readonly errorCode: number;
  readonly statusCode: number;

  private constructor(
    name: ErrorName,
    message: string,
    readonly params?: Record<string, unknown>,
  ) {
    super(message);
    const { code, status } = errorEntry(name);
    this.errorCode = code;
    this.statusCode = status;
  }

  /** The failure `name` of the catalogue (or of its variants), with its message and params. */
  static of(name: ErrorName, message: string, params?: Record<string, unknown>): ApiError {
    return new ApiError(name, message, params);
  }
}
