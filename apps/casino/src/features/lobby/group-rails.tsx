import { GameRail, GameRailPlaceholder } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../app/api';
import { HydrateWhenIdle } from '../../lib/hydrate-when-idle';
import type { LoadPage } from '../../app/route-data';
import type { GameGroup, GameSummary } from '../../shared/content/queries';
import { useLocale } from '../../shared/locale/use-locale';
import { groupPath, groupTitle } from '../../shared/games/game-groups';
import { useFavourites, type Favourites } from '../../shared/games/favourites';
import { useGameTiles } from '../../shared/games/game-tiles';
import { railsQuery, type GroupType } from './rails-query';

/** The data of the rails: the groups of these types with their first games. */
export const loadGroupRails =
  (types: readonly GroupType[]): LoadPage =>
  async ({ fetch, api }) => {
    await fetch(railsQuery(api, types));
  };

/**
 * The rails a first screen can show (a phone shows two, a desktop one and a half): the server renders these and they
 * hydrate with the page. Of the rails below them the server renders stand-ins (the title and the link to the group
 * as they are, skeleton cards in a row as tall as the cards'), and the browser renders their cards when idle from the
 * page's data, one rail after the other: the page's HTML stays within what its first screens show, under 150 kB
 * however large the catalogue (issue 37: twelve rails of eight cards made 440 kB, 4 kB a card), and nothing moves.
 */
const EAGER_RAILS = 2;

/** One rail per group of these types that has games (railsQuery), each with a link to the whole group. */
export function GroupRails({ types }: { types: readonly GroupType[] }) {
  const { data: rails = [] } = useQuery(railsQuery(useApi(), types));
  const favourites = useFavourites();
  return (
    <div className="flex flex-col gap-10">
      {rails.map(({ group, games }, index) => {
        const props = { group, games, first: index === 0, favourites };
        // The first screen's rails hydrate with the page, each in a render of its own (a Suspense boundary, see
        // SiteLayout); those below it (a phone's and a desktop's) render later, one by one, when idle.
        return index < EAGER_RAILS ? (
          <Suspense key={group.id}>
            <GroupRail {...props} />
          </Suspense>
        ) : (
          <HydrateWhenIdle
            key={group.id}
            // Only the server renders the stand-ins (the browser keeps them as the server sent them until it renders
            // the cards), so only the server's bundle carries them.
            serverFallback={import.meta.env.SSR ? <RailPlaceholder group={group} count={games.length} /> : undefined}
          >
            <GroupRail {...props} />
          </HydrateWhenIdle>
        );
      })}
    </div>
  );
}

interface GroupRailProps {
  group: GameGroup;
  games: GameSummary[];
  /** The page's first rail: its first cards are what a phone sees first. */
  first: boolean;
  favourites: Favourites | undefined;
}

/** The link to a group's whole list, beside its rail's title. */
function AllOfGroup({ group, title }: { group: GameGroup; title: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={groupPath(group, useLocale())}
      aria-label={t('lobby.rail.allOf', { group: title })}
      className="inline-flex min-h-10 items-center rounded-md px-3 text-sm font-semibold text-accent underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {t('lobby.rail.all')}
    </Link>
  );
}

/** A group's rail of games. */
function GroupRail({ group, games, first, favourites }: GroupRailProps) {
  const { t } = useTranslation();
  const title = groupTitle(group, useLocale());
  // The first rail's first two cards load eagerly, the first of them the likely LCP; everything else lazily (the
  // browser fetches the lazy ones of the first screen as soon as it has laid them out).
  const tiles = useGameTiles({ games, eager: first ? 2 : 0, favourites });
  return (
    <GameRail
      title={title}
      previousLabel={t('lobby.rail.previous', { group: title })}
      nextLabel={t('lobby.rail.next', { group: title })}
      action={<AllOfGroup group={group} title={title} />}
    >
      {tiles}
    </GameRail>
  );
}

/** A group's rail as its stand-in: the title and the link, skeletons for `count` cards. */
function RailPlaceholder({ group, count }: { group: GameGroup; count: number }) {
  const title = groupTitle(group, useLocale());
  return <GameRailPlaceholder title={title} count={count} action={<AllOfGroup group={group} title={title} />} />;
}
