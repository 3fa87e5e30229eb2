import { unwrap, type Api, type ContentComponents } from '@casino/api-client';
import { queryOptions } from '@tanstack/react-query';

type Game = ContentComponents['schemas']['Game'];

/**
 * The game catalogue (content GET /games). A failing answer is an error here, not the empty list of spec 7's
 * content rule: the home page tells "no games" from "could not load" and offers a retry.
 */
export const gamesQuery = (api: Api) =>
  queryOptions({
    queryKey: ['content', 'games'],
    queryFn: (): Promise<Game[]> => unwrap(api.content.GET('/games')),
  });
