import { AppError, onNotLoggedIn, unwrap, type Api } from '@casino/api-client';
import { ERROR_CODES, sessionMachine } from '@casino/flows';
import type { QueryClient } from '@tanstack/react-query';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Inspect } from '../../app/inspect';
import { matchLocalizedRoute } from '../../app/routes';
import { isClearedAtLogout, playerQuery, refreshAfterLogin } from '../player/player-queries';
import { track } from '../../app/tracking';
import { clearSignedInHint, hasSignedInHint } from './signed-in-hint';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

interface SessionServices {
  api: Api;
  queryClient: QueryClient;
  inspect?: Inspect;
}

/**
 * Starts the session machine (spec 4, Login and Logged out) with the app's effects: it loads the player through the
 * query cache, logs out on any 115 the api client raises, drops what spec 4 lists (and the player's game lists) from
 * the cache when the player is logged out, and reports a completed login to tracking. Returns the actor and its stop.
 */
export function startSession({ api, queryClient, inspect }: SessionServices): {
  actor: SessionActor;
  stop: () => void;
} {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        // Without the server's signed-in hint there is no session to load: a visitor's browser asks nothing.
        loadPlayer: fromPromise(async () => {
          if (!hasSignedInHint()) throw new AppError({ errorCode: ERROR_CODES.notLoggedIn, status: 401 });
          return queryClient.fetchQuery(playerQuery(api));
        }),
        // The hint goes with the session: the player logged out here (the server clears it too).
        logout: fromPromise<unknown, void>(() => unwrap(api.player.POST('/logout')).finally(clearSignedInHint)),
      },
      actions: {
        clearSessionStorage: () => sessionStorage.clear(),
        // The profile dropdown of a later issue closes here; today the header has no dropdown to close.
        closeDropdown: () => undefined,
      },
    }),
    { inspect },
  );
  // Spec 4 names what a logout clears; the panel's lists (withdrawals, game actions, documents …) go too, so nothing
  // of the player stays in a shared browser. Only the bonus game's rewards stay. The signed-in hint is not touched
  // here: a visitor's session is logged out too, and a hint the server set meanwhile (a Pay N Play deposit's answer,
  // arriving while the session looked for one) is the new session's, which the deposit's return then loads.
  const cleared = actor.on('cache.clear', () =>
    queryClient.removeQueries({ predicate: ({ queryKey }) => isClearedAtLogout(queryKey) }),
  );
  const tracked = actor.on('login.complete', ({ userId }) => {
    track({ event: 'login.complete', userId });
    refreshAfterLogin(api, queryClient, {
      onBonusGamePage: matchLocalizedRoute(window.location.pathname)?.name === 'BONUSGAME',
    });
  });
  // The server has no session for this browser (115): the hint is stale, so the next page asks for no player.
  const unauthenticated = onNotLoggedIn((error) => {
    clearSignedInHint();
    actor.send({ type: 'call.failed', error });
  });
  actor.start();
  return {
    actor,
    stop: () => {
      cleared.unsubscribe();
      tracked.unsubscribe();
      unauthenticated();
      actor.stop();
    },
  };
}
