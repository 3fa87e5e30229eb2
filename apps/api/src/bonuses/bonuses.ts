import { randomBytes, randomInt } from 'node:crypto';
import { DAY_MS } from '@casino/flows/rules';
import type { PlayerSchemas } from '../contract/handler-types.ts';
import type { Database, Tx } from '../db/database.ts';
import {
  completeWheelSpinRow,
  creditCampaignClaim,
  creditedBonusGameRounds,
  depositCampaign,
  freeSpinGameId,
  insertBonusGameCredit,
  insertFreeSpinBonus,
  insertWheelSpin,
  nextFreeSpinBonus,
  openCampaigns,
  setFreeSpinsRemaining,
  wheelSpinsUsed,
} from './repository.ts';
import { addTurnover, clearTurnover, recordFreeSpinRound, wageredCents } from '../wallet/repository.ts';
import { ApiError } from '../http/api-error.ts';
import { assertMayGamble } from '../protection/gambling.ts';
import { book, lockWallet } from '../wallet/wallet.ts';
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

/**
 * Grants free spins (once per `source`) on the game free spins are played on: the first playable game of the
 * book-games group, else the first playable one.
 */
async function grantFreeSpins(
  tx: Tx,
  playerId: number,
  grant: { name: string; spins: number; turnoverFactor: number; cancellable: boolean; source: string },
) {
  if (grant.spins <= 0) return;
  const now = new Date();
  const gameId = await freeSpinGameId(tx);
  if (gameId === undefined) throw new Error('no playable game for free spins');
  await insertFreeSpinBonus(tx, {
    playerId,
    name: grant.name,
    gameId,
    total: grant.spins,
    remaining: grant.spins,
    turnoverFactor: grant.turnoverFactor,
    cancellable: grant.cancellable,
    source: grant.source,
    expirationTime: new Date(now.getTime() + FREE_SPIN_DAYS * DAY_MS),
    createdTime: now,
  });
}

/** The wheel spins left: one per WAGER_PER_WHEEL_SPIN wagered, minus the spins used. */
export async function wheelSpinsLeft(db: Database | Tx, playerId: number): Promise<number> {
  const used = await wheelSpinsUsed(db, playerId);
  return Math.max(Math.floor((await wageredCents(db, playerId)) / WAGER_PER_WHEEL_SPIN) - used, 0);
}

/** Uses one earned spin and draws its prize (195 with none left); the prize is credited by completeWheelSpin. */
export function spinWheel(db: Database, playerId: number) {
  return db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const left = await wheelSpinsLeft(tx, playerId);
    if (left < 1) throw ApiError.of('invalidField', 'No bonus-wheel spins left');
    const prize = drawPrize();
    const reference = `spin-${randomBytes(12).toString('base64url')}`;
    await insertWheelSpin(tx, { reference, playerId, prize: prize.reference });
    return { reference, prize, left: left - 1 };
  });
}

/** Credits a spin's prize exactly once (195 for an unknown or completed reference), in one transaction. */
export async function completeWheelSpin(db: Database, playerId: number, reference: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockWallet(tx, playerId);
    const spin = await completeWheelSpinRow(tx, playerId, reference);
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
    const creditedRounds = new Set(await creditedBonusGameRounds(tx, playerId));
    for (const [index, reward] of bonusGameRewards.slice(0, done).entries()) {
      const round = index + 1;
      if (creditedRounds.has(round)) continue;
      await insertBonusGameCredit(tx, playerId, round);
      await grantPrize(tx, playerId, reward, `bonus-game-${playerId}-${round}`, 'Bonus game');
    }
    return wagered;
  });
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
 * Called in the transaction that credits a deposit (wallet locked): when the deposit reserved a campaign, credits
 * the deposit matched 100 % up to the campaign's maximum as promo money with its turnover factor, and its free spins.
 */
export async function creditDepositCampaign(tx: Tx, playerId: number, paymentReference: string, cents: number) {
  const claim = await creditCampaignClaim(tx, playerId, paymentReference);
  if (!claim) return;
  const campaign = await depositCampaign(tx, claim.campaignId);
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
    const bonus = await nextFreeSpinBonus(tx, playerId, gameId);
    if (!bonus) throw ApiError.of('invalidField', 'No free spins left for this game');
    await setFreeSpinsRemaining(tx, bonus.id, bonus.remaining - 1);
    const win = spin(FREE_SPIN_BET);
    await recordFreeSpinRound(tx, playerId, gameId, win);
    const reference = `fs-${bonus.id}-${bonus.total - bonus.remaining + 1}`;
    await grantPromo(tx, playerId, win, bonus.turnoverFactor, reference, 'freeSpinWin');
    return { win, left: bonus.remaining - 1 };
  });
}
