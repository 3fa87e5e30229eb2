import { DAY_MS, type Locale } from '@casino/flows/rules';
import { inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { avatars } from '../accounts/schema.ts';
import { gameGroupGames, gameGroups, games, providers } from '../catalogue/schema.ts';
import { affiliatePages, affiliates, countries, pages, popups, siteSettings } from '../content/schema.ts';
import { images } from '../images/schema.ts';
import { rebuildSearchDocuments } from '../search/documents.ts';
import { SITE_LOGO } from '../config.ts';
import { type Catalogue, catalogueOfSize, DEMO_GAME_COUNT, demoGroups } from './catalogue.ts';
import { articleThumbnail, avatarPicture, gameThumbnail, providerLogo, siteLogo } from './pictures.ts';
import {
  demoAffiliatePages,
  demoAffiliates,
  demoAvatars,
  demoCountries,
  demoFooters,
  demoPages,
  demoPopups,
} from './site-content.ts';

/** `YYYY-MM-DD` of the day `daysAgo` days before `today` (UTC). */
const isoDateDaysBefore = (today: Date, daysAgo: number) =>
  new Date(today.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** Every column of the insert replaces the stored one on a conflict, so re-seeding restores the demo content. */
const replaceWithInserted = (columns: string[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.raw(`excluded."${column}"`)]));

/** Rows per INSERT, well below PostgreSQL's 65,535 parameters per statement. */
const BATCH = 500;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** Every demo picture by its site-relative path, as SVG. */
function demoPictures(catalogue: Catalogue): { path: string; contentType: string; data: Buffer }[] {
  const providerName = new Map(catalogue.providers.map((provider) => [provider.id, provider.name]));
  const pictures = new Map<string, string>([[SITE_LOGO, siteLogo()]]);
  for (const game of catalogue.games)
    pictures.set(game.thumbnail, gameThumbnail(game.name, providerName.get(game.providerId)!, game.hues));
  for (const provider of catalogue.providers) pictures.set(provider.logo, providerLogo(provider.name));
  for (const page of demoPages) if (page.thumbnail) pictures.set(page.thumbnail, articleThumbnail(page.title));
  for (const avatar of demoAvatars) pictures.set(avatar.url, avatarPicture(avatar.setSize, avatar.id));
  return [...pictures].map(([path, source]) => ({ path, contentType: 'image/svg+xml', data: Buffer.from(source) }));
}

async function seedCatalogue(tx: Database, today: Date, catalogue: Catalogue): Promise<Map<string, number>> {
  await tx
    .insert(providers)
    .values(catalogue.providers)
    .onConflictDoUpdate({ target: providers.id, set: replaceWithInserted(['name', 'slug', 'active', 'logo']) });

  const gameIds = new Map<string, number>();
  await insertInBatches(catalogue.games, async (batch) => {
    const rows = await tx
      .insert(games)
      .values(
        batch.map(({ releasedDaysAgo, groups: _groups, hues: _hues, ...game }) => ({
          ...game,
          releaseDate: isoDateDaysBefore(today, releasedDaysAgo),
        })),
      )
      .onConflictDoUpdate({
        target: games.friendlyName,
        set: replaceWithInserted([
          'name',
          'provider_id',
          'release_date',
          'translations',
          'excerpts',
          'tags',
          'thumbnail',
          'active',
          'rtp_basis_points',
          'volatility',
        ]),
      })
      .returning({ id: games.id, friendlyName: games.friendlyName });
    for (const row of rows) gameIds.set(row.friendlyName, row.id);
  });

  // Parents before children, so a child finds its parent's id.
  const groupIds = new Map<string, number>();
  for (const [position, group] of demoGroups.entries()) {
    const [row] = await tx
      .insert(gameGroups)
      .values({
        name: group.name,
        slug: group.slug,
        type: group.type,
        parentId: group.parent === null ? null : groupIds.get(group.parent)!,
        position,
        translations: group.translations,
      })
      .onConflictDoUpdate({
        target: gameGroups.slug,
        set: replaceWithInserted(['name', 'type', 'parent_id', 'position', 'translations']),
      })
      .returning({ id: gameGroups.id });
    groupIds.set(group.slug, row!.id);
  }
  await tx.delete(gameGroupGames).where(inArray(gameGroupGames.groupId, [...groupIds.values()]));
  const memberships = [...catalogue.groupGames].flatMap(([slug, members]) =>
    members.map((friendlyName, position) => ({
      groupId: groupIds.get(slug)!,
      gameId: gameIds.get(friendlyName)!,
      position,
    })),
  );
  await insertInBatches(memberships, (batch) => tx.insert(gameGroupGames).values(batch));
  return gameIds;
}

async function seedSiteContent(tx: Database, today: Date, gameIds: Map<string, number>, catalogue: Catalogue) {
  const upsert = <T extends PgTable>(table: T, rows: T['$inferInsert'][], target: PgColumn, columns: string[]) =>
    insertInBatches(rows, (batch) =>
      tx
        .insert(table)
        .values(batch)
        .onConflictDoUpdate({ target, set: replaceWithInserted(columns) as PgUpdateSetSource<T> }),
    );

  await upsert(
    pages,
    demoPages.map(({ publishedDaysAgo, ...page }) => ({
      ...page,
      publishedOn: isoDateDaysBefore(today, publishedDaysAgo),
    })),
    pages.slug,
    ['kind', 'locale', 'translation_key', 'category', 'title', 'content', 'thumbnail', 'published_on'],
  );
  await upsert(
    affiliates,
    demoAffiliates.map(({ freeSpinGame, ...affiliate }) => ({
      ...affiliate,
      freeSpinGameId: freeSpinGame === null ? null : gameIds.get(freeSpinGame)!,
    })),
    affiliates.reference,
    ['messages', 'granted_free_spins', 'free_spin_game_id'],
  );
  await upsert(
    affiliatePages,
    demoAffiliatePages.map(({ publishedDaysAgo, ...page }) => ({
      ...page,
      thumbnail: null,
      publishedOn: isoDateDaysBefore(today, publishedDaysAgo),
    })),
    affiliatePages.slug,
    ['reference', 'title', 'content', 'published_on'],
  );
  await upsert(
    countries,
    demoCountries.map((country, position) => ({ ...country, position })),
    countries.code,
    ['name', 'dial_code', 'position'],
  );
  await upsert(
    siteSettings,
    Object.entries(demoFooters).map(([locale, footer]) => ({ locale: locale as Locale, footer })),
    siteSettings.locale,
    ['footer'],
  );
  await upsert(images, demoPictures(catalogue), images.path, ['content_type', 'data']);
  await tx.delete(avatars);
  await tx.insert(avatars).values(demoAvatars);
  // Popups have no natural key: the demo set replaces them.
  await tx.delete(popups);
  await tx.insert(popups).values(demoPopups);
}

/**
 * Writes the demo content: the catalogue (providers, games, groups), pages and articles, affiliates, popups, footers,
 * countries, avatars, the pictures, and the search documents. Idempotent: rows are matched by their natural keys
 * (provider id, slugs, references, locale, country code, image path), so seeding again restores the demo content
 * without changing ids. Release and publication dates are relative to `today`. `gameCount` sizes the catalogue: by
 * default the demo's 648 games, or an operator's (5,000 from 80 providers, issue 37) with the demo's games in it.
 */
export async function seedDemoContent(db: Database, today = new Date(), gameCount = DEMO_GAME_COUNT): Promise<void> {
  const catalogue = catalogueOfSize(gameCount);
  await db.transaction(async (tx) => {
    const gameIds = await seedCatalogue(tx, today, catalogue);
    await seedSiteContent(tx, today, gameIds, catalogue);
    await rebuildSearchDocuments(tx);
  });
}

/**
 * How many games the seed draws: SEED_GAMES, at least the demo's 648 (its default), for example 5000 for a catalogue
 * at an operator's size.
 */
export function seedGameCount(env: Record<string, string | undefined> = process.env): number {
  const value = env.SEED_GAMES;
  if (value === undefined || value === '') return DEMO_GAME_COUNT;
  const count = Number(value);
  if (!Number.isInteger(count) || count < DEMO_GAME_COUNT)
    throw new Error(`SEED_GAMES must be a whole number of at least ${DEMO_GAME_COUNT}, got "${value}"`);
  return count;
}

/**
 * Seeds the demo content (with `gameCount` games) when the database has no games yet (the first start). Returns
 * whether it did.
 */
export async function seedIfEmpty(db: Database, gameCount = DEMO_GAME_COUNT): Promise<boolean> {
  const anyGame = await db.select({ id: games.id }).from(games).limit(1);
  if (anyGame.length > 0) return false;
  await seedDemoContent(db, new Date(), gameCount);
  return true;
}
