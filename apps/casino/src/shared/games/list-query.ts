import { queryOptions, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { GameSummary } from '../content/queries';

/** The first page of a game list and how long the whole list is. */
export interface ListHead {
  total: number;
  games: GameSummary[];
}

/**
 * A whole game list's query (a group's, a section's, a provider's games), and where the content service pages it
 * (issue 37), how to ask for its first `limit` games alone with the whole list's length.
 */
export type GameListQuery<Key extends QueryKey = QueryKey> = UseQueryOptions<
  GameSummary[],
  Error,
  GameSummary[],
  Key
> & {
  queryKey: Key;
  /** Undefined when this list is not paged after all (then it is loaded whole and cut). */
  firstPage?: (limit: number, client: QueryClient) => Promise<ListHead | undefined>;
};

/** Cards rendered at first and added by each "show more": a 600-game list stays light on a phone. */
export const GAME_PAGE_SIZE = 48;

/**
 * The first page of a list and its length: what a page renders first. Only this goes into the page (the whole list
 * would be most of it: the 573 slots are 122 kB even as summaries, 4,952 slots of an operator's catalogue 1 MB), and
 * the rest loads when a visitor asks for more. A list the content service pages asks it for its first page alone;
 * another is loaded whole and cut, and in the browser (a navigation) stays in the cache for "show more".
 */
export const listHeadQuery = <Key extends QueryKey>(list: GameListQuery<Key>) =>
  queryOptions({
    queryKey: [...list.queryKey, 'head'],
    queryFn: async ({ client }): Promise<ListHead> => {
      const head = await list.firstPage?.(GAME_PAGE_SIZE, client);
      if (head) return head;
      const games = await client.fetchQuery(list);
      if (import.meta.env.SSR) client.removeQueries({ queryKey: list.queryKey, exact: true });
      return { total: games.length, games: games.slice(0, GAME_PAGE_SIZE) };
    },
  });
