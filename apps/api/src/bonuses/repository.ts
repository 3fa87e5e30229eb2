import { FREE_SPIN_PAGE_SIZE } from '@casino/flows/rules';
import { and, asc, desc, eq, getTableColumns, gt, gte, inArray, isNull, notInArray, sql, type SQL } from 'drizzle-orm';
import { gameGroupGames, gameGroups, games, providers } from '../catalogue/schema.ts';
import type { Database, Tx } from '../db/database.ts';
import { readPage, totalRows } from '../db/pages.ts';
import { gameRounds } from '../wallet/schema.ts';
import { bonusGameCredits, campaignClaims, depositCampaigns, freeSpinBonuses, jackpots, wheelSpins } from './schema.ts';

/** The active free-spin bonuses of a player (not cancelled, spins left, not expired). */
const activeFreeSpins = (playerId: number) =>
  and(
    eq(freeSpinBonuses.playerId, playerId),
    eq(freeSpinBonuses.status, 'active'),
    gt(freeSpinBonuses.remaining, 0),
    gt(freeSpinBonuses.expirationTime, sql`now()`),
  );

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

/**
 * The game free spins are played on (reads the catalogue): the first playable game of the book-games group, else the
 * first playable one; undefined when no game is playable.
 */
export async function freeSpinGameId(db: Database | Tx): Promise<number | undefined> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .leftJoin(gameGroupGames, eq(gameGroupGames.gameId, games.id))
    .leftJoin(gameGroups, and(eq(gameGroups.id, gameGroupGames.groupId), eq(gameGroups.slug, 'kirjapelit')))
    .where(and(eq(games.active, true), eq(providers.active, true)))
    .orderBy(sql`${gameGroups.id} is null`, asc(games.id))
    .limit(1);
  return row?.id;
}

/** Grants a free-spin bonus; does nothing when its `source` has granted one to the player already. */
export async function insertFreeSpinBonus(db: Database | Tx, bonus: typeof freeSpinBonuses.$inferInsert) {
  await db.insert(freeSpinBonuses).values(bonus).onConflictDoNothing();
}

/** The player's active free-spin bonus on this game that expires first; undefined when none has spins left. */
export async function nextFreeSpinBonus(db: Database | Tx, playerId: number, gameId: number) {
  const [bonus] = await db
    .select()
    .from(freeSpinBonuses)
    .where(and(activeFreeSpins(playerId), eq(freeSpinBonuses.gameId, gameId)))
    .orderBy(asc(freeSpinBonuses.expirationTime), asc(freeSpinBonuses.id))
    .limit(1);
  return bonus;
}

/** Sets the spins a free-spin bonus has left. */
export async function setFreeSpinsRemaining(db: Database | Tx, bonusId: number, remaining: number): Promise<void> {
  await db.update(freeSpinBonuses).set({ remaining }).where(eq(freeSpinBonuses.id, bonusId));
}

/** Free spins the player has left on a game. */
export async function freeSpinsLeft(db: Database | Tx, playerId: number, gameId: number): Promise<number> {
  const [row] = await db
    .select({ spins: sql<number>`coalesce(sum(${freeSpinBonuses.remaining}), 0)::int` })
    .from(freeSpinBonuses)
    .where(and(activeFreeSpins(playerId), eq(freeSpinBonuses.gameId, gameId)));
  return Number(row?.spins ?? 0);
}

/** How many bonus-wheel spins the player has used. */
export async function wheelSpinsUsed(db: Database | Tx, playerId: number): Promise<number> {
  const [used] = await db
    .select({ spins: sql<number>`count(*)::int` })
    .from(wheelSpins)
    .where(eq(wheelSpins.playerId, playerId));
  return Number(used?.spins ?? 0);
}

/** Records a used bonus-wheel spin and the prize it drew, not yet credited. */
export async function insertWheelSpin(db: Database | Tx, spin: typeof wheelSpins.$inferInsert): Promise<void> {
  await db.insert(wheelSpins).values(spin);
}

/** Marks the player's spin of this reference completed; undefined when it is unknown or was completed already. */
export async function completeWheelSpinRow(db: Database | Tx, playerId: number, reference: string) {
  const [spin] = await db
    .update(wheelSpins)
    .set({ completedTime: new Date() })
    .where(
      and(eq(wheelSpins.reference, reference), eq(wheelSpins.playerId, playerId), isNull(wheelSpins.completedTime)),
    )
    .returning();
  return spin;
}

/** The bonus-game rounds whose reward the player has been credited. */
export async function creditedBonusGameRounds(db: Database | Tx, playerId: number): Promise<number[]> {
  const credited = await db
    .select({ round: bonusGameCredits.round })
    .from(bonusGameCredits)
    .where(eq(bonusGameCredits.playerId, playerId));
  return credited.map((row) => row.round);
}

/** Records that the player has been credited the reward of a bonus-game round. */
export async function insertBonusGameCredit(db: Database | Tx, playerId: number, round: number): Promise<void> {
  await db.insert(bonusGameCredits).values({ playerId, round });
}

/** The campaigns a player may still use (each once). */
export async function openCampaigns(db: Database | Tx, playerId: number) {
  const claimed = db
    .select({ id: campaignClaims.campaignId })
    .from(campaignClaims)
    .where(eq(campaignClaims.playerId, playerId));
  return db
    .select()
    .from(depositCampaigns)
    .where(and(eq(depositCampaigns.active, true), notInArray(depositCampaigns.id, claimed)))
    .orderBy(asc(depositCampaigns.minDeposit), asc(depositCampaigns.id));
}

/** A deposit campaign by id. */
export async function depositCampaign(db: Database | Tx, campaignId: number) {
  const [campaign] = await db.select().from(depositCampaigns).where(eq(depositCampaigns.id, campaignId));
  return campaign;
}

/**
 * Reserves the campaign for the deposit with this reference (after checkCampaign); a newer deposit naming the same
 * campaign takes over a reservation not yet credited. The bonus is credited with the deposit (creditDepositCampaign).
 */
export async function reserveCampaign(
  db: Database | Tx,
  playerId: number,
  campaignId: number,
  paymentReference: string,
) {
  await db
    .insert(campaignClaims)
    .values({ playerId, campaignId, paymentReference })
    .onConflictDoUpdate({
      target: [campaignClaims.playerId, campaignClaims.campaignId],
      set: { paymentReference, createdTime: new Date() },
      setWhere: isNull(campaignClaims.creditedTime),
    });
}

/** Marks credited the campaign the deposit of this reference reserved; undefined when none waits for it. */
export async function creditCampaignClaim(db: Database | Tx, playerId: number, paymentReference: string) {
  const [claim] = await db
    .update(campaignClaims)
    .set({ creditedTime: new Date() })
    .where(
      and(
        eq(campaignClaims.paymentReference, paymentReference),
        eq(campaignClaims.playerId, playerId),
        isNull(campaignClaims.creditedTime),
      ),
    )
    .returning();
  return claim;
}

/** The playable games of the `jackpotit` group (reads the catalogue), which feed every jackpot. */
const jackpotGames = (db: Database | Tx) =>
  db
    .select({ id: games.id })
    .from(gameGroupGames)
    .innerJoin(gameGroups, eq(gameGroups.id, gameGroupGames.groupId))
    .innerJoin(games, eq(games.id, gameGroupGames.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(gameGroups.slug, 'jackpotit'), eq(games.active, true), eq(providers.active, true)));

/** The ids of the games that feed every jackpot, in the group's order. */
export async function jackpotGameIds(db: Database | Tx): Promise<number[]> {
  const rows = await jackpotGames(db).orderBy(asc(gameGroupGames.position));
  return rows.map((row) => row.id);
}

/**
 * Every jackpot, in id order, with the bets on the jackpot games since it started of the rounds after `from` (the
 * rounds' id), in cents: `upTo` those up to the id `upTo`, `after` those after it. `last` is the id of the last round
 * of any game (none: null), so that the next call starts after it even when no round fed a jackpot; `games` a digest
 * of the jackpot games' ids, to notice when the group changes. Reads the rounds after `from` only, through the rounds'
 * primary key (the tally of `./jackpots.ts`). One statement, its games a subquery: with a catalogue of 5,000 games
 * their ids (830) as parameters cost drizzle and the database some 15 ms of a home render. A prepared query, one per
 * database: PostgreSQL planned it in 3.3 ms at every call, and ran it in 1.3.
 */
const prepareJackpotBets = (db: Database) => {
  const [from, upTo] = [sql.placeholder('from'), sql.placeholder('upTo')];
  const feeding = jackpotGames(db).as('feeding');
  const tail = db.$with('tail').as(
    db
      .select({ id: gameRounds.id, bet: gameRounds.bet, createdTime: gameRounds.createdTime })
      .from(gameRounds)
      .where(
        and(
          gt(gameRounds.id, from),
          inArray(gameRounds.gameId, db.select({ id: feeding.id }).from(feeding)),
          gte(gameRounds.createdTime, sql`(select min(${jackpots.since}) from ${jackpots})`),
        ),
      ),
  );
  const cents = (filter: SQL) =>
    sql<number>`coalesce(sum(${tail.bet}) filter (where ${filter}), 0)::text`.mapWith(Number);
  return db
    .with(tail)
    .select({
      ...getTableColumns(jackpots),
      upTo: cents(sql`${tail.id} <= ${upTo}`),
      after: cents(sql`${tail.id} > ${upTo}`),
      last: sql<number | null>`(select max(${gameRounds.id}) from ${gameRounds})::text`.mapWith(Number),
      games: sql<string>`(select md5(coalesce(string_agg(${feeding.id}::text, ',' order by ${feeding.id}), '')) from ${feeding})`,
    })
    .from(jackpots)
    .leftJoin(tail, gte(tail.createdTime, jackpots.since))
    .groupBy(jackpots.id)
    .orderBy(asc(jackpots.id))
    .prepare('jackpot_bets');
};
const jackpotBetReads = new WeakMap<Database, ReturnType<typeof prepareJackpotBets>>();

export function jackpotBets(db: Database, values: { from: number; upTo: number }) {
  let read = jackpotBetReads.get(db);
  if (!read) jackpotBetReads.set(db, (read = prepareJackpotBets(db)));
  return read.execute(values);
}
