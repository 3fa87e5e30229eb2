import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { type BankIdentity, playerId, players } from '../accounts/schema.ts';
import { at, cents } from '../db/columns.ts';
import type { DepositOutcome } from './provider.ts';

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
    // A withdrawal's steps after its request (createdTime), each null until it is taken: the provider approves it,
    // then pays it; or the player cancels it while pending, or the provider refuses it (its money comes back).
    approvedTime: at('approved_time'),
    paidTime: at('paid_time'),
    cancelledTime: at('cancelled_time'),
    refusedTime: at('refused_time'),
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

/**
 * The simulated payment provider's own orders (src/payments/simulated.ts; a real provider keeps its orders itself):
 * what the payer is asked to pay, and the payer's decision once made (null while undecided), in the database so that
 * the provider's page and its status answer work on every server process. The server's payment code never reads it.
 */
export const simulatedPaymentOrders = pgTable('simulated_payment_orders', {
  reference: text('reference').primaryKey(),
  amount: cents('amount').notNull(),
  method: text('method').notNull(),
  country: text('country').notNull(),
  identify: boolean('identify').notNull(),
  outcome: jsonb('outcome').$type<DepositOutcome>(),
  createdTime: at('created_time').notNull().defaultNow(),
  decidedTime: at('decided_time'),
});
