import { FREE_SPIN_PAGE_SIZE } from '@casino/flows/rules';
import { and, desc, eq } from 'drizzle-orm';
import { games } from '../catalogue/schema.ts';
import type { Database, Tx } from '../db/database.ts';
import { readPage, totalRows } from '../db/pages.ts';
import { activeFreeSpins } from './bonuses.ts';
import { freeSpinBonuses } from './schema.ts';

/** A page of the player's active free-spin bonuses, each with its game, newest first. */
export function freeSpinsPage(db: Database | Tx, playerId: number, page: number) {
  return readPage(
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
}

/** Cancels an active, cancellable free-spin bonus of the player; false when it has none with this id. */
export async function cancelFreeSpins(db: Database | Tx, playerId: number, bonusId: number): Promise<boolean> {
  const [cancelled] = await db
    .update(freeSpinBonuses)
    .set({ status: 'cancelled' })
    .where(and(eq(freeSpinBonuses.id, bonusId), activeFreeSpins(playerId), eq(freeSpinBonuses.cancellable, true)))
    .returning({ id: freeSpinBonuses.id });
  return cancelled !== undefined;
}
