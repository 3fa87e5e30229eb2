import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { rateLimits } from './schema.ts';

/** The milliseconds until `window_ends`, by the database's clock (the one every process shares). */
const ttlOf = sql<number>`ceil(extract(epoch from ${rateLimits.windowEnds} - now()) * 1000)::int`;

/** Deletes the rate-limit counters whose window has ended. */
export async function deleteEndedRateLimits(db: Database | Tx): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowEnds, sql`now()`));
}

/**
 * Counts one hit of `key` in one upsert: a new window of `windowMs` when there is none or the old one has ended, else
 * one more in the current one. Answers the hits of the window and the milliseconds until it ends.
 */
export async function countRateLimitHit(db: Database | Tx, key: string, windowMs: number) {
  const ended = sql`${rateLimits.windowEnds} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowEnds: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimits.hits} + 1 end`,
        windowEnds: sql`case when ${ended} then excluded.window_ends else ${rateLimits.windowEnds} end`,
      },
    })
    .returning({ current: rateLimits.hits, ttl: ttlOf });
  return row!;
}

/** The hits of `key` in its current window and the milliseconds until it ends; undefined when no window is open. */
export async function readRateLimit(db: Database | Tx, key: string) {
  const [row] = await db
    .select({ current: rateLimits.hits, ttl: ttlOf })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.windowEnds, sql`now()`)));
  return row;
}
