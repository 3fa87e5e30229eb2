import { contentList, type Api } from '@casino/api-client';
import type { Volatility } from '@casino/flows';
import { queryOptions } from '@tanstack/react-query';
import {
  childGroupsQuery,
  gameGroupsQuery,
  groupsWithGames,
  RAIL_SIZE,
  summarise,
  type GameGroup,
  type GameSummary,
} from '../../shared/content/queries';

export type GroupType = GameGroup['type'];
/** What names a group to the content service: its id, read as a live-casino group when its type says so. */
export type GroupRef = Pick<GameGroup, 'id' | 'type'>;

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

/** A group's games, whole (its page). */
export const groupGamesQuery = (api: Api, group: GroupRef) =>
  queryOptions({
    queryKey: ['content', 'group-games', group.type, group.id],
    queryFn: () => groupGames(api, group),
  });

/** A rail: a group and its first games, only these travel with the page. */
export interface Rail {
  group: GameGroup;
  games: GameSummary[];
}

/**
 * The rails of the groups of these types: each group with games (spec 2.4), in menu order, with its first games. A
 * group whose games do not come (the content service failed) is left out, and so is one with none. One query for
 * them all: the page's dozen rails as a dozen queries cost the browser a timer and a subscription each as it hydrated.
 */
export const railsQuery = (api: Api, types: readonly GroupType[]) =>
  queryOptions({
    queryKey: ['content', 'rails', ...types],
    queryFn: async ({ client }): Promise<Rail[]> => {
      const groups = groupsWithGames(await client.ensureQueryData(childGroupsQuery(api))).filter((group) =>
        types.includes(group.type),
      );
      const previews = await Promise.allSettled(groups.map((group) => groupGames(api, group)));
      return groups.flatMap((group, index) => {
        const preview = previews[index];
        const games = preview?.status === 'fulfilled' ? preview.value.slice(0, RAIL_SIZE) : [];
        return games.length ? [{ group, games }] : [];
      });
    },
  });

/**
 * Every game of a section (slots or live casino) as card summaries: the games of its top-level group, which the
 * content service answers as the parent category (all 573 slots and 48 live games of the demo; the child groups
 * together hold only 355 of the slots). Several top-level groups of one type are joined, each game once. With a
 * volatility, only the games of that class (the content service narrows the list).
 */
export const sectionGamesQuery = (api: Api, type: GroupType, volatility?: Volatility) =>
  queryOptions({
    queryKey: ['content', 'section-games', type, volatility ?? 'all'],
    queryFn: async ({ client }) => {
      const parents = (await client.ensureQueryData(gameGroupsQuery(api))).filter((group) => group.type === type);
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

/** A provider's games as card summaries, by its slug (the content service's /provider={name}). */
export const providerGamesQuery = (api: Api, slug: string) =>
  queryOptions({
    queryKey: ['content', 'provider-games', slug],
    queryFn: async () =>
      (await contentList(api.content.GET('/provider={name}', { params: { path: { name: slug } } }))).map(summarise),
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
