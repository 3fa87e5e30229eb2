import { DAY_MS, LIMIT_PERIODS } from '@casino/flows/rules';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { prepared, rowFromJson, type Send } from '../db/batched-transaction.ts';
import { sessions } from '../accounts/schema.ts';
import { playable } from '../catalogue/repository.ts';
import { games, providers } from '../catalogue/schema.ts';
import type { Database, Tx } from '../db/database.ts';
import { namedReadOf } from '../db/named-read.ts';
import { HISTORY_PAGE_SIZE, readPage, totalRows } from '../db/pages.ts';
import type { PlayerFlag } from '../protection/gambling.ts';
import { periodStarts } from '../protection/periods.ts';
import type { LimitRow } from '../protection/repository.ts';
import type { LimitPeriodName } from '../protection/schema.ts';
import { playerLimits } from '../protection/schema.ts';
import { gameRounds, ledger, wallets, type LedgerKind } from './schema.ts';

export type WalletRow = typeof wallets.$inferSelect;

/** The player's wallet row, locked for the rest of the transaction; undefined when none was opened yet. */
export async function selectWalletForUpdate(tx: Tx, playerId: number): Promise<WalletRow | undefined> {
  const [row] = await tx.select().from(wallets).where(eq(wallets.playerId, playerId)).for('update');
  return row;
}

/** Opens an empty wallet for the player, unless one exists. */
export async function openWallet(db: Database | Tx, playerId: number): Promise<void> {
  await db.insert(wallets).values({ playerId }).onConflictDoNothing();
}

/**
 * The wallet read as a prepared query, one per database (game launches and rounds read it): drizzle then builds its
 * SQL once, not per call.
 */
const walletReads = new WeakMap<Database, ReturnType<typeof prepareWalletRead>>();
const prepareWalletRead = (db: Database) =>
  db
    .select()
    .from(wallets)
    .where(eq(wallets.playerId, sql.placeholder('playerId')))
    .prepare('read_wallet');

/** The player's wallet row, read without a lock; undefined when none was opened yet. */
export async function findWallet(db: Database, playerId: number): Promise<WalletRow | undefined> {
  let read = walletReads.get(db);
  if (!read) walletReads.set(db, (read = prepareWalletRead(db)));
  const [row] = await read.execute({ playerId });
  return row;
}

/**
 * The amounts the balance call shows, the hottest read of the server, as a named read (`namedRead`): on PGlite the
 * balance call answered 1,592 → 4,819 req/s, p99 26 → 9 ms, side by side with drizzle's prepared query (bench/pages.ts).
 */
const balanceRead = namedReadOf(
  'read_balance',
  'select cash, promo, current_turnover, total_turnover from wallets where player_id = $1',
);

/**
 * The player's cash, promo balance, current and total turnover as PostgreSQL's text of each, read without a lock;
 * undefined when no wallet was opened.
 */
export async function findBalance(db: Database, playerId: number): Promise<(string | null)[] | undefined> {
  const [row] = await balanceRead(db)([playerId]);
  return row;
}

/** One ledger row: what moved between the wallet's pockets (cents, + into the wallet) and the counter account. */
export interface Entry {
  kind: LedgerKind;
  cash: number;
  promo?: number;
  reference: string;
}

/** Books the ledger rows of the player (cents; promo 0 where an entry names none). */
export async function insertLedgerRows(tx: Tx, playerId: number, entries: Entry[]): Promise<void> {
  await tx.insert(ledger).values(entries.map((entry) => ({ playerId, promo: 0, ...entry })));
}

/** Moves the player's wallet by `cash` and `promo` cents and takes `turnover` off the wagering still required. */
export async function moveWallet(
  tx: Tx,
  playerId: number,
  { cash, promo, turnover }: { cash: number; promo: number; turnover: number },
): Promise<void> {
  await tx
    .update(wallets)
    .set({
      cash: sql`${wallets.cash} + ${cash}`,
      promo: sql`${wallets.promo} + ${promo}`,
      currentTurnover: sql`greatest(${wallets.currentTurnover} - ${turnover}, 0)`,
    })
    .where(eq(wallets.playerId, playerId));
}

/** Starts a cool-off until `until` (protection decides; the wallet's row keeps it). */
export async function setCoolOff(tx: Tx, playerId: number, until: Date): Promise<void> {
  await tx.update(wallets).set({ coolOffUntil: until }).where(eq(wallets.playerId, playerId));
}

/** Stores the reality-check interval in minutes and when it next shows (null: off), opening the wallet if need be. */
export async function setRealityCheck(db: Database, playerId: number, minutes: number, next: Date | null) {
  await db
    .insert(wallets)
    .values({ playerId, realityCheckMinutes: minutes, realityCheckTime: next })
    .onConflictDoUpdate({ target: wallets.playerId, set: { realityCheckMinutes: minutes, realityCheckTime: next } });
}

/** Adds `cents` of wagering to do before the promo balance becomes cash (a bonus's turnover requirement). */
export async function addTurnover(tx: Tx, playerId: number, cents: number): Promise<void> {
  await tx
    .update(wallets)
    .set({
      currentTurnover: sql`${wallets.currentTurnover} + ${cents}`,
      totalTurnover: sql`${wallets.totalTurnover} + ${cents}`,
    })
    .where(eq(wallets.playerId, playerId));
}

/** Clears a fulfilled turnover requirement. */
export async function clearTurnover(tx: Tx, playerId: number): Promise<void> {
  await tx.update(wallets).set({ totalTurnover: 0 }).where(eq(wallets.playerId, playerId));
}

/** The operator's change of a player's flag or cash reserve (cents), opening the wallet if need be. */
export async function setFlagOrCashReserve(
  db: Database,
  playerId: number,
  change: { flag: PlayerFlag; on: boolean } | { cashReserve: number },
): Promise<WalletRow> {
  await openWallet(db, playerId);
  const [wallet] = await db
    .update(wallets)
    .set(
      'flag' in change
        ? { flags: sql`${wallets.flags} || ${JSON.stringify({ [change.flag]: change.on })}::jsonb` }
        : { cashReserve: change.cashReserve },
    )
    .where(eq(wallets.playerId, playerId))
    .returning();
  return wallet!;
}

/** The spending overview's sums of ledger rows, in cents, each named for what it adds up. */
const spendingAmounts = {
  deposits: sql`case when ${ledger.kind} = 'deposit' then ${ledger.cash} end`,
  // A cancelled or refused withdrawal's money comes back in a row of its own.
  withdrawals: sql`case when ${ledger.kind} in ('withdrawal', 'cancel', 'refusal') then -${ledger.cash} end`,
  bets: sql`case when ${ledger.kind} = 'bet' then -(${ledger.cash} + ${ledger.promo}) end`,
  wins: sql`case when ${ledger.kind} in ('win', 'freeSpinWin') then ${ledger.cash} + ${ledger.promo} end`,
};
export type SpendingSums = Record<keyof typeof spendingAmounts, number>;

/**
 * The player's ledger summed for the spending overview, in one statement: per start of `windows`, the rows from it on
 * (deposits, withdrawals, bets and wins); per start of `days` (in order), the net result of the rows from it to the
 * next day's start (the last day: to now).
 */
export async function spendingSums(db: Database, playerId: number, windows: Date[], days: Date[]) {
  const from = (time: Date) => sql`${ledger.createdTime} >= ${time.toISOString()}::timestamptz`;
  const sumOf = (value: SQL, where: SQL) => sql`coalesce(sum(${value}) filter (where ${where}), 0)`;
  const names = Object.keys(spendingAmounts) as (keyof SpendingSums)[];
  const windowSums = windows.flatMap((start) => names.map((name) => sumOf(spendingAmounts[name], from(start))));
  const net = sql`coalesce(${spendingAmounts.wins}, 0) - coalesce(${spendingAmounts.bets}, 0)`;
  const daySums = days.map((start, index) => {
    const next = days[index + 1];
    return sumOf(net, next ? sql`${from(start)} and not ${from(next)}` : from(start));
  });
  const earliestStart = new Date(Math.min(...[...windows, ...days].map((time) => time.getTime())));
  const [row] = await db
    .select({ sums: sql<string[]>`array[${sql.join([...windowSums, ...daySums], sql`, `)}]::text[]` })
    .from(ledger)
    .where(and(eq(ledger.playerId, playerId), gte(ledger.createdTime, earliestStart)));
  const values = (row?.sums ?? []).map(Number);
  return {
    windows: windows.map(
      (_, index) =>
        Object.fromEntries(names.map((name, at) => [name, values[index * names.length + at] ?? 0])) as SpendingSums,
    ),
    days: days.map((_, index) => values[windows.length * names.length + index] ?? 0),
  };
}

const value = (key: string) => sql.placeholder(key);

/** The wallet's row, locked for the round's transaction. */
const roundLock = prepared(
  'round_lock',
  sql`select to_jsonb(${wallets}) as wallet from ${wallets} where ${wallets.playerId} = ${value('playerId')} for update`,
);

/** Whether the session still exists, whether the game and its provider are enabled, and the player's limit rows. */
const roundContext = prepared(
  'round_context',
  sql`select exists (select 1 from ${sessions} where ${sessions.idHash} = ${value('sessionIdHash')}) as live,
    (select ${playable} from ${games} join ${providers} on ${providers.id} = ${games.providerId}
      where ${games.id} = ${value('gameId')}) as playable,
    coalesce((select jsonb_agg(to_jsonb(${playerLimits})) from ${playerLimits}
      where ${playerLimits.playerId} = ${value('playerId')}), '[]'::jsonb) as limits`,
);

/**
 * What a round checks, read in ONE round trip as two statements of one batch (`Send`): the wallet's row, locked (its
 * loss totals included); then, with a snapshot taken after the lock was granted (so that it sees every change
 * committed before), whether the session still exists, whether the game and its provider are enabled (null: no such
 * game) and the player's limit rows. The wallet is undefined when none was opened yet.
 */
export async function lockForRound(
  send: Send,
  { playerId, gameId, sessionIdHash }: { playerId: number; gameId: number; sessionIdHash: string },
) {
  const [lockRows, contextRows] = await send([
    roundLock({ playerId }),
    roundContext({ playerId, gameId, sessionIdHash }),
  ]);
  const [locked, context] = [lockRows?.[0], contextRows?.[0]];
  const wallet = locked?.wallet as Record<string, unknown> | undefined;
  return {
    wallet: wallet && rowFromJson(wallets, wallet),
    live: context?.live === true,
    playable: (context?.playable ?? null) as boolean | null,
    limits: (context?.limits as Record<string, unknown>[]).map((row) => rowFromJson(playerLimits, row) as LimitRow),
  };
}

/** The wallet's loss total of each period and the start it counts from (schema.ts). */
const lossColumns = {
  daily: { start: wallets.lossDayStart, net: wallets.lossDay },
  weekly: { start: wallets.lossWeekStart, net: wallets.lossWeek },
  monthly: { start: wallets.lossMonthStart, net: wallets.lossMonth },
} as const;

/**
 * A round's `net` loss (bet minus win, cents: a bigint) added to the wallet's loss totals of the periods that began
 * at `startOf(period)` (a timestamptz), as the SET list of an update of `wallets`: a total whose period has ended
 * starts again from this round. A round that waited for the lock while another already counted a later period (a
 * period's end between their clocks) leaves that later total as it is.
 */
function countLoss(net: SQL, startOf: (period: LimitPeriodName) => SQL): SQL {
  return sql.join(
    LIMIT_PERIODS.map((period) => {
      const { start, net: total } = lossColumns[period];
      const from = startOf(period);
      return sql`${sql.identifier(total.name)} = case when ${start} = ${from} then ${total} + ${net}
        when ${start} > ${from} then ${total} else ${net} end,
        ${sql.identifier(start.name)} = greatest(${start}, ${from})`;
    }),
    sql`, `,
  );
}

/** When each current limit period began at `now`, as ISO text. */
const startsAt = (now: Date) =>
  Object.fromEntries(Object.entries(periodStarts(now)).map(([period, start]) => [period, start.toISOString()]));

/**
 * What the player's rounds of every game came to since the login session `idHash` began, for the slot's net position:
 * when the session began and the net result of its rounds (wins minus bets, free spins' wins included) in cents;
 * undefined when there is no such session.
 */
export async function sessionResult(db: Database, idHash: string) {
  const [row] = await db
    .select({
      startTime: sessions.createdTime,
      net: sql<string>`coalesce(sum(${gameRounds.win} - ${gameRounds.bet}), 0)::text`,
    })
    .from(sessions)
    .leftJoin(
      gameRounds,
      and(eq(gameRounds.playerId, sessions.playerId), gte(gameRounds.createdTime, sessions.createdTime)),
    )
    .where(eq(sessions.idHash, idHash))
    .groupBy(sessions.createdTime);
  return row && { startTime: row.startTime, net: Number(row.net) };
}

/** A real-money round's amounts in cents: the stake and the win, each split into its cash and its promo share. */
export interface RoundMoves {
  playerId: number;
  gameId: number;
  bet: number;
  win: number;
  fromCash: number;
  fromPromo: number;
  winToCash: number;
  winToPromo: number;
  now: Date;
}

/** A round's rows and the wallet's move (insertRoundAndCommit). */
const roundInsert = prepared(
  'round_insert',
  sql`
      with round as (
        insert into ${gameRounds} (player_id, game_id, bet, win, created_time)
        values (${value('playerId')}, ${value('gameId')}, ${value('bet')}, ${value('win')},
          ${value('now')}::timestamptz) returning id
      ), entries as (
        insert into ${ledger} (player_id, kind, cash, promo, reference)
        select ${value('playerId')}, entry.kind, entry.cash, entry.promo, 'round:' || round.id
        from round, (values ('bet', -${value('fromCash')}::bigint, -${value('fromPromo')}::bigint),
                            ('win', ${value('winToCash')}::bigint, ${value('winToPromo')}::bigint)) as entry (kind, cash, promo)
        where entry.kind = 'bet' or ${value('win')}::bigint > 0
      ), moved as (
        update ${wallets} set cash = cash - ${value('fromCash')}::bigint + ${value('winToCash')}::bigint,
          promo = promo - ${value('fromPromo')}::bigint + ${value('winToPromo')}::bigint,
          current_turnover = greatest(current_turnover - ${value('bet')}::bigint, 0),
          wagered = wagered + ${value('bet')}::bigint,
          ${countLoss(sql`${value('net')}::bigint`, (period) => sql`${value(period)}::timestamptz`)}
        where player_id = ${value('playerId')}
      )
      select id from round`,
);

/**
 * Writes a real-money round, its bet and win ledger rows (no win row for a win of 0) and the wallet's move (the bet
 * counted as turnover, the net loss counted in the loss totals) in one statement, and commits the batch's
 * transaction in the same round trip; answers the round's id.
 */
export async function insertRoundAndCommit(send: Send, { now, ...moves }: RoundMoves): Promise<number> {
  const values = { ...moves, net: moves.bet - moves.win, now: now.toISOString(), ...startsAt(now) };
  const [rows] = await send([roundInsert(values)], { commit: true });
  return Number(rows![0]!.id);
}

/**
 * Records a round played on a bonus's free spin (no stake; its win is credited by the bonus as promo) and counts its
 * win in the wallet's loss totals.
 */
export async function recordFreeSpinRound(tx: Tx, playerId: number, gameId: number, win: number): Promise<void> {
  const now = new Date();
  await tx.insert(gameRounds).values({ playerId, gameId, bet: 0, win, createdTime: now });
  const starts = periodStarts(now);
  const countWin = countLoss(sql`${-win}::bigint`, (period) => sql`${starts[period].toISOString()}::timestamptz`);
  await tx.execute(sql`update ${wallets} set ${countWin} where ${wallets.playerId} = ${playerId}`);
}

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

/** What the player has wagered with real money in all time, in cents (the wallet's `wagered`). */
export async function wageredCents(db: Database | Tx, playerId: number): Promise<number> {
  const [row] = await db.select({ cents: wallets.wagered }).from(wallets).where(eq(wallets.playerId, playerId));
  return row?.cents ?? 0;
}
