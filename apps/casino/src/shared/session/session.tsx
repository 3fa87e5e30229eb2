import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useApi } from '../../app/api';
import { useInspect } from '../../app/inspect';
import type { SessionActor } from './session-actor';
import { onFirstInteraction } from '../../lib/first-interaction';
import { whenIdle } from '../../lib/when-idle';
import { useHydrating } from '../../lib/hydrate-when-idle';
import { hasSignedInHint } from './signed-in-hint';

export type SessionStatus = 'checking' | 'loggedIn' | 'loggedOut';

interface Session {
  actor: SessionActor | null;
  /** No signed-in hint in this browser (read once after hydration): a visitor's, logged out before the actor runs. */
  visitor: boolean;
  /** Starts a visitor's session before the first interaction: a part that needs the actor has mounted. */
  start: () => void;
}

const SessionContext = createContext<Session>({ actor: null, visitor: false, start: () => undefined });

/**
 * Runs the session for the whole app (session-actor.ts). The machine and xstate load after hydration, so that the
 * first page's JavaScript carries neither: until then, as while the player loads, the status is 'checking' (on the
 * server too, so the HTML never depends on who asks). A player's (the signed-in hint) loads when the page is idle
 * after its hydration; a visitor's at the page's first interaction, or when a part that needs it mounts (the login
 * form, a return from the bank), as a visitor's session has nothing to do until one logs in. A visitor's
 * 'loggedOut' after hydration renders as a transition, in slices: read straight from the hint as the status's
 * snapshot, it differed from the server's and React re-rendered every reader at once (each rail of the lobby), a
 * 470 ms task on a throttled phone. (The actor's arrival stays an ordinary update: as a transition, the panel's lazy
 * parts held it back and the panel never opened.)
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const inspect = useInspect();
  const [actor, setActor] = useState<SessionActor | null>(null);
  const [visitor, setVisitor] = useState(false);
  const hydrating = useHydrating();
  const [byHydration] = useState(hydrating);

  useEffect(() => {
    if (!hasSignedInHint()) startTransition(() => setVisitor(true));
  }, []);

  // Whether a part asked for the session, and what starts it (once per run of the effect below).
  const requested = useRef(false);
  const begin = useRef<() => void>(() => undefined);
  const start = useCallback(() => {
    requested.current = true;
    begin.current();
  }, []);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    begin.current = () => {
      if (started || cancelled) return;
      started = true;
      void import('./session-actor').then(({ startSession }) => {
        if (cancelled) return;
        const session = startSession({ api, queryClient, inspect });
        stop = session.stop;
        setActor(session.actor);
      });
    };
    // A player's session on a hydrated page starts once the page is idle: the actor's arrival is an update above the
    // frame's Suspense boundaries (SiteLayout), and one reaching a boundary React has not hydrated yet hydrates it at
    // that update's priority, the rest of the page in one long task (on a throttled phone 300-500 ms). A page
    // rendered in the browser (a story) has nothing to hydrate: it starts at once.
    const player = hasSignedInHint();
    const waiting =
      requested.current || (player && !byHydration)
        ? undefined
        : player
          ? whenIdle(begin.current)
          : onFirstInteraction(begin.current);
    if (!waiting) begin.current();
    return () => {
      cancelled = true;
      waiting?.();
      stop?.();
    };
  }, [api, queryClient, inspect, byHydration]);

  const session = useMemo(() => ({ actor, visitor, start }), [actor, visitor, start]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

/** The session actor once it runs (null before), to send it `logout` or a `player.loaded`; a visitor's starts now. */
export function useSessionActor(): SessionActor | null {
  const { actor, start } = use(SessionContext);
  useEffect(start, [start]);
  return actor;
}

/**
 * Before the session's code has loaded, a browser without the signed-in hint is a visitor's: the session would find
 * no player, so the page shows the log-in button at once instead of an empty header while xstate and the machine load
 * (seconds on a slow phone).
 */
const statusOf = ({ actor, visitor }: Session): SessionStatus => {
  if (!actor) return visitor ? 'loggedOut' : 'checking';
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
  const session = use(SessionContext);
  const { actor } = session;
  return useSyncExternalStore(
    (onChange) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    () => statusOf(session),
    () => 'checking',
  );
}
