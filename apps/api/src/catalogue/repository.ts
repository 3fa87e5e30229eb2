import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../db/database.ts';
import { findGame, findGroup, listGames, playable, toGame, type Game } from './catalogue.ts';
import { favouriteGames, gameGroups, games, providers, recentGames, type GameGroupType } from './schema.ts';

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
