import type { Locale } from '@casino/flows/rules';
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { games } from '../catalogue/schema.ts';
import type { LocalisedText } from '../db/columns.ts';

/** A message per locale; en is the fallback and always present. */
type LocaleMessages = LocalisedText & { en: string };

/** Content pages and blog articles (articles live at campaigns/{slug}). Each row is in one locale. */
export const pages = pgTable('pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  kind: text('kind').$type<'page' | 'article'>().notNull(),
  locale: text('locale').$type<Locale>().notNull(),
  /** Shared by the locale versions of one page or article (e.g. kirjaviikko, book-week, raamatunadal); null alone. */
  translationKey: text('translation_key'),
  /** The list an article belongs to; null (and for pages) counts as news. */
  category: text('category').$type<'news' | 'campaign'>(),
  title: text('title').notNull(),
  /** HTML. */
  content: text('content').notNull(),
  thumbnail: text('thumbnail'),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
});

/** Affiliates and their welcome-banner messages. */
export const affiliates = pgTable('affiliates', {
  reference: text('reference').primaryKey(),
  messages: jsonb('messages').$type<Record<Locale, string>>().notNull(),
  grantedFreeSpins: integer('granted_free_spins').notNull().default(0),
  freeSpinGameId: integer('free_spin_game_id').references(() => games.id),
});

/** Affiliate landing pages. */
export const affiliatePages = pgTable('affiliate_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  reference: text('reference')
    .notNull()
    .references(() => affiliates.reference),
  title: text('title').notNull(),
  content: text('content').notNull(),
  thumbnail: text('thumbnail'),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
});

/** Popups of the site settings, per locale. */
export const popups = pgTable('popups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  locale: text('locale').$type<Locale>().notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
});

/** The country list with dial codes, in display order. */
export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  dialCode: text('dial_code').notNull(),
  position: integer('position').notNull(),
});

/** Site settings per locale: the footer HTML (popups are in `popups`). */
export const siteSettings = pgTable('site_settings', {
  locale: text('locale').$type<Locale>().primaryKey(),
  footer: text('footer').notNull(),
});

/** The maintenance gate: at most one row; no row means no maintenance and no disruption. Messages keyed by locale. */
export const siteStatus = pgTable(
  'site_status',
  {
    id: integer('id').primaryKey().default(1),
    maintenance: jsonb('maintenance').$type<LocaleMessages>(),
    serviceDisruption: jsonb('service_disruption').$type<LocaleMessages>(),
  },
  (table) => [check('site_status_single_row', sql`${table.id} = 1`)],
);
