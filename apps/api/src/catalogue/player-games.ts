import type { ServiceHandlers } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { OK } from '../http/envelope.ts';
import { requirePlayer } from '../accounts/sessions.ts';
import {
  addFavouriteGame,
  gameExists,
  listFavouriteGames,
  listRecentGames,
  removeFavouriteGame,
} from './repository.ts';

/** Recent games listed. */
const RECENT_GAMES = 20;

/** The player's favourite and recent games (openapi/player.yaml). */
export function playerGameHandlers(db: Database): ServiceHandlers<'player'> {
  return {
    getFavouriteGames: async (request) => {
      const { playerId } = await requirePlayer(request);
      return { success: true, games: await listFavouriteGames(db, playerId) };
    },

    addFavouriteGame: async (request) => {
      const { playerId } = await requirePlayer(request);
      const { gameId } = request.body;
      if (!(await gameExists(db, gameId))) throw ApiError.of('gameNotFound', 'Game not found');
      await addFavouriteGame(db, playerId, gameId);
      return OK;
    },

    removeFavouriteGame: async (request) => {
      const { playerId } = await requirePlayer(request);
      await removeFavouriteGame(db, playerId, request.body.gameId);
      return OK;
    },

    getRecentGames: async (request) => {
      const { playerId } = await requirePlayer(request);
      return { success: true, games: await listRecentGames(db, playerId, RECENT_GAMES) };
    },
  };
}
