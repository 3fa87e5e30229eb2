import { DAY_MS } from '@casino/flows/rules';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import { games } from '../catalogue/schema.ts';
import type { Database, Tx } from '../db/database.ts';
import { HISTORY_PAGE_SIZE, readPage, totalRows } from '../db/pages.ts';
import { gameRounds } from './schema.ts';

/** Which of the player's rounds the game history lists: of one game, from and to a day (`YYYY-MM-DD`, included). */
export interface RoundFilter {
  gameId?: number;
  from?: string;
  to?: string;
}

/** A page of the player's game rounds matching `filter`, each with its game's name, newest first. */
export function gameRoundsPage(db: Database | Tx, playerId: number, filter: RoundFilter, page: number) {
  const where = and(
    eq(gameRounds.playerId, playerId),
    filter.gameId === undefined ? undefined : eq(gameRounds.gameId, filter.gameId),
    filter.from === undefined ? undefined : gte(gameRounds.createdTime, new Date(`${filter.from}T00:00:00Z`)),
    filter.to === undefined
      ? undefined
      : lt(gameRounds.createdTime, new Date(new Date(`${filter.to}T00:00:00Z`).getTime() + DAY_MS)),
  );
  return readPage(
    (limit, offset) =>
      db
        .select({ round: gameRounds, name: games.name, total: totalRows })
        .from(gameRounds)
        .innerJoin(games, eq(games.id, gameRounds.gameId))
        .where(where)
        .orderBy(desc(gameRounds.createdTime), desc(gameRounds.id))
        .limit(limit)
        .offset(offset),
    page,
    HISTORY_PAGE_SIZE,
  );
}
