import { Button, GameGrid } from '@casino/ui';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '../content/queries';
import { useFavourites } from './favourites';
import { useGameTiles } from './game-tiles';
import { GAME_PAGE_SIZE, listHeadQuery, type GameListQuery } from './list-query';

/** The first row on the widest grid (6 columns) loads eagerly; the rest lazily. */
const FIRST_ROW = 6;

interface GameListProps {
  /** Names the list. */
  title: string;
  /**
   * Shows the name as the list's heading (h2), under a page whose h1 names something else ("All slots"); without it
   * the list is named for assistive technology only, and its heading is the count ("27 games") under the page's h1.
   */
  showTitle?: boolean;
  /** The games at hand: the whole list, or its first games while the rest loads. */
  games: GameSummary[];
  /** How many games the whole list has, when `games` is only its start. */
  total?: number;
  /** Called when more games are to be shown than are at hand. */
  onMore?: () => void;
  /** Said when the list is empty. */
  emptyText: string;
  /** Cards that load eagerly: the first row by default; 0 for a list below the fold (under rails). */
  eager?: number;
}

/** A whole game list as a grid, shown a page at a time with a "show more" button. */
export function GameList({
  title,
  showTitle = false,
  games,
  total = games.length,
  onMore,
  emptyText,
  eager = FIRST_ROW,
}: GameListProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(GAME_PAGE_SIZE);
  const tiles = useGameTiles({ games: games.slice(0, shown), eager, favourites: useFavourites() });
  if (total === 0) return <p className="text-fg-muted">{emptyText}</p>;
  const more = () => {
    setShown((count) => count + GAME_PAGE_SIZE);
    if (games.length < total) onMore?.();
  };
  return (
    <div className="flex flex-col items-center gap-6">
      <GameGrid
        title={showTitle ? title : t('lobby.list.count', { count: total })}
        // Named by the list's name, not its count, where the count is the heading.
        {...(!showTitle && { 'aria-label': title, 'aria-labelledby': undefined })}
        className="w-full"
      >
        {tiles}
      </GameGrid>
      {tiles.length < total && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-fg-muted" aria-live="polite">
            {t('lobby.list.shown', { shown: tiles.length, total })}
          </p>
          <Button variant="secondary" loading={tiles.length < Math.min(shown, total)} onClick={more}>
            {t('lobby.list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * A list of which the page has the first games (listHeadQuery): they show at once, and the whole list loads the
 * first time the visitor asks for more (after a navigation in the browser it is in the cache already).
 */
export function PagedGameList<Key extends QueryKey>({
  list,
  ...props
}: { list: GameListQuery<Key> } & Omit<GameListProps, 'games' | 'total' | 'onMore'>) {
  const { data: head } = useQuery(listHeadQuery(list));
  const [wanted, setWanted] = useState(false);
  const { data: all } = useQuery({ ...list, enabled: wanted });
  return <GameList {...props} games={all ?? head?.games ?? []} total={head?.total} onMore={() => setWanted(true)} />;
}
