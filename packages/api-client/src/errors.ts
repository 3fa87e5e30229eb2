/**
 * The error catalogue's code for "not logged in" (spec section 8): the session is gone, and any call answering it logs
 * the player out. The one place the number is written: flows' ERROR_CODES and the app read it from here.
 */
export const NOT_LOGGED_IN = 115;

export interface AppErrorInit {
  errorCode?: number;
  message?: string;
  params?: Record<string, unknown>;
  status?: number;
}

/** A failed answer of the player or avatar API, with the defaults of spec section 7 (code 100, 'Unexpected error'). */
export class AppError extends Error {
  override name = 'AppError';
  readonly errorCode: number;
  readonly params: Record<string, unknown>;
  /** The HTTP status of the answer that carried the error. */
  readonly status?: number;

  constructor({ errorCode = 100, message = 'Unexpected error', params = {}, status }: AppErrorInit = {}) {
    super(message);
    this.errorCode = errorCode;
    this.params = params;
    if (status !== undefined) this.status = status;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

type NotLoggedInListener = (error: AppError) => void;
const notLoggedInListeners = new Set<NotLoggedInListener>();

/** Calls `listener` with every NOT_LOGGED_IN (115) AppError that `unwrap` raises. Returns the unsubscribe function. */
export function onNotLoggedIn(listener: NotLoggedInListener): () => void {
  notLoggedInListeners.add(listener);
  return () => {
    notLoggedInListeners.delete(listener);
  };
}

/** The one place an answer's AppError is born, so that no call can skip the 115 notification. */
export function raise(init: AppErrorInit): never {
  const error = new AppError(init);
  if (error.errorCode === NOT_LOGGED_IN) for (const listener of [...notLoggedInListeners]) listener(error);
  throw error;
}
