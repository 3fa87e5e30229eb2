import { unwrap, type Api, type PlayerComponents } from '@casino/api-client';
import {
  BALANCE_POLL_MS,
  FAVOURITE_GAMES_POLL_MS,
  FIRST_PAGE,
  FREE_SPINS_POLL_MS,
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

/** The bonus wheel's spins (GET /bonuswheel/spin): the wheel's badge. */
export const bonusWheelSpinsQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('bonusWheelSpins'),
    queryFn: (): Promise<Schemas['BonusWheelSpins']> => unwrap(api.player.GET('/bonuswheel/spin')),
  });

/** The first page of the free-spin bonuses, polled every 10 s (spec 9): their count is part of the profile badge. */
export const freeSpinsQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('freeSpins'),
    queryFn: (): Promise<Schemas['FreeSpinBonusPage']> =>
      unwrap(api.player.GET('/player/bonuses/freeSpins', { params: { query: { page: FIRST_PAGE } } })),
    refetchInterval: FREE_SPINS_POLL_MS,
  });

/** The active deposit campaigns: their count is the rest of the profile badge. */
export const campaignsQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('campaigns'),
    queryFn: async () => (await unwrap(api.player.GET('/campaigns/depositCampaigns'))).campaigns,
  });
