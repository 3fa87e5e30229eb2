import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

export const locales = ['fi', 'en', 'et'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fi';

/** A text in some of the site's locales. */
export type LocalisedText = Partial<Record<Locale, string>>;

/** A title (and description) per locale; a missing locale falls back to the entity's name. */
type Translations = Partial<Record<Locale, { title: string; description?: string }>>;

/** A message per locale; en is the fallback and always present. */
type LocaleMessages = LocalisedText & { en: string };

/** Game providers. Ids are the provider table's fixed ids (spec section 3: 1-143 and -7), so they are not generated. */
export const providers = pgTable('providers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const games = pgTable('games', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  /** The slug used in game URLs. */
  friendlyName: text('friendly_name').notNull().unique(),
  providerId: integer('provider_id')
    .notNull()
    .references(() => providers.id),
  releaseDate: date('release_date', { mode: 'string' }),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
  /** A short description per locale. */
  excerpts: jsonb('excerpts').$type<LocalisedText>().notNull().default({}),
});

/** Site settings per locale (footer HTML; popups come later). */
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
