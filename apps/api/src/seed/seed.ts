import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { games, providers, siteSettings } from '../db/schema.ts';
import { demoFooters, demoGames, demoProviders } from './demo-content.ts';

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the day `daysAgo` days before `today` (UTC). */
const isoDateDaysBefore = (today: Date, daysAgo: number) =>
  new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Every column of the insert replaces the stored one on a conflict, so re-seeding restores the demo content. */
const replaceWithInserted = (columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded."${column}"`)]));

/**
 * Writes the demo content (providers, games, footers). Idempotent: rows are matched by provider id, game slug and
 * locale, so it can run on a seeded database. Release dates are relative to `today`.
 */
export async function seedDemoContent(db: Database, today = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(providers)
      .values(demoProviders)
      .onConflictDoUpdate({ target: providers.id, set: replaceWithInserted(['name', 'slug']) });
    await tx
      .insert(games)
      .values(
        demoGames.map(({ releasedDaysAgo, ...game }) => ({
          ...game,
          releaseDate: isoDateDaysBefore(today, releasedDaysAgo),
        })),
      )
      .onConflictDoUpdate({
        target: games.friendlyName,
        set: replaceWithInserted(['name', 'provider_id', 'release_date', 'translations', 'excerpts']),
      });
    await tx
      .insert(siteSettings)
      .values(
        Object.entries(demoFooters).map(([locale, footer]) => ({ locale: locale as keyof typeof demoFooters, footer })),
      )
      .onConflictDoUpdate({ target: siteSettings.locale, set: replaceWithInserted(['footer']) });
  });
}

/** Seeds the demo content when the database has no games yet (the first start). Returns whether it did. */
export async function seedIfEmpty(db: Database): Promise<boolean> {
  const anyGame = await db.select({ id: games.id }).from(games).limit(1);
  if (anyGame.length > 0) return false;
  await seedDemoContent(db);
  return true;
}
