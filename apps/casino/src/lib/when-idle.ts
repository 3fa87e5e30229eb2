/**
 * Runs `run` when the browser is next idle (a timer where it has no requestIdleCallback) and returns what cancels it,
 * for an effect's cleanup: what the first screen does not need waits for it.
 */
export function whenIdle(run: () => void, win: Window = window): () => void {
  if (typeof win.requestIdleCallback !== 'function') {
    const timer = win.setTimeout(run, 1);
    return () => win.clearTimeout(timer);
  }
  const handle = win.requestIdleCallback(run);
  return () => win.cancelIdleCallback(handle);
}
