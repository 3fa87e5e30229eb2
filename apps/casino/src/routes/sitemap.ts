import { contentList } from '@casino/api-client';
import { LOCALES } from '@casino/flows';
import type { LoaderFunctionArgs } from 'react-router';
import { requestServices } from '../app/page-context';
import { localizedPath, type RouteName } from '../app/routes';
import { sitemapEntries } from '../app/sitemap';

/** The public lists of the site (spec 2.1), each a page in every locale. */
const LISTS: RouteName[] = ['HOME', 'SLOTS', 'LIVE_CASINO', 'PROVIDERS', 'NEWS', 'CAMPAIGNS', 'GOLD_RUSH'];

/** /sitemap.xml: every public page in fi, en and et, with its alternates (home, lists, groups, providers, games). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const { api } = requestServices(context);
  const [groups, suppliers, games] = await Promise.all([
    contentList(api.content.GET('/child-game-groups-translated')),
    contentList(api.content.GET('/suppliers')),
    contentList(api.content.GET('/games')),
  ]);
  const pages = [
    ...LISTS.map((name) => (locale: (typeof LOCALES)[number]) => localizedPath(name as 'HOME', locale)),
    ...groups.map((group) => (locale: (typeof LOCALES)[number]) =>
      localizedPath(group.type === 'livecasino' ? 'LIVE_GROUP' : 'SLOTS_GROUP', locale, {
        id: String(group.id),
        slug: group.slug,
      }),
    ),
    ...suppliers.map((supplier) => (locale: (typeof LOCALES)[number]) =>
      localizedPath('PROVIDER', locale, { id: String(supplier.id), slug: supplier.slug }),
    ),
    ...games.map((game) => (locale: (typeof LOCALES)[number]) =>
      localizedPath('GAME_PAGE', locale, { slug: game.friendly_name }),
    ),
  ];
  return new Response(sitemapEntries(new URL(request.url).origin, pages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
