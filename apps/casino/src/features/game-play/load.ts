import { contentList, type Api } from '@casino/api-client';
import { providerName } from '@casino/flows';
import { queryOptions } from '@tanstack/react-query';
import { gameBySlugQuery, RAIL_SIZE, summarise } from '../../shared/content/queries';
import { notFound, type LoadPage } from '../../app/route-data';

/**
 * The first games of a provider (content `/provider={name}`), as card summaries: one more than a rail shows, so that
 * a rail without the game being played is still full. Only these travel with the page.
 */
export const providerPreviewQuery = (api: Api, provider: string) =>
  queryOptions({
    queryKey: ['content', 'provider-preview', provider],
    queryFn: async () =>
      (await contentList(api.content.GET('/provider={name}', { params: { path: { name: provider } } })))
        .slice(0, RAIL_SIZE + 1)
        .map(summarise),
  });

/** The game play page's data: the game by its slug (404 when there is none), then more games of its provider. */
export const loadGamePlay: LoadPage = async ({ fetch, api, params }) => {
  const game = params.slug ? await fetch(gameBySlugQuery(api, params.slug)) : null;
  if (!game) notFound();
  const provider = providerName(game.provider);
  if (provider) await fetch(providerPreviewQuery(api, provider));
};
