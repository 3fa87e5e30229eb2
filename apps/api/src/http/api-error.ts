/**
 * The error catalogue (spec section 8) by name: every code of the contract's `ErrorCode` enum once, with the HTTP
 * status the server answers it with. The one place a code number is written; handlers throw `ApiError.of(name)`.
 * 100 is also what the framework's own failures carry (bad URL, unknown path, wrong method, 415 …): those answer
 * with the HTTP status of the failure, 500 only when the server failed.
 */
export const errorCatalogue = {
  unexpected: { code: 100, status: 500 },
  /** The spec gives 104, 107 and 110 one meaning; the server sends 104. */
  badCredentials: { code: 104, status: 401 },
  credentialsRejected: { code: 107, status: 401 },
  credentialsInvalid: { code: 110, status: 401 },
  countryBlocked: { code: 108, status: 403 },
  /** Wrong birth date, password or old password. */
  mismatch: { code: 109, status: 400 },
  accountFrozen: { code: 111, status: 403 },
  notActivated: { code: 114, status: 403 },
  notLoggedIn: { code: 115, status: 401 },
  paymentAmount: { code: 117, status: 400 },
  paymentProvider: { code: 119, status: 400 },
  negativeBalance: { code: 121, status: 400 },
  limitReached: { code: 122, status: 400 },
  paymentDetailsMissing: { code: 125, status: 400 },
  withdrawalBlocked: { code: 127, status: 403 },
  paymentNotAllowed: { code: 129, status: 400 },
  gameNotFound: { code: 131, status: 404 },
  gameDisabled: { code: 132, status: 403 },
  ageNotConfirmed: { code: 155, status: 400 },
  uploadFailed: { code: 160, status: 413 },
  /** Duplicate data; also the generic failure of a nickname, password or verification step. */
  conflict: { code: 180, status: 409 },
  emailNotFound: { code: 181, status: 404 },
  codeNotFound: { code: 183, status: 404 },
  /** A field breaks a business rule (`params.field`). */
  invalidField: { code: 195, status: 400 },
  /** The request breaks the contract's schema or a request-shape rule. */
  invalidRequest: { code: 196, status: 400 },
  codeUsed: { code: 209, status: 409 },
  notActive: { code: 210, status: 403 },
  passwordsDiffer: { code: 213, status: 400 },
  termsNotAccepted: { code: 214, status: 400 },
  privacyNotAccepted: { code: 215, status: 400 },
  coolOffClosed: { code: 217, status: 403 },
  emailNotVerified: { code: 219, status: 403 },
  pepCheck: { code: 231, status: 403 },
  transactionsBlocked: { code: 232, status: 403 },
  sourceOfFunds: { code: 234, status: 403 },
  riskBlocked: { code: 235, status: 403 },
  firstDepositLock: { code: 237, status: 400 },
  selfExcluded: { code: 238, status: 403 },
  selfExclusionUnreachable: { code: 258, status: 503 },
  amlBlocked: { code: 260, status: 403 },
  tooManyRequests: { code: 429, status: 429 },
  passwordTooShort: { code: 1001, status: 400 },
} as const satisfies Record<string, { code: number; status: number }>;

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
} as const satisfies Record<string, { of: keyof typeof errorCatalogue; status: number }>;

export type ErrorName = keyof typeof errorCatalogue | keyof typeof errorVariants;

/** The code and HTTP status of a name of the catalogue or of its variants. */
function entryOf(name: ErrorName): { code: number; status: number } {
  if (name in errorVariants) {
    const variant = errorVariants[name as keyof typeof errorVariants];
    return { code: errorCatalogue[variant.of].code, status: variant.status };
  }
  return errorCatalogue[name as keyof typeof errorCatalogue];
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
    const { code, status } = entryOf(name);
    this.errorCode = code;
    this.statusCode = status;
  }

  /** The failure `name` of the catalogue (or of its variants), with its message and params. */
  static of(name: ErrorName, message: string, params?: Record<string, unknown>): ApiError {
    return new ApiError(name, message, params);
  }
}
