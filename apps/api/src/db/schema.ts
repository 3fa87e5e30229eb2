import type { Locale } from '@casino/flows/rules';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';

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
  /** A disabled provider's games cannot be started (errorCode 132) and are left out of the catalogue lists. */
  active: boolean('active').notNull().default(true),
  /** Site-relative path of the logo in `images`. */
  logo: text('logo'),
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
  /** Search tags (themes) per locale. */
  tags: jsonb('tags').$type<Partial<Record<Locale, string[]>>>().notNull().default({}),
  /** Site-relative path of the thumbnail in `images`. */
  thumbnail: text('thumbnail'),
  /** A disabled game cannot be started (errorCode 132) and is left out of the catalogue lists. */
  active: boolean('active').notNull().default(true),
});

export const gameGroupTypes = ['slots', 'livecasino'] as const;
export type GameGroupType = (typeof gameGroupTypes)[number];

/** Game groups: top-level groups (parentId null) and their child groups; each slots or live casino. */
export const gameGroups = pgTable('game_groups', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  type: text('type').$type<GameGroupType>().notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => gameGroups.id),
  /** Order in menus and lists. */
  position: integer('position').notNull(),
  translations: jsonb('translations').$type<Translations>().notNull().default({}),
});

/** The games of each group, in display order. */
export const gameGroupGames = pgTable(
  'game_group_games',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => gameGroups.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.gameId] }), index('game_group_games_game').on(table.gameId)],
);

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

/** The avatar pictures of the two brands' sets (12 and 29 pictures). */
export const avatars = pgTable(
  'avatars',
  {
    setSize: integer('set_size').notNull(),
    id: integer('id').notNull(),
    url: text('url').notNull(),
  },
  (table) => [primaryKey({ columns: [table.setSize, table.id] })],
);

/** Site images (thumbnails, logos, avatars) by site-relative path; served resized through the image endpoint. */
export const images = pgTable('images', {
  path: text('path').primaryKey(),
  contentType: text('content_type').notNull(),
  data: bytea('data').notNull(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const searchKinds = ['game', 'tag', 'supplier', 'page', 'article'] as const;
export type SearchKind = (typeof searchKinds)[number];

/**
 * The search documents, one per searchable item and locale, rebuilt by the seed (src/search/index.ts).
 * `ref` is the item's key (game id, provider id, page id); `providerId` narrows game and tag hits.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').$type<SearchKind>().notNull(),
    ref: integer('ref').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    providerId: integer('provider_id'),
    document: tsvector('document').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.ref, table.locale] }),
    index('search_documents_document').using('gin', table.document),
  ],
);

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
