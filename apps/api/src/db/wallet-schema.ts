import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players, playerId, type BankIdentity } from './accounts-schema.ts';
import { at, cents } from './columns.ts';
import { games } from './schema.ts';

// Money is stored in integer euro cents (bigint), never as binary floats; EUR is the only currency.

/** A flag the operator sets with the admin command (apps/api/README.md, "Wallet"); each makes one refusal reachable. */
export const playerFlags = [
  'pep',
  'sourceOfFunds',
  'riskBlock',
  'amlBlock',
  'selfExcluded',
  'withdrawalsBlocked',
  'transactionsBlocked',
] as const;
export type PlayerFlag = (typeof playerFlags)[number];

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
  },
  (table) => [
    check('wallets_cash', sql`${table.cash} >= 0`),
    check('wallets_promo', sql`${table.promo} >= 0`),
    check('wallets_cash_reserve', sql`${table.cashReserve} >= 0`),
    check('wallets_current_turnover', sql`${table.currentTurnover} >= 0`),
    check('wallets_total_turnover', sql`${table.totalTurnover} >= 0`),
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

export type LimitKind = 'loss' | 'deposit';
export type LimitPeriodName = 'daily' | 'weekly' | 'monthly';

/**
 * Loss and deposit limits in whole EUR. `amount` is in force; `newAmount` is a pending increase (or 0: removal) that
 * applies once `effectiveTime` has passed and the player has confirmed it. A limit without auto-renew ends at
 * `endsTime`, the end of the period it was set in.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    playerId: playerId(),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriodName>().notNull(),
    amount: integer('amount').notNull(),
    autoRenew: boolean('auto_renew').notNull().default(true),
    endsTime: at('ends_time'),
    newAmount: integer('new_amount'),
    effectiveTime: at('effective_time'),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.kind, table.period] }),
    check('player_limits_amounts', sql`${table.amount} >= 0 AND coalesce(${table.newAmount}, 0) >= 0`),
  ],
);

export type PaymentStatus = 'pending' | 'ok' | 'failed' | 'cancelled';

/**
 * Deposits and withdrawals. `reference` is public (history rows, cancelWithdraw) and is the idempotency key of the
 * payment with the provider; the deposit token is kept as its SHA-256. A Pay N Play deposit has no player until the
 * provider proves who paid (`identity`); `loginDone` is set when its status call has started that player's session.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reference: text('reference').notNull().unique(),
    tokenHash: text('token_hash').unique(),
    kind: text('kind').$type<'deposit' | 'withdrawal'>().notNull(),
    playerId: integer('player_id').references(() => players.id, { onDelete: 'cascade' }),
    amount: cents('amount').notNull(),
    method: text('method').notNull(),
    country: text('country'),
    status: text('status').$type<PaymentStatus>().notNull(),
    identity: jsonb('identity').$type<BankIdentity>(),
    policyAccepted: boolean('policy_accepted').notNull().default(false),
    privacyAccepted: boolean('privacy_accepted').notNull().default(false),
    loginDone: boolean('login_done').notNull().default(false),
    createdTime: at('created_time').notNull().defaultNow(),
    settledTime: at('settled_time'),
  },
  (table) => [
    check('payments_amount', sql`${table.amount} > 0`),
    index('payments_player').on(table.playerId, table.kind, table.createdTime),
  ],
);

/** Stored payment details: the reference a logged-in deposit confirms with (storedData[0].reference). */
export const storedPaymentDetails = pgTable(
  'stored_payment_details',
  {
    playerId: playerId(),
    method: text('method').notNull(),
    reference: text('reference').notNull().unique(),
    createdTime: at('created_time').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.method] })],
);

/** The simulated national self-exclusion register: whether it answers (258 when not). One row. */
export const selfExclusionRegister = pgTable('self_exclusion_register', {
  id: integer('id').primaryKey(),
  reachable: boolean('reachable').notNull(),
});
