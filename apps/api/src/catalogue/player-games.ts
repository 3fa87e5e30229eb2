import { and, desc, eq } from 'drizzle-orm';
import type { PlayerSchemas, ServiceHandlers } from '../contract/handler-types.ts';
import { favouriteGames, recentGames, games, providers } from './schema.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import { playable, toGame } from './catalogue.ts';

/** Recent games listed. */
const RECENT_GAMES = 20;

/** Playable games of the player in a table of (player, game, time), newest first. */
async function playerGames(
  db: Database,
  table: typeof favouriteGames | typeof recentGames,
  time: typeof favouriteGames.createdTime | typeof recentGames.playedTime,
  playerId: number,
  limit?: number,
): Promise<PlayerSchemas['Envelope'] & { games: PlayerSchemas['Game'][] }> {
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

/** The player's favourite and recent games (openapi/player.yaml). */
export function playerGameHandlers(db: Database): ServiceHandlers<'player'> {
  return {
    getFavouriteGames: async (request) => {
      const { playerId } = await requirePlayer(request);
      return playerGames(db, favouriteGames, favouriteGames.createdTime, playerId);
    },

    addFavouriteGame: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { gameId } = request.body;
      const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, gameId));
      if (!game) throw ApiError.of('gameNotFound', 'Game not found');
      await db.insert(favouriteGames).values({ playerId, gameId }).onConflictDoNothing();
      return OK;
    },

    removeFavouriteGame: async (request) => {
      const { playerId } = await requirePlayer(request);
      await db
        .delete(favouriteGames)
        .where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, request.body.gameId)));
      return OK;
    },

    getRecentGames: async (request) => {
      const { playerId } = await requirePlayer(request);
      return playerGames(db, recentGames, recentGames.playedTime, playerId, RECENT_GAMES);
    },
  };
}
