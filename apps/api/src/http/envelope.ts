/** The failed answer of every service (openapi/components/common.yaml ErrorEnvelope). */
interface ErrorEnvelope {
  success: false;
  errorCode: number;
  error: string;
  params?: Record<string, unknown>;
}

/** Error codes of spec section 8 that the server itself produces. */
export const ErrorCode = {
  unexpected: 100,
  validation: 196,
  tooManyRequests: 429,
} as const;

export const failure = (errorCode: number, error: string, params?: Record<string, unknown>): ErrorEnvelope =>
  params === undefined ? { success: false, errorCode, error } : { success: false, errorCode, error, params };
