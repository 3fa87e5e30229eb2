import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { GameSummary } from '../content/queries';

/** A whole game list's query (a group's, a section's, a provider's games). */
export type GameListQuery<Key extends QueryKey = QueryKey> = UseQueryOptions<
  GameSummary[],
  Error,
  GameSummary[],
  Key
> & {
  queryKey: Key;
};

/** Cards rendered at first and added by each "show more": a 600-game list stays light on a phone. */
export const GAME_PAGE_SIZE = 48;

/** The first page of a game list and how long the whole list is. */
export interface ListHead {
  total: number;
  games: GameSummary[];
}

/**
 * The first page of a list and its length: what a page renders first. On the server only this goes into the page
 * (the whole list would be most of it: the 573 slots are 122 kB even as summaries), and the rest loads when a visitor
 * asks for more; in the browser (a navigation) the whole list stays in the cache, so "show more" has it at once.
 */
export const listHeadQuery = <Key extends QueryKey>(list: GameListQuery<Key>) =>
  queryOptions({
    queryKey: [...list.queryKey, 'head'],
    queryFn: async ({ client }): Promise<ListHead> => {
      const games = await client.fetchQuery(list);
      if (import.meta.env.SSR) client.removeQueries({ queryKey: list.queryKey, exact: true });
      return { total: games.length, games: games.slice(0, GAME_PAGE_SIZE) };
    },
  });
