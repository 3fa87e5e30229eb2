import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { playerId, players } from '../accounts/schema.ts';
import { games } from '../catalogue/schema.ts';
import { at, cents } from '../db/columns.ts';
import type { PlayerFlag } from '../protection/gambling.ts';

// Money is stored in integer euro cents (bigint), never as binary floats; EUR is the only currency.

/**
 * One wallet per player, created on first use: the balances the ledger sums to (kept in step in the same transaction
 * as every ledger row), the player's protections (cool-off, reality check) and the operator's flags. `currentTurnover`
 * is the wagering still to do and `totalTurnover` the wagering required (progress = total - current).
 */
export const wallets = pgTable(
  'wallets',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    cash: cents('cash').notNull().default(0),
    promo: cents('promo').notNull().default(0),
    /** Cash that may not be withdrawn (set by the operator). */
    cashReserve: cents('cash_reserve').notNull().default(0),
    currentTurnover: cents('current_turnover').notNull().default(0),
    totalTurnover: cents('total_turnover').notNull().default(0),
    coolOffUntil: at('cool_off_until'),
    realityCheckMinutes: integer('reality_check_minutes').notNull().default(0),
    realityCheckTime: at('reality_check_time'),
    flags: jsonb('flags').$type<Partial<Record<PlayerFlag, boolean>>>().notNull().default({}),
    /**
     * The player's net losses (bets minus wins, in cents; below 0 for net wins) in the day, week and month in Finnish
     * time that began at the start beside each (null: no round yet), what a loss limit counts. Every round adds to
     * them in its own statement (countLoss of ./repository.ts), so that a round reads them with its locked wallet: a
     * sum of the month's rounds grew with every round the player played.
     */
    lossDayStart: at('loss_day_start'),
    lossDay: cents('loss_day').notNull().default(0),
    lossWeekStart: at('loss_week_start'),
    lossWeek: cents('loss_week').notNull().default(0),
    lossMonthStart: at('loss_month_start'),
    lossMonth: cents('loss_month').notNull().default(0),
    /**
     * Every real-money bet of the player, in cents, what the bonus wheel and the bonus game count. Every round adds its
     * bet in its own statement: a sum of the player's rounds grew with them (35 ms for 100,000 rounds).
     */
    wagered: cents('wagered').notNull().default(0),
  },
  (table) => [
    check('wallets_cash', sql`${table.cash} >= 0`),
    check('wallets_promo', sql`${table.promo} >= 0`),
    check('wallets_cash_reserve', sql`${table.cashReserve} >= 0`),
    check('wallets_current_turnover', sql`${table.currentTurnover} >= 0`),
    check('wallets_total_turnover', sql`${table.totalTurnover} >= 0`),
    check('wallets_wagered', sql`${table.wagered} >= 0`),
  ],
);

export const ledgerKinds = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'bonus',
  'freeSpinWin',
  'cancel',
  'forfeit',
  'refusal',
] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * The ledger: every money movement of a wallet, immutable (no code updates or deletes a row). Each row moves money
 * between the player's wallet (cash and promo pockets) and the counter account named by `kind` (the payment
 * provider, the game, the bonus budget), so the wallet's balances are the sums of its rows. `reference` names what
 * caused it (a payment reference, a round id); a kind and reference are unique, so nothing is booked twice.
 */
export const ledger = pgTable(
  'ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: playerId(),
    kind: text('kind').$type<LedgerKind>().notNull(),
    cash: cents('cash').notNull(),
    promo: cents('promo').notNull().default(0),
    reference: text('reference').notNull(),
    createdTime: at('created_time').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_kind_reference').on(table.kind, table.reference),
    index('ledger_player').on(table.playerId),
  ],
);

/** Game rounds (the game actions): one row per real-money round, written in the round's transaction. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    playerId: playerId(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    bet: cents('bet').notNull(),
    win: cents('win').notNull(),
    createdTime: at('created_time').notNull().defaultNow(),
  },
  (table) => [
    check('game_rounds_amounts', sql`${table.bet} >= 0 AND ${table.win} >= 0`),
    index('game_rounds_player_time').on(table.playerId, table.createdTime),
  ],
);
