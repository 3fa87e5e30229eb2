import { FIRST_PAGE, FREE_SPIN_PAGE_SIZE, type Locale } from '@casino/flows/rules';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  activeFreeSpins,
  completeWheelSpin,
  listJackpots,
  openCampaigns,
  spinWheel,
  toReward,
  wageredCents,
  wheelPrizes,
  wheelSpinsLeft,
  type Prize,
} from '../bonuses/bonuses.ts';
import { players } from '../db/accounts-schema.ts';
import { favouriteGames, freeSpinBonuses, recentGames } from '../db/bonus-schema.ts';
import type { Database } from '../db/database.ts';
import { readPage, totalRows } from '../db/pages.ts';
import { games, providers } from '../db/schema.ts';
import { storedPaymentDetails } from '../db/wallet-schema.ts';
import { playable, toGame } from '../catalogue/catalogue.ts';
import { ApiError } from '../http/api-error.ts';
import { requirePlayer } from '../http/session.ts';
import type { ServiceHandlers } from './types.ts';

/** Recent games listed. */
const RECENT_GAMES = 20;
/** The bonus game: round n is completed once the player has wagered n times this (50 EUR) with real money. */
const BONUS_GAME_ROUND_WAGER = 5000;

/** The bonus game's rewards, one per round in order. */
const bonusGameRewards: readonly Pick<Prize, 'reference' | 'type' | 'amount'>[] = [
  { reference: 'bg-1', type: 'bonusMoney', amount: 100 },
  { reference: 'bg-2', type: 'freeSpins', amount: 10 },
  { reference: 'bg-3', type: 'bonusMoney', amount: 200 },
  { reference: 'bg-4', type: 'freeSpins', amount: 20 },
  { reference: 'bg-5', type: 'cash', amount: 500 },
];

const OK = { success: true } as const;

/** Playable games of the player in a table of (player, game, time), newest first. */
async function playerGames(
  db: Database,
  table: typeof favouriteGames | typeof recentGames,
  time: typeof favouriteGames.createdTime | typeof recentGames.playedTime,
  playerId: number,
  limit?: number,
) {
  const query = db
    .select({ game: games })
    .from(table)
    .innerJoin(games, eq(games.id, table.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(table.playerId, playerId), playable))
    .orderBy(desc(time), desc(games.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return { success: true, games: rows.map(({ game }) => toGame(game)) };
}

/** Remembers that the player launched or played a game now. */
export async function recordRecentGame(db: Database, playerId: number, gameId: number): Promise<void> {
  const playedTime = new Date();
  await db
    .insert(recentGames)
    .values({ playerId, gameId, playedTime })
    .onConflictDoUpdate({ target: [recentGames.playerId, recentGames.gameId], set: { playedTime } });
}

const gameIdOf = (request: FastifyRequest) => (request.body as { gameId: number }).gameId;

/** Free spins, campaigns, the bonus wheel, the bonus game, favourites, recent games and jackpots (openapi/player.yaml). */
export function bonusHandlers(db: Database): ServiceHandlers {
  return {
    getFreeSpins: async (request) => {
      const { playerId } = await requirePlayer(request);
      const page = (request.query as { page?: number }).page ?? FIRST_PAGE;
      const { rows, total, pageCount } = await readPage(
        (limit, offset) =>
          db
            .select({ bonus: freeSpinBonuses, game: games, total: totalRows })
            .from(freeSpinBonuses)
            .innerJoin(games, eq(games.id, freeSpinBonuses.gameId))
            .where(activeFreeSpins(playerId))
            .orderBy(desc(freeSpinBonuses.createdTime), desc(freeSpinBonuses.id))
            .limit(limit)
            .offset(offset),
        page,
        FREE_SPIN_PAGE_SIZE,
      );
      return {
        success: true,
        bonuses: { count: total },
        pageCount,
        transactions: rows.map(({ bonus, game }) => ({
          freeSpinsBonusId: bonus.id,
          name: bonus.name,
          games: [{ translation: game.name, friendlyName: game.friendlyName }],
          freeSpins: bonus.remaining,
          total: bonus.total,
          turnoverFactor: bonus.turnoverFactor,
          expirationTime: bonus.expirationTime.toISOString(),
          createdTime: bonus.createdTime.toISOString(),
          cancellable: bonus.cancellable,
        })),
      };
    },

    cancelFreeSpins: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { freeSpinsBonusId } = request.body as { freeSpinsBonusId: number };
      const [cancelled] = await db
        .update(freeSpinBonuses)
        .set({ status: 'cancelled' })
        .where(
          and(
            eq(freeSpinBonuses.id, freeSpinsBonusId),
            activeFreeSpins(playerId),
            eq(freeSpinBonuses.cancellable, true),
          ),
        )
        .returning({ id: freeSpinBonuses.id });
      if (!cancelled)
        throw ApiError.of('invalidField', 'No cancellable bonus has this id', { field: 'freeSpinsBonusId' });
      return OK;
    },

    getDepositCampaigns: async (request) => {
      const { playerId } = await requirePlayer(request);
      const [stored] = await db
        .select({ reference: storedPaymentDetails.reference })
        .from(storedPaymentDetails)
        .where(eq(storedPaymentDetails.playerId, playerId))
        .limit(1);
      if (!stored) throw ApiError.of('paymentDetailsMissing', 'Add your payment details with a first deposit');
      const [player] = await db.select({ language: players.language }).from(players).where(eq(players.id, playerId));
      const locale = player?.language as Locale;
      return {
        success: true,
        campaigns: (await openCampaigns(db, playerId)).map((campaign) => ({
          campaignId: campaign.id,
          title: campaign.titles[locale] ?? campaign.titles.en,
          minDepositAmount: campaign.minDeposit / 100,
          maxPromoLimit: campaign.maxPromo / 100,
          freeSpinAmount: campaign.freeSpins,
          turnoverFactor: campaign.turnoverFactor,
        })),
      };
    },

    getBonusWheelSpins: async (request) => {
      const { playerId } = await requirePlayer(request);
      return {
        success: true,
        available_spins: await wheelSpinsLeft(db, playerId),
        maxPrizes: wheelPrizes.map(toReward),
      };
    },

    spinBonusWheel: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { reference, prize, left } = await spinWheel(db, playerId);
      return { success: true, reference, prize: toReward(prize), available_spins: left };
    },

    completeBonusWheel: async (request) => {
      const { playerId } = await requirePlayer(request);
      await completeWheelSpin(db, playerId, (request.body as { reference: string }).reference);
      return OK;
    },

    getBonusGameProgress: async (request) => {
      const { playerId } = await requirePlayer(request);
      const done = Math.floor((await wageredCents(db, playerId)) / BONUS_GAME_ROUND_WAGER);
      return {
        success: true,
        rounds: bonusGameRewards.map((reward, index) => ({
          round: index + 1,
          completed: index < done,
          reward: index < done ? toReward(reward) : null,
        })),
      };
    },

    getBonusGameRewards: async (request) => {
      await requirePlayer(request);
      return { success: true, rewards: bonusGameRewards.map(toReward) };
    },

    getFavouriteGames: async (request) => {
      const { playerId } = await requirePlayer(request);
      return playerGames(db, favouriteGames, favouriteGames.createdTime, playerId);
    },

    addFavouriteGame: async (request) => {
      const { playerId } = await requirePlayer(request);
      const gameId = gameIdOf(request);
      const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
      if (!game) throw ApiError.of('gameNotFound', 'Game not found');
      await db.insert(favouriteGames).values({ playerId, gameId }).onConflictDoNothing();
      return OK;
    },

    removeFavouriteGame: async (request) => {
      const { playerId } = await requirePlayer(request);
      await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameIdOf(request))));
      return OK;
    },

    getRecentGames: async (request) => {
      const { playerId } = await requirePlayer(request);
      return playerGames(db, recentGames, recentGames.playedTime, playerId, RECENT_GAMES);
    },

    getJackpots: async () => ({ success: true, jackpots: await listJackpots(db) }),
  };
}
