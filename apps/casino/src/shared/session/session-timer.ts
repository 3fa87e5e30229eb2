/** Where the start of the session's clock is kept: for the browser session only (spec 2.3, 4 Login). */
const SESSION_TIMER_KEY = 'casino.sessionTimerStart';

/** Starts the session clock at a login, keeping a start already stored for this browser session. */
export function startSessionTimer() {
  if (!sessionStorage.getItem(SESSION_TIMER_KEY)) sessionStorage.setItem(SESSION_TIMER_KEY, String(Date.now()));
}

/** When the session's clock started (ms), or undefined before a login in this browser session. */
export function sessionTimerStart(): number | undefined {
  const stored = Number(sessionStorage.getItem(SESSION_TIMER_KEY));
  return stored > 0 ? stored : undefined;
}
