import { assign, emit, setup } from 'xstate';
import type { Schemas } from '../api-types.ts';
import { appAction, appActor } from '../app-provided.ts';
import { LOGGED_OUT_CLEARED } from '../rules/constants.ts';
import { flowError, isNotLoggedIn } from '../rules/errors.ts';

type Player = Schemas['Player'];

export interface SessionContext {
  /** The logged-in player's id; null while logged out or unknown. */
  userId: number | null;
}

export type SessionEvent =
  /** A player answer arrived elsewhere (the login flow): logged in when it has a userId. */
  | { type: 'player.loaded'; player: Player }
  /** Load the player again (after a bank login or an auto-login). */
  | { type: 'player.reload' }
  /** Any call failed; code 115 (or HTTP 401) means the session is gone. */
  | { type: 'call.failed'; error: unknown }
  | { type: 'logout' };

export type SessionEmitted =
  /** The tracking event of a completed login. */
  | { type: 'login.complete'; userId: number }
  /** The query-cache entries to drop now that the player is logged out. */
  | { type: 'cache.clear'; keys: readonly (typeof LOGGED_OUT_CLEARED)[number][] };

const hasUserId = (player: Player) => typeof player.userId === 'number';

/**
 * The session (spec 4, Login and Logged out; 6): it owns only logged-in or logged-out, while the query cache
 * holds the data.
 *
 * - `checking` loads the player (tag `busy`: the player is loading, and the load always ends, on failure
 *   too). A player with a userId logs in and emits `login.complete` with the userId; a failure leaves the
 *   visitor logged out.
 * - `call.failed` with code 115 (or HTTP 401) logs out while checking or logged in.
 * - `logout` clears the session storage and closes the dropdown, then posts logout; logged out whether the
 *   call succeeds or fails.
 * - Entering `loggedOut` emits `cache.clear` with the entries of LOGGED_OUT_CLEARED (bonusGameRewards is kept).
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** `GET /player`, through the query cache so that the answer fills it. */
    loadPlayer: appActor<Player>('loadPlayer'),
    /** `POST /logout`. */
    logout: appActor<unknown>('logout'),
  },
  actions: {
    /** Clears the browser's session storage (stored tokens, the session timer start). */
    clearSessionStorage: appAction('clearSessionStorage'),
    /** Closes the profile dropdown. */
    closeDropdown: appAction('closeDropdown'),
    logIn: assign({ userId: (_, player: Player) => player.userId }),
    trackLogin: emit((_, player: Player) => ({ type: 'login.complete' as const, userId: player.userId })),
    forget: assign({ userId: null }),
    clearCache: emit({ type: 'cache.clear', keys: LOGGED_OUT_CLEARED }),
  },
  guards: {
    hasUserId: (_, player: Player) => hasUserId(player),
    isNotLoggedIn: ({ event }) => event.type === 'call.failed' && isNotLoggedIn(flowError(event.error)),
  },
}).createMachine({
  id: 'session',
  context: { userId: null },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      on: { 'call.failed': { guard: 'isNotLoggedIn', target: 'loggedOut' } },
      invoke: {
        id: 'loadPlayer',
        src: 'loadPlayer',
        onDone: [
          {
            guard: { type: 'hasUserId', params: ({ event }) => event.output },
            target: 'loggedIn',
            actions: [
              { type: 'logIn', params: ({ event }) => event.output },
              { type: 'trackLogin', params: ({ event }) => event.output },
            ],
          },
          { target: 'loggedOut' },
        ],
        onError: 'loggedOut',
      },
    },
    loggedIn: {
      on: {
        logout: 'loggingOut',
        'call.failed': { guard: 'isNotLoggedIn', target: 'loggedOut' },
        'player.reload': 'checking',
        'player.loaded': {
          guard: { type: 'hasUserId', params: ({ event }) => event.player },
          actions: { type: 'logIn', params: ({ event }) => event.player },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      entry: ['clearSessionStorage', 'closeDropdown'],
      invoke: { id: 'logout', src: 'logout', onDone: 'loggedOut', onError: 'loggedOut' },
    },
    loggedOut: {
      entry: ['forget', 'clearCache'],
      on: {
        'player.reload': 'checking',
        'player.loaded': {
          guard: { type: 'hasUserId', params: ({ event }) => event.player },
          target: 'loggedIn',
          actions: [
            { type: 'logIn', params: ({ event }) => event.player },
            { type: 'trackLogin', params: ({ event }) => event.player },
          ],
        },
      },
    },
  },
});
