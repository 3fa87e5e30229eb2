import { Link } from 'react-router';

interface GameLink {
  id: number;
  name: string;
  href: string;
}

/** The games as a grid of links to their play pages. */
export function GameList({ games, label }: { games: GameLink[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {games.map((game) => (
        <li key={game.id}>
          <Link
            to={game.href}
            className="flex min-h-24 items-end rounded-lg border border-border bg-surface-raised p-3 font-semibold shadow-raised transition-colors duration-fast hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
          >
            {game.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
