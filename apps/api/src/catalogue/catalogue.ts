import { LOCALES } from '@casino/flows/rules';
import { and, asc, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { gameGroupGames, gameGroups, games, providers, type GameGroupType } from './schema.ts';

/** The game catalogue as the contract shows it, shared by the content service, the player API and the search. */

type GameRow = typeof games.$inferSelect;
type GroupRow = typeof gameGroups.$inferSelect;

/** `YYYY-MM-DD` to the contract's day.month.year (`14.11.2026`). */
const toDayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('.');

/** A games row as the contract's Game. */
export function toGame(row: GameRow) {
  return {
    id: row.id,
    name: row.name,
    friendly_name: row.friendlyName,
    provider: row.providerId,
    ...(row.releaseDate === null ? {} : { release_date: toDayMonthYear(row.releaseDate) }),
    ...(row.thumbnail === null ? {} : { thumbnail: row.thumbnail }),
    translations: row.translations,
    ...(row.excerpts.fi === undefined ? {} : { excerpt: row.excerpts.fi }),
    ...(row.excerpts.en === undefined ? {} : { excerpt_en: row.excerpts.en }),
    ...(row.excerpts.et === undefined ? {} : { excerpt_et: row.excerpts.et }),
  };
}

export type Game = ReturnType<typeof toGame>;

/** A group as the contract's GameGroup: a title in every locale, the group's name where it has none. */
export function toGroup(row: GroupRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    type: row.type,
    parentId: row.parentId,
    translations: Object.fromEntries(
      LOCALES.map((locale) => [locale, row.translations[locale] ?? { title: row.name }]),
    ) as Required<GroupRow['translations']>,
  };
}

/** A game can be started, and is listed, only while both it and its provider are active. */
export const playable = and(eq(games.active, true), eq(providers.active, true));

/** Playable games matching `where`, in catalogue order (by id). */
export async function listGames(db: Database | Tx, where?: SQL): Promise<Game[]> {
  const rows = await db
    .select({ game: games })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(playable, where))
    .orderBy(asc(games.id));
  return rows.map(({ game }) => toGame(game));
}

/** One game by a key, whatever its state (its page shows it; starting it answers 132 when it is disabled). */
export async function findGame(db: Database | Tx, where: SQL): Promise<Game | undefined> {
  const [row] = await db.select().from(games).where(where).limit(1);
  return row && toGame(row);
}

/** The playable games of each of these groups, in each group's order. */
async function gamesOfGroups(db: Database, groupIds: number[]): Promise<Map<number, Game[]>> {
  const byGroup = new Map<number, Game[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: gameGroupGames.groupId, game: games })
    .from(gameGroupGames)
    .innerJoin(games, eq(games.id, gameGroupGames.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(inArray(gameGroupGames.groupId, groupIds), playable))
    .orderBy(asc(gameGroupGames.groupId), asc(gameGroupGames.position));
  for (const { groupId, game } of rows) byGroup.get(groupId)!.push(toGame(game));
  return byGroup;
}

/** The playable games of one group. */
export const gamesOfGroup = async (db: Database, groupId: number) => (await gamesOfGroups(db, [groupId])).get(groupId)!;

export type GroupLevel = 'top' | 'child' | 'all';

/** How many playable games each group has (a group with none has no row). */
const playableCounts = (db: Database) =>
  db
    .select({ groupId: gameGroupGames.groupId, count: sql<number>`count(*)::int`.as('game_count') })
    .from(gameGroupGames)
    .innerJoin(games, eq(games.id, gameGroupGames.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(playable)
    .groupBy(gameGroupGames.groupId)
    .as('playable_counts');

/**
 * Groups in menu order: the top-level ones, the child ones, or all; each with how many playable games it has
 * (gameCount, 0 for none), which is what a menu needs to hide an empty group (spec 2.4).
 */
export async function listGroups(db: Database, level: GroupLevel, type?: GameGroupType) {
  const counts = playableCounts(db);
  const rows = await db
    .select({ group: gameGroups, gameCount: sql<number>`coalesce(${counts.count}, 0)::int` })
    .from(gameGroups)
    .leftJoin(counts, eq(counts.groupId, gameGroups.id))
    .where(
      and(
        level === 'top' ? isNull(gameGroups.parentId) : level === 'child' ? isNotNull(gameGroups.parentId) : undefined,
        type === undefined ? undefined : eq(gameGroups.type, type),
      ),
    )
    .orderBy(asc(gameGroups.position), asc(gameGroups.id));
  return rows.map(({ group, gameCount }) => ({ ...toGroup(group), gameCount }));
}

export type Group = ReturnType<typeof toGroup>;

/** One group by a key. */
export async function findGroup(db: Database | Tx, where: SQL): Promise<Group | undefined> {
  const [row] = await db.select().from(gameGroups).where(where).limit(1);
  return row && toGroup(row);
}

/** Groups with their playable games. */
export async function withGames(db: Database, groups: Group[]) {
  const byGroup = await gamesOfGroups(
    db,
    groups.map((group) => group.id),
  );
  return groups.map((group) => ({ ...group, games: byGroup.get(group.id)! }));
}

/** A provider by its slug or its name (letter case ignored). */
export async function findProvider(db: Database, nameOrSlug: string) {
  const [row] = await db
    .select()
    .from(providers)
    .where(
      sql`${providers.slug} = ${nameOrSlug.toLowerCase()} or lower(${providers.name}) = ${nameOrSlug.toLowerCase()}`,
    )
    .limit(1);
  return row;
}

/** A providers row as the contract's Supplier. */
export const toSupplier = (row: typeof providers.$inferSelect) => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  ...(row.logo === null ? {} : { logo: row.logo }),
});
