import type { FastifyReply } from 'fastify';
import type { ContentAnswer, ServiceHandlers } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/envelope.ts';
import { createAnswerCache } from './answer-cache.ts';
import { GAME_LIST_PAGE_MAX, toSupplier, type Game, type ListPage } from './catalogue.ts';
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
  pageOfCatalogue,
  pageOfGroup,
  pageOfProviderGames,
  withGames,
  type GamesPage,
} from './repository.ts';

/**
 * A list of games as asked: the whole list (the spec's answer) when the query names no page, else the page of `limit`
 * games (at most GAME_LIST_PAGE_MAX) from `offset` on, with the whole list's length in X-Total-Count (issue 37).
 */
async function listAsAsked(
  reply: FastifyReply,
  { limit, offset }: { limit?: number | undefined; offset?: number | undefined },
  whole: () => Promise<Game[]>,
  page: (page: ListPage) => Promise<GamesPage>,
): Promise<Game[]> {
  if (limit === undefined && offset === undefined) return whole();
  const answer = await page({ limit: limit ?? GAME_LIST_PAGE_MAX, offset: offset ?? 0 });
  reply.header('x-total-count', String(answer.total));
  return answer.games;
}

/** The answer to a list that names no group or provider: empty, and 0 in all when a page was asked. */
const noGames: GamesPage = { games: [], total: 0 };

/** The game catalogue of the content service (openapi/content.yaml): games, groups and suppliers. */
export const catalogueContentHandlers = (db: Database, cache = createAnswerCache()): ServiceHandlers<'content'> => ({
  // Every page's layout asks for both lists, and counting the groups' games takes longer than listing them.
  getGameGroups: async (request, reply) =>
    cache.send<ContentAnswer<'getGameGroups'>>(request, reply, 'game-groups', () => listGroups(db, 'top')),

  getChildGameGroups: async (request, reply) =>
    cache.send<ContentAnswer<'getChildGameGroups'>>(request, reply, 'child-game-groups', () => listGroups(db, 'child')),

  getGames: async (request, reply) => {
    const { slug, volatility, limit, offset } = request.query;
    if (slug === undefined && (limit !== undefined || offset !== undefined))
      return listAsAsked(
        reply,
        { limit, offset },
        () => listCatalogue(db, volatility),
        (page) => pageOfCatalogue(db, page, volatility),
      );
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

  getGamesByCategory: async (request, reply) => {
    const { parentCategory } = request.params;
    const { 'child-category': child, volatility } = request.query;
    const parent = await findGroupBySlug(db, parentCategory);
    const group =
      !parent || parent.parentId !== null
        ? undefined
        : child === undefined
          ? parent
          : await findChildGroup(db, parent.id, child);
    return listAsAsked(
      reply,
      request.query,
      async () => (group ? gamesOfGroup(db, group.id, volatility) : []),
      async (page) => (group ? pageOfGroup(db, group.id, page, volatility) : noGames),
    );
  },

  getGamesByProvider: async (request, reply) => {
    const provider = await findProvider(db, request.params.name);
    return listAsAsked(
      reply,
      request.query,
      async () => (provider ? listProviderGames(db, provider.id) : []),
      async (page) => (provider ? pageOfProviderGames(db, provider.id, page) : noGames),
    );
  },

  getGamesByGroupId: async (request, reply) => {
    const { groupId } = request.params;
    const type = request.query.type ?? 'slots';
    const group = await findGroupOfType(db, groupId, type);
    return listAsAsked(
      reply,
      request.query,
      async () => (group ? gamesOfGroup(db, group.id) : []),
      async (page) => (group ? pageOfGroup(db, group.id, page) : noGames),
    );
  },

  getSuppliers: async () => {
    const rows = await listActiveProviders(db);
    return rows.map(toSupplier);
  },
});
