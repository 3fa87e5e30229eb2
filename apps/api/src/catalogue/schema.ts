import { type Locale, type Volatility, VOLATILITIES } from '@casino/flows/rules';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { playerId } from '../accounts/schema.ts';
import { at, type LocalisedText } from '../db/columns.ts';

/** A title (and description) per locale; a missing locale falls back to the entity's name. */
type Translations = Partial<Record<Locale, { title: string; description?: string }>>;

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

export const games = pgTable(
  'games',
  {
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
    /**
     * The return to player in basis points (hundredths of a percent: 9620 is 96.20 %), as the operator states it, and
     * the volatility class (issue 36). Null for a game added without them; the seed gives every game both.
     */
    rtpBasisPoints: integer('rtp_basis_points'),
    volatility: text('volatility').$type<Volatility>(),
  },
  (table) => [
    check(
      'games_volatility',
      sql`${table.volatility} in (${sql.raw(VOLATILITIES.map((volatility) => `'${volatility}'`).join(', '))})`,
    ),
  ],
);

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

/** The game a row belongs to, deleted with the game. */
export const game = () =>
  integer('game_id')
    .notNull()
    .references(() => games.id, { onDelete: 'cascade' });

export const favouriteGames = pgTable(
  'favourite_games',
  { playerId: playerId(), gameId: game(), createdTime: at('created_time').notNull().defaultNow() },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
);

/** The last time each player launched or played each game. */
export const recentGames = pgTable(
  'recent_games',
  { playerId: playerId(), gameId: game(), playedTime: at('played_time').notNull().defaultNow() },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('recent_games_time').on(table.playerId, table.playedTime),
  ],
);
