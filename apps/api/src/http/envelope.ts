/** The answer of a player-API call that succeeds with nothing more to say. */
export const OK = { success: true } as const;

/** The failed answer of every service (openapi/components/common.yaml ErrorEnvelope). */
interface ErrorEnvelope {
  success: false;
  errorCode: number;
  error: string;
  params?: Record<string, unknown>;
}

export const failure = (errorCode: number, error: string, params?: Record<string, unknown>): ErrorEnvelope =>
  params === undefined ? { success: false, errorCode, error } : { success: false, errorCode, error, params };

/** The content service's 404: `{message: 'Not found'}` (plus the envelope fields every failure carries). */
export const notFound = () => Object.assign(new Error('Not found'), { statusCode: 404 });
