import { ErrorMessage, Skeleton } from '@casino/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/api';
import { favouritesQuery, recentGamesQuery } from '../../shared/player/player-queries';
import { summarise } from '../../shared/content/queries';
import { GameList } from '../../shared/games/game-list';

const lists = { favourites: favouritesQuery, recentGames: recentGamesQuery };

/** The player's own game lists (spec 2.4): favourites and last played. */
export type PlayerList = keyof typeof lists;

/**
 * The player's favourite or last-played games (spec 2.1, 2.4), for a page behind RequireLogin: loaded in the
 * browser (polled every 60 s), shown as a game grid, with its empty and failed states.
 */
export function PlayerGameList({ list, title }: { list: PlayerList; title: string }) {
  const { t } = useTranslation();
  const games = useQuery({ ...lists[list](useApi()), select: (answer) => answer.games.map(summarise) });
  if (games.isError) return <ErrorMessage message={t('playerGames.list.error')} />;
  if (!games.data)
    return (
      <div role="status" aria-label={t('playerGames.list.loading')}>
        <Skeleton className="h-64" />
      </div>
    );
  return <GameList title={title} games={games.data} emptyText={t(`playerGames.${list}.empty`)} />;
}
