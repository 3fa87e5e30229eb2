import { randomBytes, randomInt } from 'node:crypto';
import { CURRENCY, DAY_MS } from '@casino/flows/rules';
import { and, asc, eq, gt, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { PlayerSchemas } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { bonusGameCredits, campaignClaims, depositCampaigns, freeSpinBonuses, jackpots, wheelSpins } from './schema.ts';
import { gameGroupGames, gameGroups, games, providers } from '../catalogue/schema.ts';
import { recordFreeSpinRound } from '../wallet/rounds.ts';
import { gameRounds } from '../wallet/schema.ts';
import { ApiError } from '../http/api-error.ts';
import type { Tx } from '../db/database.ts';
import { assertMayGamble } from '../protection/gambling.ts';
import { addTurnover, book, clearTurnover, lockWallet } from '../wallet/wallet.ts';
import { toEur } from '../http/money.ts';

// The bonus rules (apps/api/README.md, "Bonuses and the demo slot"). Amounts are cents.

/** Free spins last this long after they are granted. */
const FREE_SPIN_DAYS = 7;
/** One bonus-wheel spin is earned for every this much wagered with real money (20 EUR). */
const WAGER_PER_WHEEL_SPIN = 2000;
/** Bonus money and free spins from the wheel and the bonus game must be wagered this many times. */
const PRIZE_TURNOVER_FACTOR = 10;
/** The bonus game: round n is completed once the player has wagered n times this (50 EUR) with real money. */
export const BONUS_GAME_ROUND_WAGER = 5000;

export type PrizeType = PlayerSchemas['BonusGameReward']['type'];

export interface Prize {
  reference: string;
  type: PrizeType;
  /** Spins for freeSpins, cents otherwise. */
  amount: number;
  /** The chance, in the sum of all weights (100). */
  weight: number;
}

/** The bonus wheel's prize table: weights out of 100. */
export const wheelPrizes: readonly Prize[] = [
  { reference: 'bonus-050', type: 'bonusMoney', amount: 50, weight: 40 },
  { reference: 'bonus-100', type: 'bonusMoney', amount: 100, weight: 25 },
  { reference: 'spins-5', type: 'freeSpins', amount: 5, weight: 15 },
  { reference: 'spins-10', type: 'freeSpins', amount: 10, weight: 10 },
  { reference: 'bonus-500', type: 'bonusMoney', amount: 500, weight: 6 },
  { reference: 'cash-200', type: 'cash', amount: 200, weight: 3 },
  { reference: 'bonus-2000', type: 'bonusMoney', amount: 2000, weight: 1 },
];

/** The bonus game's rewards, one per round in order. */
export const bonusGameRewards: readonly Pick<Prize, 'reference' | 'type' | 'amount'>[] = [
  { reference: 'bg-1', type: 'bonusMoney', amount: 100 },
  { reference: 'bg-2', type: 'freeSpins', amount: 10 },
  { reference: 'bg-3', type: 'bonusMoney', amount: 200 },
  { reference: 'bg-4', type: 'freeSpins', amount: 20 },
  { reference: 'bg-5', type: 'cash', amount: 500 },
];

const totalWeight = wheelPrizes.reduce((sum, prize) => sum + prize.weight, 0);

/** A prize drawn from the table by its weights; `draw(n)` answers a uniform integer in [0, n). */
export function drawPrize(draw: (n: number) => number = randomInt): Prize {
  let ticket = draw(totalWeight);
  for (const prize of wheelPrizes) {
    if (ticket < prize.weight) return prize;
    ticket -= prize.weight;
  }
  throw new Error('the prize weights do not add up');
}

/** A prize as the contract's BonusGameReward (EUR amounts). */
export const toReward = (prize: Pick<Prize, 'reference' | 'type' | 'amount'>): PlayerSchemas['BonusGameReward'] => ({
  reference: prize.reference,
  type: prize.type,
  amount: prize.type === 'freeSpins' ? prize.amount : toEur(prize.amount),
  title:
    prize.type === 'freeSpins'
      ? `${prize.amount} free spins`
      : `${toEur(prize.amount).toFixed(2)} € ${prize.type === 'cash' ? 'cash' : 'bonus'}`,
});

/**
 * Credits promo money that must be wagered `turnoverFactor` times (in the caller's transaction, wallet locked): a
 * `bonus` (or `freeSpinWin`) ledger row, and the wagering added to both the wagering still to do and the wagering
 * required.
 */
async function grantPromo(
  tx: Tx,
  playerId: number,
  cents: number,
  turnoverFactor: number,
  reference: string,
  kind: 'bonus' | 'freeSpinWin' = 'bonus',
) {
  if (cents <= 0) return;
  await book(tx, playerId, [{ kind, cash: 0, promo: cents, reference }]);
  await addTurnover(tx, playerId, cents * turnoverFactor);
}

/**
 * Once the wagering is done (current turnover 0 of a required total), the promo balance becomes cash and the
 * requirement is cleared. Runs after a round in its own transaction; does nothing otherwise.
 */
export async function releaseWageredPromo(db: Database, playerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, playerId);
    if (wallet.totalTurnover === 0 || wallet.currentTurnover > 0) return;
    const reference = `release-${randomBytes(12).toString('base64url')}`;
    if (wallet.promo > 0)
      await book(tx, playerId, [{ kind: 'bonus', cash: wallet.promo, promo: -wallet.promo, reference }]);
    await clearTurnover(tx, playerId);
  });
}

/** The game free spins are played on: the first playable game of the book-games group, else the first playable one. */
async function freeSpinGame(tx: Tx): Promise<number> {
  const [row] = await tx
    .select({ id: games.id })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .leftJoin(gameGroupGames, eq(gameGroupGames.gameId, games.id))
    .leftJoin(gameGroups, and(eq(gameGroups.id, gameGroupGames.groupId), eq(gameGroups.slug, 'kirjapelit')))
    .where(and(eq(games.active, true), eq(providers.active, true)))
    .orderBy(sql`${gameGroups.id} is null`, asc(games.id))
    .limit(1);
  if (!row) throw new Error('no playable game for free spins');
  return row.id;
}

/** Grants free spins (once per `source`). */
async function grantFreeSpins(
  tx: Tx,
  playerId: number,
  grant: { name: string; spins: number; turnoverFactor: number; cancellable: boolean; source: string },
) {
  if (grant.spins <= 0) return;
  const now = new Date();
  await tx
    .insert(freeSpinBonuses)
    .values({
      playerId,
      name: grant.name,
      gameId: await freeSpinGame(tx),
      total: grant.spins,
      remaining: grant.spins,
      turnoverFactor: grant.turnoverFactor,
      cancellable: grant.cancellable,
      source: grant.source,
      expirationTime: new Date(now.getTime() + FREE_SPIN_DAYS * DAY_MS),
      createdTime: now,
    })
    .onConflictDoNothing();
}

/** What the player has wagered with real money in all time, in cents. */
export async function wageredCents(db: Database | Tx, playerId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text` })
    .from(gameRounds)
    .where(eq(gameRounds.playerId, playerId));
  return Number(row?.cents ?? 0);
}

/** The wheel spins left: one per WAGER_PER_WHEEL_SPIN wagered, minus the spins used. */
export async function wheelSpinsLeft(db: Database | Tx, playerId: number): Promise<number> {
  const [used] = await db
    .select({ spins: sql<number>`count(*)::int` })
    .from(wheelSpins)
    .where(eq(wheelSpins.playerId, playerId));
  return Math.max(Math.floor((await wageredCents(db, playerId)) / WAGER_PER_WHEEL_SPIN) - Number(used?.spins ?? 0), 0);
}

/** Uses one earned spin and draws its prize (195 with none left); the prize is credited by completeWheelSpin. */
export function spinWheel(db: Database, playerId: number) {
  return db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const left = await wheelSpinsLeft(tx, playerId);
    if (left < 1) throw ApiError.of('invalidField', 'No bonus-wheel spins left');
    const prize = drawPrize();
    const reference = `spin-${randomBytes(12).toString('base64url')}`;
    await tx.insert(wheelSpins).values({ reference, playerId, prize: prize.reference });
    return { reference, prize, left: left - 1 };
  });
}

/** Credits a spin's prize exactly once (195 for an unknown or completed reference), in one transaction. */
export async function completeWheelSpin(db: Database, playerId: number, reference: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const [spin] = await tx
      .update(wheelSpins)
      .set({ completedTime: new Date() })
      .where(
        and(eq(wheelSpins.reference, reference), eq(wheelSpins.playerId, playerId), isNull(wheelSpins.completedTime)),
      )
      .returning();
    const prize = spin && wheelPrizes.find((candidate) => candidate.reference === spin.prize);
    if (!prize)
      throw ApiError.of('invalidField', 'No spin with this reference waits for its prize', { field: 'reference' });
    await grantPrize(tx, playerId, prize, reference, 'Bonus wheel');
  });
}

/**
 * Credits a prize of the wheel or the bonus game (in the caller's transaction, wallet locked): bonus money is promo
 * money to wager PRIZE_TURNOVER_FACTOR times, cash is cash, free spins a non-cancellable bonus named `name`.
 */
async function grantPrize(
  tx: Tx,
  playerId: number,
  prize: Pick<Prize, 'type' | 'amount'>,
  reference: string,
  name: string,
) {
  if (prize.type === 'bonusMoney') await grantPromo(tx, playerId, prize.amount, PRIZE_TURNOVER_FACTOR, reference);
  else if (prize.type === 'cash') await book(tx, playerId, [{ kind: 'bonus', cash: prize.amount, reference }]);
  else
    await grantFreeSpins(tx, playerId, {
      name,
      spins: prize.amount,
      turnoverFactor: PRIZE_TURNOVER_FACTOR,
      cancellable: false,
      source: reference,
    });
}

/** The bonus game's rounds the player has completed: one per BONUS_GAME_ROUND_WAGER wagered, at most all of them. */
export const bonusGameRoundsDone = (wagered: number) =>
  Math.min(Math.floor(wagered / BONUS_GAME_ROUND_WAGER), bonusGameRewards.length);

/**
 * After a real-money round: credits the reward of every bonus-game round the player's wagering has completed and
 * that is not credited yet, each exactly once (a row per player and round, written in the crediting transaction with
 * the wallet locked, so parallel rounds credit it once). Answers the real-money wagering in all time, in cents.
 */
export async function creditBonusGameRounds(db: Database, playerId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const wagered = await wageredCents(tx, playerId);
    const done = bonusGameRoundsDone(wagered);
    if (done === 0) return wagered;
    const credited = await tx
      .select({ round: bonusGameCredits.round })
      .from(bonusGameCredits)
      .where(eq(bonusGameCredits.playerId, playerId));
    const creditedRounds = new Set(credited.map((row) => row.round));
    for (const [index, reward] of bonusGameRewards.slice(0, done).entries()) {
      const round = index + 1;
      if (creditedRounds.has(round)) continue;
      await tx.insert(bonusGameCredits).values({ playerId, round });
      await grantPrize(tx, playerId, reward, `bonus-game-${playerId}-${round}`, 'Bonus game');
    }
    return wagered;
  });
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

/**
 * The campaign a deposit names (the optional `campaignId` of initDeposit and confirmDeposit), checked before the
 * deposit is created: 195 when it is not open to the player or the amount is below its minimum.
 */
export async function checkCampaign(db: Database, playerId: number, campaignId: number, cents: number) {
  const campaign = (await openCampaigns(db, playerId)).find((candidate) => candidate.id === campaignId);
  if (!campaign) throw ApiError.of('invalidField', 'This campaign is not open to you', { field: 'campaignId' });
  if (cents < campaign.minDeposit)
    throw ApiError.of('invalidField', `The campaign needs a deposit of at least ${toEur(campaign.minDeposit)} EUR`, {
      field: 'amount',
      minDepositAmount: toEur(campaign.minDeposit),
    });
}

/**
 * Reserves the campaign for the deposit with this reference (after checkCampaign); a newer deposit naming the same
 * campaign takes over a reservation not yet credited. The bonus is credited with the deposit (creditDepositCampaign).
 */
export async function reserveCampaign(db: Database, playerId: number, campaignId: number, paymentReference: string) {
  await db
    .insert(campaignClaims)
    .values({ playerId, campaignId, paymentReference })
    .onConflictDoUpdate({
      target: [campaignClaims.playerId, campaignClaims.campaignId],
      set: { paymentReference, createdTime: new Date() },
      setWhere: isNull(campaignClaims.creditedTime),
    });
}

/**
 * Called in the transaction that credits a deposit (wallet locked): when the deposit reserved a campaign, credits
 * the deposit matched 100 % up to the campaign's maximum as promo money with its turnover factor, and its free spins.
 */
export async function creditDepositCampaign(tx: Tx, playerId: number, paymentReference: string, cents: number) {
  const [claim] = await tx
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
  if (!claim) return;
  const [campaign] = await tx.select().from(depositCampaigns).where(eq(depositCampaigns.id, claim.campaignId));
  if (!campaign || cents < campaign.minDeposit) return;
  await grantPromo(tx, playerId, Math.min(cents, campaign.maxPromo), campaign.turnoverFactor, paymentReference);
  await grantFreeSpins(tx, playerId, {
    name: campaign.titles.en,
    spins: campaign.freeSpins,
    turnoverFactor: campaign.turnoverFactor,
    cancellable: true,
    source: paymentReference,
  });
}

/** The active free-spin bonuses of a player (not cancelled, spins left, not expired). */
export const activeFreeSpins = (playerId: number) =>
  and(
    eq(freeSpinBonuses.playerId, playerId),
    eq(freeSpinBonuses.status, 'active'),
    gt(freeSpinBonuses.remaining, 0),
    gt(freeSpinBonuses.expirationTime, sql`now()`),
  );

/** The stake of one free spin, in cents (0.20 EUR). */
const FREE_SPIN_BET = 20;

/**
 * Plays one free spin of the player's active bonus on this game (the one expiring first), in one transaction with
 * the wallet locked: refused with 217/238 like any round, 195 when no free spin is left for the game. `spin(bet)`
 * answers the win in cents (synchronous, no I/O); a win is promo money to wager the bonus's turnover factor times,
 * booked as `freeSpinWin`, and the spin is a game action with bet 0.
 */
export function playFreeSpin(db: Database, playerId: number, gameId: number, spin: (bet: number) => number) {
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, playerId);
    assertMayGamble(wallet);
    const [bonus] = await tx
      .select()
      .from(freeSpinBonuses)
      .where(and(activeFreeSpins(playerId), eq(freeSpinBonuses.gameId, gameId)))
      .orderBy(asc(freeSpinBonuses.expirationTime), asc(freeSpinBonuses.id))
      .limit(1);
    if (!bonus) throw ApiError.of('invalidField', 'No free spins left for this game');
    await tx
      .update(freeSpinBonuses)
      .set({ remaining: bonus.remaining - 1 })
      .where(eq(freeSpinBonuses.id, bonus.id));
    const win = spin(FREE_SPIN_BET);
    await recordFreeSpinRound(tx, playerId, gameId, win);
    const reference = `fs-${bonus.id}-${bonus.total - bonus.remaining + 1}`;
    await grantPromo(tx, playerId, win, bonus.turnoverFactor, reference, 'freeSpinWin');
    return { win, left: bonus.remaining - 1 };
  });
}

/** Free spins the player has left on a game. */
export async function freeSpinsLeft(db: Database, playerId: number, gameId: number): Promise<number> {
  const [row] = await db
    .select({ spins: sql<number>`coalesce(sum(${freeSpinBonuses.remaining}), 0)::int` })
    .from(freeSpinBonuses)
    .where(and(activeFreeSpins(playerId), eq(freeSpinBonuses.gameId, gameId)));
  return Number(row?.spins ?? 0);
}

/** The playable games of the `jackpotit` group, which feed every jackpot. */
async function jackpotGameIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: games.id })
    .from(gameGroupGames)
    .innerJoin(gameGroups, eq(gameGroups.id, gameGroupGames.groupId))
    .innerJoin(games, eq(games.id, gameGroupGames.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(gameGroups.slug, 'jackpotit'), eq(games.active, true), eq(providers.active, true)))
    .orderBy(asc(gameGroupGames.position));
  return rows.map((row) => row.id);
}

/** Each jackpot: its seed plus its share of every real-money bet on the jackpot games since it started, in EUR. */
export async function listJackpots(db: Database): Promise<PlayerSchemas['Jackpot'][]> {
  const gameIds = await jackpotGameIds(db);
  const rows = await db.select().from(jackpots).orderBy(asc(jackpots.id));
  const fed = await Promise.all(
    rows.map(async (jackpot) => {
      if (gameIds.length === 0) return 0;
      const [sum] = await db
        .select({ cents: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text` })
        .from(gameRounds)
        .where(
          and(
            inArray(gameRounds.gameId, gameIds),
            sql`${gameRounds.createdTime} >= ${jackpot.since.toISOString()}::timestamptz`,
          ),
        );
      return Number(sum?.cents ?? 0);
    }),
  );
  return rows.map((jackpot, index) => ({
    id: jackpot.id,
    name: jackpot.name,
    amount: toEur(Math.floor(jackpot.seed + (fed[index]! * jackpot.shareBasisPoints) / 10_000)),
    currency: CURRENCY,
    gameIds,
  }));
}
