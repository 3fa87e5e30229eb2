import type { Locale } from '@casino/flows/rules';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import { games } from '../catalogue/schema.ts';
import type { Database, Tx } from '../db/database.ts';
import { affiliatePages, affiliates, countries, pages, popups, siteSettings, siteStatus } from './schema.ts';

/** The page or article with this slug. */
export async function findPage(db: Database | Tx, slug: string) {
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug));
  return row;
}

/** Every page's and article's slug, in id order. */
export async function listPageSlugs(db: Database | Tx): Promise<string[]> {
  const rows = await db.select({ slug: pages.slug }).from(pages).orderBy(asc(pages.id));
  return rows.map((row) => row.slug);
}

/** The articles (of `locale` when given), newest first. */
export async function listArticles(db: Database | Tx, locale: Locale | undefined) {
  return db
    .select()
    .from(pages)
    .where(and(eq(pages.kind, 'article'), locale === undefined ? undefined : eq(pages.locale, locale)))
    .orderBy(desc(pages.publishedOn), asc(pages.id));
}

/** The slug, locale and translation key of every article that has a translation key: its versions' slugs. */
export async function listTranslatedArticles(db: Database | Tx) {
  return db
    .select({ slug: pages.slug, locale: pages.locale, translationKey: pages.translationKey })
    .from(pages)
    .where(and(eq(pages.kind, 'article'), isNotNull(pages.translationKey)));
}

/** The affiliate landing page with this id. */
export async function findAffiliatePage(db: Database | Tx, id: number) {
  const [row] = await db.select().from(affiliatePages).where(eq(affiliatePages.id, id));
  return row;
}

/** The affiliates (or the one with `reference`), each with the name and titles of its free-spin game, if any. */
export async function listAffiliates(db: Database | Tx, reference?: string) {
  return db
    .select({ affiliate: affiliates, game: { name: games.name, translations: games.translations } })
    .from(affiliates)
    .leftJoin(games, eq(games.id, affiliates.freeSpinGameId))
    .where(reference === undefined ? undefined : eq(affiliates.reference, reference));
}

/** The site settings of every locale. */
export async function listSiteSettings(db: Database | Tx) {
  return db.select().from(siteSettings);
}

/** The popups of a locale, in id order. */
export async function listPopups(db: Database | Tx, locale: Locale) {
  return db.select().from(popups).where(eq(popups.locale, locale)).orderBy(asc(popups.id));
}

/** The countries' names and dial codes, in display order. */
export async function listCountries(db: Database | Tx) {
  return db
    .select({ name: countries.name, dialCode: countries.dialCode, code: countries.code })
    .from(countries)
    .orderBy(asc(countries.position));
}

type SiteStatusRow = typeof siteStatus.$inferInsert;

/** The site-status row (the maintenance and service-disruption messages), if there is one. */
export async function findSiteStatus(db: Database | Tx) {
  const [row] = await db.select().from(siteStatus).limit(1);
  return row;
}

/** Writes one column of the single site-status row (maintenance or service disruption), making the row if missing. */
export async function upsertSiteStatus(
  db: Database | Tx,
  column: Pick<SiteStatusRow, 'maintenance'> | Pick<SiteStatusRow, 'serviceDisruption'>,
): Promise<void> {
  await db
    .insert(siteStatus)
    .values({ id: 1, ...column })
    .onConflictDoUpdate({ target: siteStatus.id, set: column });
}
