import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JACKPOT_SETTLE_MS, listJackpots } from '../../src/bonuses/jackpots.ts';
import { jackpots } from '../../src/bonuses/schema.ts';
import { gameGroupGames, gameGroups } from '../../src/catalogue/schema.ts';
import type { Database } from '../../src/db/database.ts';
import { gameRounds } from '../../src/wallet/schema.ts';
import { activePlayer, playerIdOf } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { someGameId } from '../wallet-support.ts';

const testApp = useTestApp();

const jackpotGroupGames = (db: Database) =>
  db
    .select({ gameId: gameGroupGames.gameId })
    .from(gameGroupGames)
    .innerJoin(gameGroups, eq(gameGroups.id, gameGroupGames.groupId))
    .where(eq(gameGroups.slug, 'jackpotit'));

/** Each jackpot's amount summed from every round, as the tally must answer it (all the demo's games are active). */
async function summed(db: Database) {
  const feeding = (await jackpotGroupGames(db)).map((row) => row.gameId);
  const rows = await db.select().from(jackpots).orderBy(jackpots.id);
  return Promise.all(
    rows.map(async (jackpot) => {
      const [{ cents }] = (await db
        .select({ cents: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text` })
        .from(gameRounds)
        .where(and(inArray(gameRounds.gameId, feeding), gte(gameRounds.createdTime, jackpot.since)))) as [
        { cents: string },
      ];
      return Math.floor(jackpot.seed + (Number(cents) * jackpot.shareBasisPoints) / 10_000) / 100;
    }),
  );
}

const amounts = async (db: Database, now: number) => (await listJackpots(db, now)).map((jackpot) => jackpot.amount);

describe('the jackpots tally', () => {
  it('counts every round once as it reads only the newest, a late commit after the settling time, and starts again when a jackpot or its games change', async () => {
    const { app, db } = testApp();
    const { email } = await activePlayer(app);
    const playerId = await playerIdOf(db, email);
    const [first, second] = (await jackpotGroupGames(db)).map((row) => row.gameId) as [number, number];
    const other = await someGameId(db);
    const bet = (cents: number, gameId = first, id?: number) =>
      db
        .insert(gameRounds)
        .values({ ...(id === undefined ? {} : { id }), playerId, gameId, bet: cents, win: 0 })
        .returning({ id: gameRounds.id });

    // A round that will commit late: its id drawn now (the row removed), the row written after a call saw a higher id.
    const [late] = await bet(1);
    await db.delete(gameRounds).where(eq(gameRounds.id, late!.id));
    await bet(50_000);
    await bet(7_000, other);
    const start = Date.now();
    expect(await amounts(db, start)).toEqual(await summed(db));

    await bet(120_000);
    await bet(30_000, second);
    expect(await amounts(db, start + 1_000)).toEqual(await summed(db));

    await bet(400_000, first, late!.id);
    const withLate = await summed(db);
    // Until the settling time has passed, the round the first call could not see is not counted yet...
    expect(await amounts(db, start + 2_000)).not.toEqual(withLate);
    // ... and then it is, once: the tally counts the rounds up to the first call's again and keeps them as final.
    expect(await amounts(db, start + JACKPOT_SETTLE_MS)).toEqual(withLate);
    await bet(90_000);
    expect(await amounts(db, start + JACKPOT_SETTLE_MS + 1_000)).toEqual(await summed(db));
    expect(await amounts(db, start + 2 * JACKPOT_SETTLE_MS)).toEqual(await summed(db));
    expect(await amounts(db, start + 3 * JACKPOT_SETTLE_MS)).toEqual(await summed(db));

    // A jackpot started again: its rounds before the new start no longer count.
    await db.update(jackpots).set({ since: new Date() }).where(eq(jackpots.name, 'Pohjolan Mega'));
    await bet(60_000);
    const restarted = await summed(db);
    expect(await amounts(db, start + 3 * JACKPOT_SETTLE_MS + 1_000)).toEqual(restarted);
    expect(restarted[0]).toBeLessThan(withLate[0]!);

    // A game leaves the jackpot group: its rounds no longer feed any jackpot.
    await db.delete(gameGroupGames).where(eq(gameGroupGames.gameId, second));
    const without = await summed(db);
    expect(await amounts(db, start + 3 * JACKPOT_SETTLE_MS + 2_000)).toEqual(without);
    expect(without[1]).toBeLessThan(restarted[1]!);
  });
});
