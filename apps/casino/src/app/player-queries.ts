import { unwrap, type Api, type PlayerComponents } from '@casino/api-client';
import {
  BALANCE_POLL_MS,
  FAVOURITE_GAMES_POLL_MS,
  LIMITS_POLL_MS,
  RECENT_GAMES_POLL_MS,
  type LOGGED_OUT_CLEARED,
} from '@casino/flows';
import { queryOptions } from '@tanstack/react-query';

/**
 * The player's data (spec 7, after login), loaded in the browser only: a page's HTML never depends on who asks.
 * Keys start with 'player' and end with the name spec 4 uses, so a logout clears exactly LOGGED_OUT_CLEARED.
 * Polling stops while the tab is hidden and refreshes once when it is back (TanStack's focus manager).
 */
type Schemas = PlayerComponents['schemas'];
export type Limits = Schemas['Limits'];
type ClearedName = (typeof LOGGED_OUT_CLEARED)[number];
export const playerKey = (name: ClearedName | 'favourites' | 'recentGames' | 'activity') => ['player', name] as const;

export const playerQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('player'),
    queryFn: (): Promise<Schemas['Player']> => unwrap(api.player.GET('/player')),
    staleTime: 0,
  });

export const balanceQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('balance'),
    queryFn: (): Promise<Schemas['Balance']> => unwrap(api.player.GET('/player/balance')),
    refetchInterval: BALANCE_POLL_MS,
    staleTime: 0,
  });

export const limitsQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('limits'),
    queryFn: (): Promise<Limits> => unwrap(api.player.GET('/player/limits')),
    refetchInterval: LIMITS_POLL_MS,
    staleTime: 0,
  });

export const favouritesQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('favourites'),
    queryFn: () => unwrap(api.player.GET('/games/favourites')),
    refetchInterval: FAVOURITE_GAMES_POLL_MS,
  });

export const recentGamesQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('recentGames'),
    queryFn: () => unwrap(api.player.GET('/games/RecentGames')),
    refetchInterval: RECENT_GAMES_POLL_MS,
  });
