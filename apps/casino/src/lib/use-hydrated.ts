import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true from then on: a form that only the app can
 * send keeps its button off until the app runs, so nothing is sent the browser's way (what is typed meanwhile the
 * form takes as it hydrates: useTypedEarly).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
