import { Button, GameGrid } from '@casino/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameSummary } from '../../app/queries';
import { useGameTiles } from './game-tiles';

/** Cards rendered at first and added by each "show more": a 600-game list stays light on a phone. */
export const GAME_PAGE_SIZE = 48;
/** The first row on the widest grid (6 columns) loads eagerly; the rest lazily. */
const FIRST_ROW = 6;

interface GameListProps {
  title: string;
  games: GameSummary[];
  /** Said when the list is empty. */
  emptyText: string;
}

/** A whole game list as a grid, shown a page at a time with a "show more" button. */
export function GameList({ title, games, emptyText }: GameListProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(GAME_PAGE_SIZE);
  const tiles = useGameTiles({ games: games.slice(0, shown), eager: FIRST_ROW });
  if (games.length === 0) return <p className="text-fg-muted">{emptyText}</p>;
  return (
    <div className="flex flex-col items-center gap-6">
      <GameGrid aria-label={title} className="w-full">
        {tiles}
      </GameGrid>
      {shown < games.length && (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-fg-muted" aria-live="polite">
            {t('lobby.list.shown', { shown: Math.min(shown, games.length), total: games.length })}
          </p>
          <Button variant="secondary" onClick={() => setShown((count) => count + GAME_PAGE_SIZE)}>
            {t('lobby.list.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
