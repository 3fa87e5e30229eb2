import { contentList, contentPage, type Api } from '@casino/api-client';
import type { Volatility } from '@casino/flows';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { gameGroupsQuery, summarise, type GameSummary } from '../../shared/content/queries';
import type { ListHead } from '../../shared/games/list-query';
import { groupGamesPage, summarisedPage, type GroupRef, type GroupType } from './rails-query';

/**
 * The games of a group as card summaries. The content service reads a bare id as a slots group and answers a
 * live-casino group's id with an empty list unless it is asked with type=livecasino (spec 7).
 */
const groupGames = async (api: Api, { id, type }: GroupRef): Promise<GameSummary[]> =>
  (
    await contentList(
      api.content.GET('/games-by-group-id={groupId}', {
        params: { path: { groupId: id }, query: type === 'livecasino' ? { type } : {} },
      }),
    )
  ).map(summarise);

/** A group's games, whole (its page), whose first page is asked alone. */
export const groupGamesQuery = (api: Api, group: GroupRef) => ({
  ...queryOptions({
    queryKey: ['content', 'group-games', group.type, group.id],
    queryFn: () => groupGames(api, group),
  }),
  firstPage: (limit: number) => groupGamesPage(api, group, limit),
});

/**
 * Every game of a section (slots or live casino) as card summaries: the games of its top-level group, which the
 * content service answers as the parent category (all 573 slots and 48 live games of the demo; the child groups
 * together hold only 355 of the slots). Several top-level groups of one type are joined, each game once. With a
 * volatility, only the games of that class (the content service narrows the list).
 */
const sectionWhole = (api: Api, type: GroupType, volatility?: Volatility) =>
  queryOptions({
    queryKey: ['content', 'section-games', type, volatility ?? 'all'],
    queryFn: async ({ client }) => {
      const parents = await sectionParents(api, client, type);
      const lists = await Promise.all(
        parents.map((group) =>
          contentList(
            api.content.GET('/parent-category={parentCategory}', {
              params: { path: { parentCategory: group.slug }, query: volatility ? { volatility } : {} },
            }),
          ),
        ),
      );
      const games = new Map(lists.flat().map((game) => [game.id, game]));
      return [...games.values()].map(summarise);
    },
  });

/**
 * A section's games, whole; the content service pages a section of one top-level group (every one of the demo's), so
 * its first page is asked alone; several are joined, so their first page is cut from the whole list.
 */
export const sectionGamesQuery = (api: Api, type: GroupType, volatility?: Volatility) => ({
  ...sectionWhole(api, type, volatility),
  firstPage: async (limit: number, client: QueryClient): Promise<ListHead | undefined> => {
    const parents = await sectionParents(api, client, type);
    if (parents.length !== 1) return undefined;
    return summarisedPage(
      contentPage(
        api.content.GET('/parent-category={parentCategory}', {
          params: { path: { parentCategory: parents[0]!.slug }, query: { limit, ...(volatility && { volatility }) } },
        }),
      ),
      limit,
    );
  },
});

/** The top-level groups of a section. */
const sectionParents = async (api: Api, client: QueryClient, type: GroupType) =>
  (await client.ensureQueryData(gameGroupsQuery(api))).filter((group) => group.type === type);

/**
 * One provider by its id, or null when none has it: a provider's page needs its name and slug, and its HTML hands the
 * browser this one rather than the whole list (79 providers with 5,000 games, 1.6 kB of the page compressed).
 */
export const supplierQuery = (api: Api, id: string) =>
  queryOptions({
    queryKey: ['content', 'supplier', id],
    queryFn: async () =>
      (await contentList(api.content.GET('/suppliers'))).find((supplier) => String(supplier.id) === id) ?? null,
  });

/** A provider's games as card summaries, by its slug (the content service's /provider={name}), paged there. */
export const providerGamesQuery = (api: Api, slug: string) => ({
  ...queryOptions({
    queryKey: ['content', 'provider-games', slug],
    queryFn: async () =>
      (await contentList(api.content.GET('/provider={name}', { params: { path: { name: slug } } }))).map(summarise),
  }),
  firstPage: (limit: number) =>
    summarisedPage(
      contentPage(api.content.GET('/provider={name}', { params: { path: { name: slug }, query: { limit } } })),
      limit,
    ),
});

/**
 * How many games each provider id has, counted from the whole catalogue: one cached, compressed answer, of which
 * only the counts stay in the cache and travel with the page. Empty when the catalogue cannot be loaded.
 */
export const providerGameCountsQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'provider-game-counts'],
    queryFn: async () => {
      const counts: Record<number, number> = {};
      for (const { provider } of await contentList(api.content.GET('/games'))) {
        counts[provider] = (counts[provider] ?? 0) + 1;
      }
      return counts;
    },
  });
