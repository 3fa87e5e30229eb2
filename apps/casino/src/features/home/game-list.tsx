import { Link } from 'react-router';

interface GameLink {
  id: number;
  title: string;
  href: string;
  isNew: boolean;
}

/** The games as a grid of links to their play pages; `newLabel` marks recently released games. */
export function GameList({ games, label, newLabel }: { games: GameLink[]; label: string; newLabel: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {games.map((game) => (
        <li key={game.id}>
          <Link
            to={game.href}
            className="flex min-h-24 flex-col items-start gap-2 rounded-lg border border-border bg-surface-raised p-3 font-semibold shadow-raised transition-colors duration-fast hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            <span className="mt-auto">{game.title}</span>
            {game.isNew && (
              <>
                {' '}
                <span className="order-first rounded-sm bg-accent px-1.5 text-xs text-accent-fg uppercase">
                  {newLabel}
                </span>
              </>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
