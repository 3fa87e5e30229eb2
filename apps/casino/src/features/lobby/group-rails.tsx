import { GameRail } from '@casino/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../app/api';
import type { LoadPage } from '../../app/route-data';
import { childGroupsQuery, groupsWithGames, type GameGroup, type GameSummary } from '../../shared/content/queries';
import { useLocale } from '../../shared/locale/use-locale';
import { groupPath, groupTitle } from '../../shared/games/game-groups';
import { useGameTiles } from '../../shared/games/game-tiles';
import { groupPreviewQuery, type GroupType } from './queries';

/** The groups of these types that have rails: those with games (spec 2.4), in menu order. */
const railGroups = (groups: GameGroup[], types: readonly GroupType[]) =>
  groupsWithGames(groups).filter((group) => types.includes(group.type));

/** The data of the rails: the groups, then the first games of each group of these types that has games. */
export const loadGroupRails =
  (types: readonly GroupType[]): LoadPage =>
  async ({ fetch, api }) => {
    const groups = railGroups(await fetch(childGroupsQuery(api)), types);
    await Promise.all(groups.map((group) => fetch(groupPreviewQuery(api, group))));
  };

/**
 * One rail per group of these types, each with a link to the whole group. A group without games has none: its count
 * says so, and a group whose first games do not come (the content service failed) is left out too.
 */
export function GroupRails({ types }: { types: readonly GroupType[] }) {
  const api = useApi();
  const { data: groups = [] } = useQuery(childGroupsQuery(api));
  const shown = railGroups(groups, types);
  const previews = useQueries({ queries: shown.map((group) => groupPreviewQuery(api, group)) });
  const withGames = shown.flatMap((group, index) => {
    const games = previews[index]?.data ?? [];
    return games.length ? [{ group, games }] : [];
  });
  return (
    <div className="flex flex-col gap-10">
      {withGames.map(({ group, games }, index) => (
        <GroupRail key={group.id} group={group} games={games} first={index === 0} />
      ))}
    </div>
  );
}

interface GroupRailProps {
  group: GameGroup;
  games: GameSummary[];
  /** The page's first rail: its first cards are what a phone sees first. */
  first: boolean;
}

function GroupRail({ group, games, first }: GroupRailProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const title = groupTitle(group, locale);
  // The first rail's first row on a phone (two cards) loads eagerly, the likely LCP; everything else lazily.
  const tiles = useGameTiles({ games, eager: first ? 2 : 0 });
  return (
    <GameRail
      title={title}
      previousLabel={t('lobby.rail.previous', { group: title })}
      nextLabel={t('lobby.rail.next', { group: title })}
      action={
        <Link
          to={groupPath(group, locale)}
          aria-label={t('lobby.rail.allOf', { group: title })}
          className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          {t('lobby.rail.all')}
        </Link>
      }
    >
      {tiles}
    </GameRail>
  );
}
