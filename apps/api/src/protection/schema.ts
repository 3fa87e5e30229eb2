import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { playerId } from '../accounts/schema.ts';
import { at } from '../db/columns.ts';

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

/** The simulated national self-exclusion register: whether it answers (258 when not). One row. */
export const selfExclusionRegister = pgTable('self_exclusion_register', {
  id: integer('id').primaryKey(),
  reachable: boolean('reachable').notNull(),
});
