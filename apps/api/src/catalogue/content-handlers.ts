import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentAnswer, ServiceHandlers } from '../contract/handler-types.ts';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/envelope.ts';
import { createAnswerCache } from './answer-cache.ts';

type AnswerCache = ReturnType<typeof createAnswerCache>;
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
 * games (at most GAME_LIST_PAGE_MAX) from `offset` on, with the whole list's length in X-Total-Count (issue 37). A
 * page is kept in the answer cache under `key` and its bounds: the lobby's rails and list heads ask the same pages
 * for every render.
 */
async function listAsAsked(
  cache: AnswerCache,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  { limit, offset }: { limit?: number | undefined; offset?: number | undefined },
  whole: () => Promise<Game[]>,
  page: (page: ListPage) => Promise<GamesPage>,
) {
  if (limit === undefined && offset === undefined) return whole();
  const bounds = { limit: limit ?? GAME_LIST_PAGE_MAX, offset: offset ?? 0 };
  return cache.sendWithHeaders<Game[]>(request, reply, `${key}\n${bounds.limit}\n${bounds.offset}`, async () => {
    const { games, total } = await page(bounds);
    return { body: games, headers: { 'x-total-count': String(total) } };
  });
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
        cache,
        request,
        reply,
        `games-page\n${volatility ?? ''}`,
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
      cache,
      request,
      reply,
      `category-page\n${parentCategory}\n${child ?? ''}\n${volatility ?? ''}`,
      request.query,
      async () => (group ? gamesOfGroup(db, group.id, volatility) : []),
      async (page) => (group ? pageOfGroup(db, group.id, page, volatility) : noGames),
    );
  },

  getGamesByProvider: async (request, reply) => {
    const provider = await findProvider(db, request.params.name);
    return listAsAsked(
      cache,
      request,
      reply,
      `provider-page\n${provider?.id ?? ''}`,
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
      cache,
      request,
      reply,
      `group-page\n${group?.id ?? ''}`,
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
