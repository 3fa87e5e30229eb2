import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { playerId } from '../accounts/schema.ts';
import { game } from '../catalogue/schema.ts';
import { at, cents, type LocalisedText } from '../db/columns.ts';

// Bonuses, campaigns, the bonus wheel and jackpots (apps/api/README.md, "Bonuses and the demo slot"). Money is integer
// euro cents, as in the wallet.

/** Deposit campaigns: a deposit of at least `minDeposit` for which the player opted in earns the bonus once. */
export const depositCampaigns = pgTable(
  'deposit_campaigns',
  {
    id: integer('id').primaryKey(),
    titles: jsonb('titles').$type<LocalisedText & { en: string }>().notNull(),
    minDeposit: cents('min_deposit').notNull(),
    /** The promo money is the deposit matched 100 %, at most this. */
    maxPromo: cents('max_promo').notNull(),
    freeSpins: integer('free_spins').notNull(),
    turnoverFactor: integer('turnover_factor').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [check('deposit_campaigns_amounts', sql`${table.minDeposit} > 0 AND ${table.maxPromo} >= 0`)],
);

/**
 * A player's use of a campaign: reserved when a deposit names it, credited when that deposit is credited. One per
 * player and campaign; `paymentReference` ties it to the deposit.
 */
export const campaignClaims = pgTable(
  'campaign_claims',
  {
    playerId: playerId(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => depositCampaigns.id),
    paymentReference: text('payment_reference').notNull().unique(),
    creditedTime: at('credited_time'),
    createdTime: at('created_time').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.campaignId] })],
);

export type FreeSpinStatus = 'active' | 'cancelled';

/** Free-spin bonuses: `remaining` of `total` spins on one game; winnings are promo money to wager `turnoverFactor` times. */
export const freeSpinBonuses = pgTable(
  'free_spin_bonuses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    playerId: playerId(),
    name: text('name').notNull(),
    gameId: game(),
    total: integer('total').notNull(),
    remaining: integer('remaining').notNull(),
    turnoverFactor: integer('turnover_factor').notNull(),
    cancellable: boolean('cancellable').notNull(),
    status: text('status').$type<FreeSpinStatus>().notNull().default('active'),
    /** What granted it (a campaign claim's payment reference, a wheel spin's reference); unique. */
    source: text('source').notNull(),
    expirationTime: at('expiration_time').notNull(),
    createdTime: at('created_time').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('free_spin_bonuses_source').on(table.source),
    index('free_spin_bonuses_player').on(table.playerId, table.createdTime),
    check('free_spin_bonuses_spins', sql`${table.remaining} >= 0 AND ${table.remaining} <= ${table.total}`),
  ],
);

/** Spins of the bonus wheel: the prize drawn at spin time, credited once at complete. */
export const wheelSpins = pgTable(
  'wheel_spins',
  {
    reference: text('reference').primaryKey(),
    playerId: playerId(),
    prize: text('prize').notNull(),
    createdTime: at('created_time').notNull().defaultNow(),
    completedTime: at('completed_time'),
  },
  (table) => [index('wheel_spins_player').on(table.playerId)],
);

/** The bonus game's rounds credited to a player: each round's reward is credited once (bonuses.ts). */
export const bonusGameCredits = pgTable(
  'bonus_game_credits',
  {
    playerId: playerId(),
    round: integer('round').notNull(),
    createdTime: at('created_time').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.round] })],
);

/**
 * Progressive jackpots, fed by the games of the `jackpotit` group: the amount is `seed` plus `shareBasisPoints` of
 * every real-money bet on those games since `since` (derived from the game rounds, so every round feeds it).
 */
export const jackpots = pgTable('jackpots', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  seed: cents('seed').notNull(),
  shareBasisPoints: integer('share_basis_points').notNull(),
  since: at('since').notNull().defaultNow(),
});
