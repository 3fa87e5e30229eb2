import { and, asc, desc, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Volatility } from '@casino/flows/rules';
import type { Database, Tx } from '../db/database.ts';
import { readRows, totalRows } from '../db/pages.ts';
import { toGame, toGroup, type Game, type Group, type ListPage } from './catalogue.ts';
import {
  favouriteGames,
  gameGroupGames,
  gameGroups,
  games,
  providers,
  recentGames,
  type GameGroupType,
} from './schema.ts';

/** A game can be started, and is listed, only while both it and its provider are active. */
export const playable = and(eq(games.active, true), eq(providers.active, true));

/** The games of a volatility class, or every game when none is asked for. */
const ofVolatility = (volatility: Volatility | undefined) =>
  volatility === undefined ? undefined : eq(games.volatility, volatility);

/** Playable games matching `where`, in catalogue order (by id). */
async function listGames(db: Database | Tx, where?: SQL): Promise<Game[]> {
  const rows = await db
    .select({ game: games })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(playable, where))
    .orderBy(asc(games.id));
  return rows.map(({ game }) => toGame(game));
}

/** The playable games of the catalogue, of one volatility class when it is given, in catalogue order. */
export const listCatalogue = (db: Database | Tx, volatility?: Volatility) => listGames(db, ofVolatility(volatility));

/** A page of a list of games and how many games the whole list has. */
export interface GamesPage {
  games: Game[];
  total: number;
}

/** The slice `page` asks for of a list of games that selects `total: totalRows` (readRows), as games. */
async function gamesPageOf(
  list: (limit: number, offset: number) => PromiseLike<{ game: typeof games.$inferSelect; total: number }[]>,
  { offset, limit }: ListPage,
): Promise<GamesPage> {
  const { rows, total } = await readRows(list, offset, limit);
  return { games: rows.map(({ game }) => toGame(game)), total };
}

/** One page of the playable games matching `where`, in catalogue order, and how many they are. */
function pageOfGames(db: Database | Tx, where: SQL | undefined, page: ListPage): Promise<GamesPage> {
  return gamesPageOf(
    (limit, offset) =>
      db
        .select({ game: games, total: totalRows })
        .from(games)
        .innerJoin(providers, eq(providers.id, games.providerId))
        .where(and(playable, where))
        .orderBy(asc(games.id))
        .limit(limit)
        .offset(offset),
    page,
  );
}

/** One page of the playable catalogue (of one volatility class when it is given). */
export const pageOfCatalogue = (db: Database | Tx, page: ListPage, volatility?: Volatility) =>
  pageOfGames(db, ofVolatility(volatility), page);

/** One page of a provider's playable games, in catalogue order. */
export const pageOfProviderGames = (db: Database | Tx, providerId: number, page: ListPage) =>
  pageOfGames(db, eq(games.providerId, providerId), page);

/** One page of a group's playable games (of one volatility class when it is given), in the group's order. */
export function pageOfGroup(
  db: Database,
  groupId: number,
  page: ListPage,
  volatility?: Volatility,
): Promise<GamesPage> {
  const where = and(eq(gameGroupGames.groupId, groupId), playable, ofVolatility(volatility));
  return gamesPageOf(
    (limit, offset) =>
      db
        .select({ game: games, total: totalRows })
        .from(gameGroupGames)
        .innerJoin(games, eq(games.id, gameGroupGames.gameId))
        .innerJoin(providers, eq(providers.id, games.providerId))
        .where(where)
        .orderBy(asc(gameGroupGames.position))
        .limit(limit)
        .offset(offset),
    page,
  );
}

/** One game by a key, whatever its state (its page shows it; starting it answers 132 when it is disabled). */
async function findGame(db: Database | Tx, where: SQL): Promise<Game | undefined> {
  const [row] = await db.select().from(games).where(where).limit(1);
  return row && toGame(row);
}

/** The playable games of each of these groups, in each group's order. */
async function gamesOfGroups(db: Database, groupIds: number[], where?: SQL): Promise<Map<number, Game[]>> {
  const byGroup = new Map<number, Game[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return byGroup;
  const rows = await db
    .select({ groupId: gameGroupGames.groupId, game: games })
    .from(gameGroupGames)
    .innerJoin(games, eq(games.id, gameGroupGames.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(inArray(gameGroupGames.groupId, groupIds), playable, where))
    .orderBy(asc(gameGroupGames.groupId), asc(gameGroupGames.position));
  for (const { groupId, game } of rows) byGroup.get(groupId)!.push(toGame(game));
  return byGroup;
}

/** The playable games of one group, of one volatility class when it is given. */
export const gamesOfGroup = async (db: Database, groupId: number, volatility?: Volatility) =>
  (await gamesOfGroups(db, [groupId], ofVolatility(volatility))).get(groupId)!;

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

/** One group by a key. */
async function findGroup(db: Database | Tx, where: SQL): Promise<Group | undefined> {
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

/** A game by its id, whatever its state, with its provider's name and whether the provider is active. */
export async function findGameWithProvider(db: Database | Tx, id: number) {
  const [row] = await db
    .select({ game: games, providerName: providers.name, providerActive: providers.active })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(eq(games.id, id));
  return row;
}

/** One game by its id, whatever its state. */
export const findGameById = (db: Database | Tx, id: number) => findGame(db, eq(games.id, id));

/** One game by its slug (friendly name), whatever its state. */
export const findGameBySlug = (db: Database | Tx, slug: string) => findGame(db, eq(games.friendlyName, slug));

/** Whether a game with this id exists, whatever its state. */
export async function gameExists(db: Database | Tx, id: number): Promise<boolean> {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.id, id));
  return game !== undefined;
}

/** The playable games of a provider, in catalogue order. */
export const listProviderGames = (db: Database | Tx, providerId: number) =>
  listGames(db, eq(games.providerId, providerId));

/** The active providers, by name. */
export async function listActiveProviders(db: Database | Tx) {
  return db.select().from(providers).where(eq(providers.active, true)).orderBy(asc(providers.name));
}

/** One group by its slug. */
export const findGroupBySlug = (db: Database | Tx, slug: string) => findGroup(db, eq(gameGroups.slug, slug));

/** The child group with this slug of a parent group. */
export const findChildGroup = (db: Database | Tx, parentId: number, slug: string) =>
  findGroup(db, and(eq(gameGroups.slug, slug), eq(gameGroups.parentId, parentId))!);

/** The group with this id when it is of this type. */
export const findGroupOfType = (db: Database | Tx, id: number, type: GameGroupType) =>
  findGroup(db, and(eq(gameGroups.id, id), eq(gameGroups.type, type))!);

/** Playable games of the player in a table of (player, game, time), newest first. */
async function playerGames(
  db: Database | Tx,
  table: typeof favouriteGames | typeof recentGames,
  time: typeof favouriteGames.createdTime | typeof recentGames.playedTime,
  playerId: number,
  limit?: number,
): Promise<Game[]> {
  const query = db
    .select({ game: games })
    .from(table)
    .innerJoin(games, eq(games.id, table.gameId))
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(and(eq(table.playerId, playerId), playable))
    .orderBy(desc(time), desc(games.id));
  const rows = await (limit === undefined ? query : query.limit(limit));
  return rows.map(({ game }) => toGame(game));
}

/** The player's playable favourite games, the latest added first. */
export const listFavouriteGames = (db: Database | Tx, playerId: number) =>
  playerGames(db, favouriteGames, favouriteGames.createdTime, playerId);

/** The `limit` playable games the player played last, the latest first. */
export const listRecentGames = (db: Database | Tx, playerId: number, limit: number) =>
  playerGames(db, recentGames, recentGames.playedTime, playerId, limit);

/** Adds a game to the player's favourites (once). */
export async function addFavouriteGame(db: Database | Tx, playerId: number, gameId: number): Promise<void> {
  await db.insert(favouriteGames).values({ playerId, gameId }).onConflictDoNothing();
}

/** Takes a game off the player's favourites. */
export async function removeFavouriteGame(db: Database | Tx, playerId: number, gameId: number): Promise<void> {
  await db.delete(favouriteGames).where(and(eq(favouriteGames.playerId, playerId), eq(favouriteGames.gameId, gameId)));
}

/** Remembers that the player launched or played a game now. */
export async function recordRecentGame(db: Database | Tx, playerId: number, gameId: number): Promise<void> {
  const playedTime = new Date();
  await db
    .insert(recentGames)
    .values({ playerId, gameId, playedTime })
    .onConflictDoUpdate({ target: [recentGames.playerId, recentGames.gameId], set: { playedTime } });
}
