import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at } from '../db/columns.ts';

/**
 * The rate-limit counters (src/http/rate-limits.ts), in the database so that every server process on it counts
 * together: the hits of a key (the limit's name and its client, e-mail or player) in the window ending at
 * `windowEnds`. A row whose window has ended counts as none and is deleted now and then.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: at('window_ends').notNull(),
});
