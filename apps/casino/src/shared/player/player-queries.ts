import { unwrap, type Api, type PlayerComponents } from '@casino/api-client';
import {
  BALANCE_POLL_MS,
  FAVOURITE_GAMES_POLL_MS,
  FIRST_PAGE,
  FREE_SPINS_POLL_MS,
  LIMITS_POLL_MS,
  RECENT_GAMES_POLL_MS,
  WITHDRAWAL_STEPS_POLL_MS,
  withdrawalUnderWay,
  type LOGGED_OUT_CLEARED,
} from '@casino/flows';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { jackpotsQuery } from '../content/queries';

/**
 * The player's data (spec 7, after login), loaded in the browser only: a page's HTML never depends on who asks.
 * Keys start with 'player' and end with the name spec 4 uses, so a logout clears exactly LOGGED_OUT_CLEARED.
 * Polling stops while the tab is hidden and refreshes once when it is back (TanStack's focus manager).
 */
type Schemas = PlayerComponents['schemas'];
export type Limits = Schemas['Limits'];
type ClearedName = (typeof LOGGED_OUT_CLEARED)[number];
/** The player's data of spec 4 (profile state) by name; the paged lists add their page after it. */
export type PlayerDataName =
  | ClearedName
  | 'favourites'
  | 'recentGames'
  | 'activity'
  | 'withdraws'
  | 'gameTransactions'
  | 'verification'
  | 'avatar'
  | 'documents'
  | 'bonusGameRounds'
  | 'bonusGameRewards'
  | 'paymentMethods'
  | 'realityCheck'
  | 'smsHistory'
  | 'spending';
export const playerKey = (name: PlayerDataName) => ['player', name] as const;

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

/**
 * The reality check's interval (GET /player/limit/realityCheck/reset, polled with the limits every 5 s while logged
 * in, spec 9): the reminder counts on the player's device, and this tells it when the interval changes.
 */
export const realityCheckQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('realityCheck'),
    queryFn: (): Promise<Schemas['RealityCheck']> => unwrap(api.player.GET('/player/limit/realityCheck/reset')),
    refetchInterval: LIMITS_POLL_MS,
    staleTime: 0,
  });

/**
 * The spending overview with the current session's play (GET /player/spending, an extension), asked afresh whenever
 * a page or the reality check that shows it opens.
 */
export const spendingQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('spending'),
    queryFn: (): Promise<Schemas['Spending']> => unwrap(api.player.GET('/player/spending')),
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

/**
 * A page of the free-spin bonuses (10 a page), polled every 10 s (spec 9); page 1 after login, whose count is part of
 * the profile badge.
 */
export const freeSpinsQuery = (api: Api, page: number = FIRST_PAGE) =>
  queryOptions({
    queryKey: [...playerKey('freeSpins'), page] as const,
    queryFn: (): Promise<Schemas['FreeSpinBonusPage']> =>
      unwrap(api.player.GET('/player/bonuses/freeSpins', { params: { query: { page } } })),
    refetchInterval: FREE_SPINS_POLL_MS,
  });

/** The active deposit campaigns: their count is the rest of the profile badge. */
export const campaignsQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('campaigns'),
    queryFn: async () => (await unwrap(api.player.GET('/campaigns/depositCampaigns'))).campaigns,
  });

/** The player's activities (spec 3): their count decides where the first login lands. */
const activityQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('activity'),
    queryFn: (): Promise<Schemas['Activity']> => unwrap(api.player.GET('/player/activity')),
  });

/** Loyalty points and level. */
export const loyaltyQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('loyalty'),
    queryFn: () => unwrap(api.player.GET('/player/loyalty')),
  });

/** A page of the player's deposits, newest first (page 1 after login: its newest ok deposit sets the presets). */
export const depositsQuery = (api: Api, page: number = FIRST_PAGE) =>
  queryOptions({
    queryKey: [...playerKey('deposits'), page] as const,
    queryFn: () => unwrap(api.player.GET('/transactions/deposits', { params: { query: { page } } })),
  });

/**
 * A page of the player's withdrawals, newest first; polled every 10 s while one on it is still under way (requested
 * or approved, not yet paid), so that its steps move on as the payment provider takes them.
 */
export const withdrawsQuery = (api: Api, page: number = FIRST_PAGE) =>
  queryOptions({
    queryKey: [...playerKey('withdraws'), page] as const,
    queryFn: () => unwrap(api.player.GET('/transactions/withdrawals', { params: { query: { page } } })),
    refetchInterval: (query) =>
      query.state.data?.transactions.some((row) => withdrawalUnderWay(row.steps ?? []))
        ? WITHDRAWAL_STEPS_POLL_MS
        : false,
  });

/** A page of the player's game actions (bets and wins), newest first. */
export const gameTransactionsQuery = (api: Api, page: number = FIRST_PAGE) =>
  queryOptions({
    queryKey: [...playerKey('gameTransactions'), page] as const,
    queryFn: () => unwrap(api.player.GET('/transactions/games', { params: { query: { page } } })),
  });

/** What of the player is verified (e-mail, phone, identity). */
export const verificationQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('verification'),
    queryFn: () => unwrap(api.player.GET('/verification/status')),
  });

/** The player's avatar (the '/api' client); default 1 (spec 3). */
export const avatarQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('avatar'),
    queryFn: () => unwrap(api.avatar.GET('/user/avatar')),
  });

/** The player's uploaded documents. */
export const documentsQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('documents'),
    queryFn: () => unwrap(api.player.GET('/player/documents')),
  });

/** The bonus game's rounds (its t parameter busts caches: the query asks again when it refetches). */
const bonusGameRoundsQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('bonusGameRounds'),
    queryFn: () => unwrap(api.player.GET('/bonus-game/progress', { params: { query: { t: Date.now() } } })),
  });

/**
 * Spec 7, refresh after login: the 15 sets that load once the player has logged in, beside the player itself. The
 * bonus game's rounds are skipped on the bonus game page, which loads them itself.
 */
export function refreshAfterLogin(
  api: Api,
  queryClient: QueryClient,
  { onBonusGamePage }: { onBonusGamePage: boolean },
) {
  const sets = [
    balanceQuery(api),
    limitsQuery(api),
    depositsQuery(api),
    loyaltyQuery(api),
    activityQuery(api),
    withdrawsQuery(api),
    verificationQuery(api),
    gameTransactionsQuery(api),
    favouritesQuery(api),
    recentGamesQuery(api),
    campaignsQuery(api),
    freeSpinsQuery(api),
    avatarQuery(api),
    jackpotsQuery(api),
    ...(onBonusGamePage ? [] : [bonusGameRoundsQuery(api)]),
  ];
  // Each set fails on its own (a failed load leaves its spec 4 default), and none blocks the others. The sets' data
  // types differ, which TanStack's option types cannot hold in one list: the cast forgets only the data type.
  for (const set of sets) void queryClient.prefetchQuery(set as Parameters<QueryClient['prefetchQuery']>[0]);
}

/** Whether a query holds the player's data that a logout drops: all of it but the bonus game's rewards (spec 4). */
export const isClearedAtLogout = (queryKey: readonly unknown[]): boolean =>
  queryKey[0] === 'player' && queryKey[1] !== 'bonusGameRewards';

/**
 * The payment methods with the player's stored payment details (spec 7, GET /payment/methods): the deposit page
 * confirms with methods[0]'s reference. Loaded afresh each time the page opens; a logout drops it with the player's
 * other data.
 */
export const playerPaymentMethodsQuery = (api: Api) =>
  queryOptions({
    queryKey: playerKey('paymentMethods'),
    queryFn: async () => (await unwrap(api.player.GET('/payment/methods'))).methods,
    staleTime: 0,
  });
