import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import type { SessionActor } from './session-actor';
import { hasSignedInHint } from './signed-in-hint';

export type SessionStatus = 'checking' | 'loggedIn' | 'loggedOut';

const SessionContext = createContext<SessionActor | null>(null);

/**
 * Runs the session for the whole app (session-actor.ts). The machine and xstate load after hydration, so that the
 * first page's JavaScript carries neither: until then, as while the player loads, the status is 'checking' (on the
 * server too, so the HTML never depends on who asks).
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const inspect = useInspect();
  const [actor, setActor] = useState<SessionActor | null>(null);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./session-actor').then(({ startSession }) => {
      if (cancelled) return;
      const session = startSession({ api, queryClient, inspect });
      stop = session.stop;
      setActor(session.actor);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [api, queryClient, inspect]);

  return <SessionContext value={actor}>{children}</SessionContext>;
}

/** The session actor once it runs (null before), to send it `logout` or a `player.loaded`. */
export const useSessionActor = (): SessionActor | null => use(SessionContext);

/**
 * Before the session's code has loaded, a browser without the signed-in hint is a visitor's: the session would find
 * no player, so the page shows the log-in button at once instead of an empty header while xstate and the machine load
 * (seconds on a slow phone).
 */
const statusOf = (actor: SessionActor | null): SessionStatus => {
  if (!actor) return hasSignedInHint() ? 'checking' : 'loggedOut';
  const snapshot = actor.getSnapshot();
  if (snapshot.matches('loggedIn')) return 'loggedIn';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  return 'checking';
};

/**
 * 'checking' on the server and while the player loads, then 'loggedIn' or 'loggedOut'; a visitor's browser (no
 * signed-in hint) is 'loggedOut' from hydration on.
 */
export function useSessionStatus(): SessionStatus {
  const actor = useSessionActor();
  return useSyncExternalStore(
    (onChange) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    () => statusOf(actor),
    () => 'checking',
  );
}
