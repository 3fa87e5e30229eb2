import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { GameRailHeader, railItem, railSection } from './game-rail';

export type GameRailPlaceholderProps = Omit<ComponentProps<'section'>, 'children'> & {
  title: string;
  /** The link to the whole group, beside the title, as the rail has it. */
  action?: ReactNode;
  /** How many cards it stands in for. */
  count: number;
};

/**
 * A GameRail's stand-in while its games are not there yet (the server's HTML of a rail that renders later): the
 * title and the link as the rail has them, and a row of card skeletons (the `game-card-skeleton` utility: one element
 * each) as tall as the cards that replace it, so that nothing below moves when they come. Busy, with nothing to focus
 * or scroll. About 1.6 kB of HTML for eight cards, where the cards are 30 kB.
 */
export function GameRailPlaceholder({ title, action, count, className, ...props }: GameRailPlaceholderProps) {
  const titleId = useId();
  return (
    <section
      data-slot="game-rail-placeholder"
      aria-labelledby={titleId}
      aria-busy="true"
      className={cn(railSection, className)}
      {...props}
    >
      <GameRailHeader titleId={titleId} title={title} action={action} />
      <div aria-hidden="true" className="flex gap-3 overflow-hidden pb-2">
        {Array.from({ length: count }, (_, index) => (
          <span key={index} className={railItem}>
            <span className="game-card-skeleton motion-safe:animate-pulse" />
          </span>
        ))}
      </div>
    </section>
  );
}
