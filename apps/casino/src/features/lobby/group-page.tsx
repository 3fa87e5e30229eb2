import { Page, PageHeader } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { redirect, useLocation, useParams } from 'react-router';
import { useApi } from '../../app/api';
import { childGroupsQuery, gameGroupsQuery, type GameGroup } from '../../shared/content/queries';
import { notFound, type LoadPage } from '../../app/route-data';
import { localizedPath, matchLocalizedRoute } from '../../app/routes';
import { useLocale } from '../../shared/locale/use-locale';
import { PageHead } from '../../shared/head/page-head';
import { groupPath, groupTitle } from '../../shared/games/game-groups';
import { requireSlug } from './canonical';
import { PagedGameList } from '../../shared/games/game-list';
import { listHeadQuery } from '../../shared/games/list-query';
import { groupGamesQuery } from './queries';
import type { GroupType } from './rails-query';

/** The section a group page is in, by its route: /games/{id} slots, /livecasino/{id} live casino (spec 2.1). */
const sectionOf = (pathname: string): GroupType =>
  matchLocalizedRoute(pathname)?.name === 'LIVE_GROUP' ? 'livecasino' : 'slots';

/** The index that lists a section's top-level group. */
const SECTION_INDEX = { slots: 'SLOTS', livecasino: 'LIVE_CASINO' } as const;

/** The group of the page: a child group (the groups the menu, the rails and the sitemap link to) of the route's section. */
const findGroup = (groups: GameGroup[], id: string | undefined, type: GroupType) =>
  groups.find((group) => String(group.id) === id && group.type === type);

/**
 * A group page's data. An id that is no group of the route's section (a live group under /games, or the other way
 * round) is not found; a top-level group's id goes (301) to its section's index, which lists its games; a wrong or
 * missing slug goes (301) to the group's own address.
 */
export const loadGroupPage: LoadPage = async ({ fetch, api, locale, params, url }) => {
  const type = sectionOf(url.pathname);
  const [parents, children] = await Promise.all([fetch(gameGroupsQuery(api)), fetch(childGroupsQuery(api))]);
  if (findGroup(parents, params.id, type)) throw redirect(localizedPath(SECTION_INDEX[type], locale) + url.search, 301);
  const group = findGroup(children, params.id, type) ?? notFound();
  requireSlug(url, params.slug, { slug: group.slug, path: groupPath(group, locale) });
  await fetch(listHeadQuery(groupGamesQuery(api, group)));
};

/** A game group: its title and description in the locale (falling back to its name), then all its games. */
export function GroupPage() {
  const { pathname } = useLocation();
  const { id } = useParams();
  const { data: groups = [] } = useQuery(childGroupsQuery(useApi()));
  const group = findGroup(groups, id, sectionOf(pathname));
  // The loader has answered 404 for an unknown group, so this is only the moment a navigation ends.
  return group ? <GroupGames key={group.id} group={group} /> : null;
}

function GroupGames({ group }: { group: GameGroup }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = groupTitle(group, locale);
  const description = group.translations?.[locale]?.description;
  return (
    <Page gap="loose">
      <PageHead
        title={t('lobby.group.title', { group: title })}
        description={description || t('lobby.group.description', { group: title })}
      />
      <PageHeader title={title} description={description} />
      <PagedGameList list={groupGamesQuery(useApi(), group)} title={title} emptyText={t('lobby.group.empty')} />
    </Page>
  );
}
