import type { ContentAnswer, ServiceHandlers } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/envelope.ts';
import { createAnswerCache } from './answer-cache.ts';
import { toSupplier } from './catalogue.ts';
import {
  findChildGroup,
  findGameById,
  findGameBySlug,
  findGroupBySlug,
  findGroupOfType,
  findProvider,
  gamesOfGroup,
  listActiveProviders,
  listCatalogue,
  listGroups,
  listProviderGames,
  withGames,
} from './repository.ts';

/** The game catalogue of the content service (openapi/content.yaml): games, groups and suppliers. */
export const catalogueContentHandlers = (db: Database, cache = createAnswerCache()): ServiceHandlers<'content'> => ({
  // Every page's layout asks for both lists, and counting the groups' games takes longer than listing them.
  getGameGroups: async (request, reply) =>
    cache.send<ContentAnswer<'getGameGroups'>>(request, reply, 'game-groups', () => listGroups(db, 'top')),

  getChildGameGroups: async (request, reply) =>
    cache.send<ContentAnswer<'getChildGameGroups'>>(request, reply, 'child-game-groups', () => listGroups(db, 'child')),

  getGames: async (request, reply) => {
    const { slug, volatility } = request.query;
    if (slug === undefined)
      return cache.send<ContentAnswer<'getGames'>>(request, reply, `games\n${volatility ?? ''}`, () =>
        listCatalogue(db, volatility),
      );
    const game = await findGameBySlug(db, slug);
    return game && (volatility === undefined || game.volatility === volatility) ? [game] : [];
  },

  getGameById: async (request) => {
    const game = await findGameById(db, request.params.id);
    if (!game) throw notFound();
    return game;
  },

  getGroupBySlug: async (request) => {
    const group = await findGroupBySlug(db, request.params.slug);
    if (!group) throw notFound();
    return { ...group, games: await gamesOfGroup(db, group.id) };
  },

  getGamesInGroups: async (request, reply) =>
    cache.send<ContentAnswer<'getGamesInGroups'>>(request, reply, 'games-in-groups', async () =>
      withGames(db, await listGroups(db, 'all')),
    ),

  getGamesByCategory: async (request) => {
    const { parentCategory } = request.params;
    const { 'child-category': child, volatility } = request.query;
    const parent = await findGroupBySlug(db, parentCategory);
    if (!parent || parent.parentId !== null) return [];
    if (child === undefined) return gamesOfGroup(db, parent.id, volatility);
    const group = await findChildGroup(db, parent.id, child);
    return group ? gamesOfGroup(db, group.id, volatility) : [];
  },

  getGamesByProvider: async (request) => {
    const provider = await findProvider(db, request.params.name);
    return provider ? listProviderGames(db, provider.id) : [];
  },

  getGamesByGroupId: async (request) => {
    const { groupId } = request.params;
    const type = request.query.type ?? 'slots';
    const group = await findGroupOfType(db, groupId, type);
    return group ? gamesOfGroup(db, group.id) : [];
  },

  getSuppliers: async () => {
    const rows = await listActiveProviders(db);
    return rows.map(toSupplier);
  },
});
