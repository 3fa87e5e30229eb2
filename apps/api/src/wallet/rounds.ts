import { batchedTransaction } from '../db/batched-transaction.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/api-error.ts';
import { assertMayGamble } from '../protection/gambling.ts';
import { assertWithinLimits, hasLimit, type PerPeriod } from '../protection/limits.ts';
import { periodStarts } from '../protection/periods.ts';
import { findWallet, insertRoundAndCommit, lockForRound, type WalletRow } from './repository.ts';
import { emptyWallet } from './wallet.ts';

/**
 * The wallet's net losses (bets minus wins, at least 0: a period of net wins has used none of its limit) in the
 * current day, week and month at `now`, in cents: what a loss limit counts. A total kept for a period that has ended
 * is 0 in the current one.
 */
function lossesOf(wallet: WalletRow, now: Date): PerPeriod {
  const starts = periodStarts(now);
  const current = (start: Date | null, period: keyof PerPeriod, net: number) =>
    start?.getTime() === starts[period].getTime() ? Math.max(net, 0) : 0;
  return {
    daily: current(wallet.lossDayStart, 'daily', wallet.lossDay),
    weekly: current(wallet.lossWeekStart, 'weekly', wallet.lossWeek),
    monthly: current(wallet.lossMonthStart, 'monthly', wallet.lossMonth),
  };
}

/** The player's net losses in the current day, week and month (lossesOf), read without a lock. */
export async function lossesUsed(db: Database, playerId: number, now: Date): Promise<PerPeriod> {
  return lossesOf((await findWallet(db, playerId)) ?? emptyWallet(playerId), now);
}

export interface RoundRequest {
  playerId: number;
  gameId: number;
  /** The stake in cents (> 0). */
  bet: number;
  /**
   * The id hash of the session the round is played in (PlayerSession's `idHash`): the round is refused with 115
   * unless that session's row still exists once the wallet is locked, so a session ended on any server process plays
   * no round, whatever the process remembers.
   */
  sessionIdHash: string;
  /**
   * The game's outcome for this stake: the win in cents (>= 0). Called inside the round's transaction, after every
   * check passed, so it must be synchronous and do no I/O (a random draw, a paytable lookup).
   */
  win: (bet: number) => number;
}

export interface RoundResult {
  roundId: number;
  bet: number;
  win: number;
  /** The balances after the round, in cents. */
  cash: number;
  promo: number;
}

/**
 * One real-money game round, all in ONE transaction with the player's wallet row locked, so that parallel rounds,
 * deposits, withdrawals and limit changes of the player run one after another:
 *
 * 1. refuses with 115 when the session has ended (on any server process), 131 for an unknown game and 132 when it
 *    or its provider is disabled; 217 during a cool-off and 238 when self-excluded;
 * 2. refuses with 122 when losing the whole bet would take the day's, week's or month's net loss past a loss limit;
 * 3. refuses with 121 when cash and promo together do not cover the bet;
 * 4. debits the bet (cash first, then promo), credits the win (to promo in the share the bet came from promo, the
 *    rest to cash), writes the game action row and the bet and win ledger rows, and counts the bet as turnover.
 *
 * Amounts are cents. Part B's games call this; the round endpoint (src/wallet/round-route.ts) is its HTTP face.
 */
export function playRound(db: Database, request: RoundRequest): Promise<RoundResult> {
  const { playerId, gameId, bet } = request;
  if (!Number.isSafeInteger(bet) || bet <= 0)
    throw ApiError.of('invalidField', 'The bet must be a positive amount', { field: 'bet' });
  // Two round trips: the locked wallet with everything the checks read, then the writes with the commit.
  return batchedTransaction(db, async (send) => {
    const now = new Date();
    const read = await lockForRound(send, request);
    // No wallet yet: an empty one, which covers no bet (a refusal rolls back, so there is nothing to open).
    const wallet = read.wallet ?? emptyWallet(playerId);
    const { live, playable, limits } = read;
    if (!live) throw ApiError.of('notLoggedIn', 'Not logged in');
    if (playable === null) throw ApiError.of('gameNotFound', 'Game not found');
    if (!playable) throw ApiError.of('gameDisabled', 'Game disabled');
    assertMayGamble(wallet, now);
    if (hasLimit(limits, 'loss', now)) assertWithinLimits(limits, 'loss', lossesOf(wallet, now), bet, now);
    if (wallet.cash + wallet.promo < bet) throw ApiError.of('negativeBalance', 'The balance does not cover the bet');

    const fromCash = Math.min(wallet.cash, bet);
    const fromPromo = bet - fromCash;
    const win = request.win(bet);
    if (!Number.isSafeInteger(win) || win < 0) throw new Error(`A game answered an invalid win: ${win}`);
    const winToPromo = Math.round((win * fromPromo) / bet);
    const winToCash = win - winToPromo;
    // The round, its ledger rows and the wallet's move in one statement, sent with the commit.
    const roundId = await insertRoundAndCommit(send, {
      playerId,
      gameId,
      bet,
      win,
      fromCash,
      fromPromo,
      winToCash,
      winToPromo,
      now,
    });
    return {
      roundId,
      bet,
      win,
      cash: wallet.cash - fromCash + winToCash,
      promo: wallet.promo - fromPromo + winToPromo,
    };
  });
}
