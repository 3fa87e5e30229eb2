import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { defaultLocale, games, siteSettings, siteStatus, type Locale } from '../db/schema.ts';
import type { ServiceHandlers } from './types.ts';

/** `YYYY-MM-DD` to the contract's day.month.year (`14.11.2026`). */
const toDayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** A games row as the contract's Game. */
function toGame(row: typeof games.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    friendly_name: row.friendlyName,
    provider: row.providerId,
    ...(row.releaseDate === null ? {} : { release_date: toDayMonthYear(row.releaseDate) }),
    translations: row.translations,
    ...(row.excerpts.fi === undefined ? {} : { excerpt: row.excerpts.fi }),
    ...(row.excerpts.en === undefined ? {} : { excerpt_en: row.excerpts.en }),
    ...(row.excerpts.et === undefined ? {} : { excerpt_et: row.excerpts.et }),
  };
}

/** The contract's SiteSettings in `locale`, falling back to the default locale's footer. No popups are stored yet. */
export async function readSiteSettings(db: Database, locale: Locale) {
  const rows = await db.select().from(siteSettings);
  const footer = rows.find((row) => row.locale === locale) ?? rows.find((row) => row.locale === defaultLocale);
  return { footer: footer?.footer ?? '', popups: [] };
}

export const contentHandlers = (db: Database): ServiceHandlers => ({
  getGames: async (request) => {
    const { slug } = request.query as { slug?: string };
    const rows = await db
      .select()
      .from(games)
      .where(slug === undefined ? undefined : eq(games.friendlyName, slug))
      .orderBy(asc(games.id));
    return rows.map(toGame);
  },

  getSiteSettings: async (request) => readSiteSettings(db, (request.query as { lang: Locale }).lang),

  getMaintenanceStatus: async () => {
    const [row] = await db.select().from(siteStatus).limit(1);
    return { maintenance: row?.maintenance ?? null, serviceDisruption: row?.serviceDisruption ?? null };
  },
});
