import { contentList } from '@casino/api-client';
import type { Locale } from '@casino/flows';
import type { LoaderFunctionArgs } from 'react-router';
import { requestServices } from '../app/page-context';
import { localizedPath, type RouteName } from '../app/routes';
import { sitemapEntries, type PagePaths } from '../shared/content/sitemap';
import { articleSitemapPaths } from '../features/content/sitemap';

/** The public lists of the site (spec 2.1), each a page in every locale. */
const LISTS = [
  'HOME',
  'SLOTS',
  'LIVE_CASINO',
  'PROVIDERS',
  'NEWS',
  'CAMPAIGNS',
  'GOLD_RUSH',
] as const satisfies RouteName[];

/**
 * /sitemap.xml: every public page in fi, en and et, with its alternates: home, the lists, the game groups, the
 * providers, the game pages and the articles.
 */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { api } = requestServices(context);
  const [groups, suppliers, games, articles] = await Promise.all([
    contentList(api.content.GET('/child-game-groups-translated')),
    contentList(api.content.GET('/suppliers')),
    contentList(api.content.GET('/games')),
    articleSitemapPaths(api),
  ]);
  const pages: PagePaths[] = [
    ...LISTS.map((name) => (locale: Locale) => localizedPath(name, locale)),
    ...groups.map(
      ({ id, slug, type }) =>
        (locale: Locale) =>
          localizedPath(type === 'livecasino' ? 'LIVE_GROUP' : 'SLOTS_GROUP', locale, { id: String(id), slug }),
    ),
    ...suppliers.map(
      ({ id, slug }) =>
        (locale: Locale) =>
          localizedPath('PROVIDER', locale, { id: String(id), slug }),
    ),
    ...games.map(
      ({ friendly_name: slug }) =>
        (locale: Locale) =>
          localizedPath('GAME_PAGE', locale, { slug }),
    ),
    ...articles,
  ];
  return new Response(sitemapEntries(new URL(request.url).origin, pages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
