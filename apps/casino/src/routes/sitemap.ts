import { contentList } from '@casino/api-client';
import type { Locale } from '@casino/flows';
import type { LoaderFunctionArgs } from 'react-router';
import { requestServices } from '../app/page-context';
import { localizedPath, type RouteName } from '../app/routes';
import { sitemapFiles, sitemapIndex, type PagePaths } from '../shared/content/sitemap';
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

const xml = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });

/**
 * /sitemap.xml: every public page in fi, en and et, with its alternates: home, the lists, the game groups, the
 * providers, the game pages and the articles. Past the protocol's limits of one file (SITEMAP_LIMITS: 50,000
 * addresses, 50 MB) it is a sitemap index of the files /sitemap/1.xml, /sitemap/2.xml, … (this loader too, `part`).
 */
export async function loader({ context, request, params }: LoaderFunctionArgs) {
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
  const origin = new URL(request.url).origin;
  const files = sitemapFiles(origin, pages);
  if (params.part === undefined) return xml(files.length === 1 ? files[0]! : sitemapIndex(origin, files.length));
  // A part exists only while the sitemap is split: /sitemap/1.xml to /sitemap/{n}.xml.
  const part = /^([1-9]\d*)\.xml$/.exec(params.part)?.[1];
  const file = files.length > 1 && part !== undefined ? files[Number(part) - 1] : undefined;
  if (file === undefined) throw new Response('Not found', { status: 404 });
  return xml(file);
}
