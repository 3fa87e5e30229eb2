import { Children, useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

export type GameGridProps = ComponentProps<'section'> & {
  /** The group's title (e.g. "Suosikit"); without it, pass `aria-label`. */
  title?: string;
  /** A link to the whole group, beside the title. */
  action?: ReactNode;
};

/**
 * A responsive grid of GameCards (2 columns on phones up to 6 on wide screens), each child one cell.
 *
 * A card away from the screen is laid out and painted only when it comes near (`content-visibility: auto`, kept at
 * its last size): a group page of 40 cards costs a phone its first layout otherwise, and the pictures of the cards it
 * skips (lazy) load only then, leaving the bandwidth to those the player sees.
 */
export function GameGrid({ title, action, className, children, ...props }: GameGridProps) {
  const titleId = useId();
  return (
    <section
      data-slot="game-grid"
      aria-labelledby={title ? titleId : undefined}
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      {(title || action) && (
        <div data-slot="game-grid-header" className="flex flex-wrap items-baseline justify-between gap-2">
          {title && (
            <h2 id={titleId} className="text-xl font-bold wrap-break-word hyphens-auto">
              {title}
            </h2>
          )}
          {action}
        </div>
      )}
      <ul
        data-slot="game-grid-list"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
      >
        {Children.map(children, (child) => (
          <li
            data-slot="game-grid-item"
            className="flex min-w-0 [contain-intrinsic-size:auto_17rem] [content-visibility:auto] [&>*]:flex-1"
          >
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
