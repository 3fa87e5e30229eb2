/** The HTTP status of each catalogue code the server answers; every other code is a 400. */
const statusOf: Record<number, number> = {
  104: 401,
  115: 401,
  108: 403,
  111: 403,
  114: 403,
  210: 403,
  219: 403,
  180: 409,
  181: 404,
  183: 404,
  209: 409,
  160: 413,
  429: 429,
};

/**
 * A failure of the catalogue (spec section 8) that a handler or hook throws: the error handler answers it as the
 * envelope `{success: false, errorCode, error, params}` with the code's HTTP status (clients key on errorCode).
 */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly errorCode: number,
    message: string,
    readonly params?: Record<string, unknown>,
    statusCode?: number,
  ) {
    super(message);
    this.statusCode = statusCode ?? statusOf[errorCode] ?? 400;
  }
}
