import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useId, useRef, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

const scrollButton =
  'inline-flex size-10 items-center justify-center rounded-full border border-border bg-surface-overlay text-fg transition-colors duration-fast hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** A rail's section: a rail away from the screen is laid out and painted only when it comes near (see GameRail). */
export const railSection =
  'flex min-w-0 flex-col gap-3 [contain-intrinsic-size:auto_11rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_18rem]';

/** A rail's item: on a phone three and the edge of a fourth, from `sm` up a fixed width. */
export const railItem = 'flex w-[28%] shrink-0 sm:w-48 lg:w-52 [&>*]:flex-1';

/** A rail's title row: its title, the link beside it and, from `md` up, `controls`. */
export function GameRailHeader({
  titleId,
  title,
  action,
  controls,
}: {
  titleId: string;
  title: string;
  action?: ReactNode;
  controls?: ReactNode;
}) {
  return (
    <div data-slot="game-rail-header" className="flex flex-wrap items-center gap-2">
      <h2 id={titleId} className="min-w-0 flex-1 text-xl font-bold wrap-break-word hyphens-auto">
        {title}
      </h2>
      {action}
      {controls && <div className="hidden gap-2 md:flex">{controls}</div>}
    </div>
  );
}

export type GameRailProps = ComponentProps<'section'> & {
  title: string;
  /** A link to the whole group, beside the title. */
  action?: ReactNode;
  previousLabel: string;
  nextLabel: string;
};

/**
 * A horizontal row of GameCards: on a phone three and the edge of a fourth (two rails of them fit a first screen),
 * from `sm` up cards of a fixed width. The row itself takes focus: the arrow keys scroll it by a card, Home and End
 * to its ends; the previous and next buttons scroll it by most of its width.
 *
 * A rail away from the screen, and a card of it out to the side, is laid out and painted only when it comes near
 * (`content-visibility: auto`, kept at its last size): a lobby of a dozen rails costs a phone its first screen, and
 * the pictures of the cards it skips (lazy) load only then, leaving the bandwidth to those the player sees.
 */
export function GameRail({ title, action, previousLabel, nextLabel, className, children, ...props }: GameRailProps) {
  const titleId = useId();
  const rowRef = useRef<HTMLUListElement>(null);

  function scrollByPage(direction: -1 | 1) {
    const row = rowRef.current;
    if (row) row.scrollBy({ left: direction * row.clientWidth * 0.8 });
  }

  /** On the focused row: the arrow keys move one card, Home and End to either end. */
  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const row = event.currentTarget;
    if (event.target !== row) return;
    const card = (row.firstElementChild as HTMLElement | null)?.offsetWidth ?? row.clientWidth / 2;
    const targets: Record<string, number> = {
      ArrowLeft: row.scrollLeft - card,
      ArrowRight: row.scrollLeft + card,
      Home: 0,
      End: row.scrollWidth,
    };
    const left = targets[event.key];
    if (left === undefined) return;
    event.preventDefault();
    row.scrollTo({ left });
  }

  return (
    <section data-slot="game-rail" aria-labelledby={titleId} className={cn(railSection, className)} {...props}>
      <GameRailHeader
        titleId={titleId}
        title={title}
        action={action}
        controls={
          <>
            <button
              type="button"
              data-slot="game-rail-previous"
              aria-label={previousLabel}
              onClick={() => scrollByPage(-1)}
              className={scrollButton}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              data-slot="game-rail-next"
              aria-label={nextLabel}
              onClick={() => scrollByPage(1)}
              className={scrollButton}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </>
        }
      />
      {/* A scrollable region must be focusable, or keyboard users cannot scroll it (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- its keys scroll the focused row */}
      <ul
        ref={rowRef}
        data-slot="game-rail-list"
        aria-labelledby={titleId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        onKeyDown={handleKeyDown}
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain rounded-md pb-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus motion-safe:scroll-smooth"
      >
        {Children.map(children, (child) => (
          <li
            data-slot="game-rail-item"
            className={`${railItem} snap-start [contain-intrinsic-size:auto_7rem] [content-visibility:auto] sm:[contain-intrinsic-size:auto_14rem]`}
          >
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
