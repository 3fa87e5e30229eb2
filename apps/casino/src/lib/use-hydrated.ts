import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true from then on: a form that only the app can
 * send stays read-only until the app runs, so nothing typed before is lost and nothing is sent the browser's way.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
