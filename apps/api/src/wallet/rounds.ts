import { and, eq, getTableColumns, gte, sql } from 'drizzle-orm';
import { sessions } from '../accounts/schema.ts';
import { playable } from '../catalogue/catalogue.ts';
import type { Database, Tx } from '../db/database.ts';
import { games, providers } from '../catalogue/schema.ts';
import { playerLimits } from '../protection/schema.ts';
import { gameRounds, ledger, wallets } from './schema.ts';
import { ApiError } from '../http/api-error.ts';
import { assertMayGamble } from '../protection/gambling.ts';
import {
  assertWithinLimits,
  earliest,
  hasLimit,
  perPeriod,
  sumsSince,
  type LimitRow,
  type PerPeriod,
} from '../protection/limits.ts';
import { lockWallet } from './wallet.ts';

/** Net losses (bets minus wins, at least 0) in the current day, week and month, in cents: what a loss limit counts. */
export async function lossesUsed(db: Database | Tx, playerId: number, now: Date): Promise<PerPeriod> {
  const [row] = await db
    .select({ sums: sumsSince(sql`${gameRounds.bet} - ${gameRounds.win}`, gameRounds.createdTime, now) })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), gte(gameRounds.createdTime, earliest(now))));
  // A period of net wins has used none of its limit.
  return perPeriod(row?.sums, 0);
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
 * What a round checks, read in one statement after the wallet lock (so that it sees every change committed before
 * the lock was granted): whether the session still exists, whether the game and its provider are enabled (null: no
 * such game) and the player's limit rows. (Summing the losses in the same statement measured slower on PostgreSQL
 * than a statement of its own; the session costs no round trip in it, where a read of its own is one more.)
 */
async function roundContext(tx: Tx, { playerId, gameId, sessionIdHash }: RoundRequest) {
  const gameState = sql<boolean | null>`(select ${playable} from ${games}
    join ${providers} on ${providers.id} = ${games.providerId} where ${games.id} = ${gameId})`;
  const live = sql<boolean>`exists (select 1 from ${sessions} where ${sessions.idHash} = ${sessionIdHash})`;
  // Right-joined to one row, so that a player without limits still gets the game's state.
  const rows = await tx
    .select({ live, playable: gameState, limit: getTableColumns(playerLimits) })
    .from(playerLimits)
    .rightJoin(sql`(select 1) as one`, eq(playerLimits.playerId, playerId));
  return {
    live: rows[0]?.live === true,
    playable: rows[0]?.playable ?? null,
    limits: rows.flatMap((row) => (row.limit ? [row.limit as LimitRow] : [])),
  };
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
  return db.transaction(async (tx) => {
    const now = new Date();
    const wallet = await lockWallet(tx, playerId);
    const { live, playable, limits } = await roundContext(tx, request);
    if (!live) throw ApiError.of('notLoggedIn', 'Not logged in');
    if (playable === null) throw ApiError.of('gameNotFound', 'Game not found');
    if (!playable) throw ApiError.of('gameDisabled', 'Game disabled');
    assertMayGamble(wallet, now);
    if (hasLimit(limits, 'loss', now))
      assertWithinLimits(limits, 'loss', await lossesUsed(tx, playerId, now), bet, now);
    if (wallet.cash + wallet.promo < bet) throw ApiError.of('negativeBalance', 'The balance does not cover the bet');

    const fromCash = Math.min(wallet.cash, bet);
    const fromPromo = bet - fromCash;
    const win = request.win(bet);
    if (!Number.isSafeInteger(win) || win < 0) throw new Error(`A game answered an invalid win: ${win}`);
    const winToPromo = Math.round((win * fromPromo) / bet);
    // The round, its ledger rows and the wallet's move in one statement (one round trip instead of three).
    const winToCash = win - winToPromo;
    const written = await tx.execute(sql`
      with round as (
        insert into ${gameRounds} (player_id, game_id, bet, win, created_time)
        values (${playerId}, ${gameId}, ${bet}, ${win}, ${now.toISOString()}::timestamptz) returning id
      ), entries as (
        insert into ${ledger} (player_id, kind, cash, promo, reference)
        select ${playerId}, entry.kind, entry.cash, entry.promo, 'round:' || round.id
        from round, (values ('bet', ${-fromCash}::bigint, ${-fromPromo}::bigint),
                            ('win', ${winToCash}::bigint, ${winToPromo}::bigint)) as entry (kind, cash, promo)
        where entry.kind = 'bet' or ${win}::bigint > 0
      ), moved as (
        update ${wallets} set cash = cash - ${fromCash}::bigint + ${winToCash}::bigint,
          promo = promo - ${fromPromo}::bigint + ${winToPromo}::bigint,
          current_turnover = greatest(current_turnover - ${bet}::bigint, 0)
        where player_id = ${playerId}
      )
      select id from round`);
    const roundId = Number((written as unknown as { rows: { id: number | string }[] }).rows[0]!.id);
    return {
      roundId,
      bet,
      win,
      cash: wallet.cash - fromCash + winToCash,
      promo: wallet.promo - fromPromo + winToPromo,
    };
  });
}

/** Records a round played on a bonus's free spin (no stake; its win is credited by the bonus as promo). */
export async function recordFreeSpinRound(tx: Tx, playerId: number, gameId: number, win: number): Promise<void> {
  await tx.insert(gameRounds).values({ playerId, gameId, bet: 0, win });
}
