import { contentPage, type Api } from '@casino/api-client';
import { queryOptions } from '@tanstack/react-query';
import {
  childGroupsQuery,
  groupsWithGames,
  RAIL_SIZE,
  summarise,
  type GameGroup,
  type GameSummary,
} from '../../shared/content/queries';
import type { ListHead } from '../../shared/games/list-query';

export type GroupType = GameGroup['type'];
/** What names a group to the content service: its id, read as a live-casino group when its type says so. */
export type GroupRef = Pick<GameGroup, 'id' | 'type'>;

/**
 * A page of `limit` games of a content list as card summaries, and how long the whole list is. A content service
 * that does not page (it answers the whole list, without X-Total-Count) is cut to the page here.
 */
export const summarisedPage = async (
  page: ReturnType<typeof contentPage<Parameters<typeof summarise>[0]>>,
  limit: number,
): Promise<ListHead> => {
  const { items, total } = await page;
  return { total, games: items.slice(0, limit).map(summarise) };
};

/** A group's first `limit` games as card summaries (a rail, the head of its page), with how many it has. */
export const groupGamesPage = (api: Api, { id, type }: GroupRef, limit: number) =>
  summarisedPage(
    contentPage(
      api.content.GET('/games-by-group-id={groupId}', {
        params: { path: { groupId: id }, query: type === 'livecasino' ? { type, limit } : { limit } },
      }),
    ),
    limit,
  );

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
      // Only a rail's games are asked: a group of an operator's catalogue has a thousand (issue 37).
      const previews = await Promise.allSettled(groups.map((group) => groupGamesPage(api, group, RAIL_SIZE)));
      return groups.flatMap((group, index) => {
        const preview = previews[index];
        const games = preview?.status === 'fulfilled' ? preview.value.games : [];
        return games.length ? [{ group, games }] : [];
      });
    },
  });
