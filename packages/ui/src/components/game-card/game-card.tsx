import { Heart, Play } from 'lucide-react';
import { Toggle } from 'radix-ui';
import { useId, type ComponentProps } from 'react';

import { CardImage, type ResponsiveImage } from '../../lib/card-image';
import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/render-link';

export type GameCardProps = ComponentProps<'article'> & {
  title: string;
  provider?: string;
  /** The artwork; without it the card shows a play mark on its media area (a game the CMS gave no picture). */
  image?: ResponsiveImage;
  /** Cards in the first screenful load their artwork eagerly; the rest lazily. */
  aboveTheFold?: boolean;
  /** The page's first card: its artwork is the likely LCP and is fetched with high priority. */
  priority?: boolean;
  /** The 'new' label; shown when given (the app decides: released within 14 days). */
  newLabel?: string;
  /** The favourite toggle shows only with `onFavouriteChange` (logged in). */
  favourite?: boolean;
  onFavouriteChange?: (favourite: boolean) => void;
  /** The accessible name of the favourite toggle, e.g. "Suosikki: Book of Dead". */
  favouriteLabel?: string;
  playLabel: string;
  /** The game play page (/game/{slug}/play). */
  playHref: string;
  renderLink?: RenderLink;
};

/** A game tile: artwork, title and provider, a 'new' label, a favourite toggle and a play link. */
export function GameCard({
  title,
  provider,
  image,
  aboveTheFold = false,
  priority,
  newLabel,
  favourite = false,
  onFavouriteChange,
  favouriteLabel,
  playLabel,
  playHref,
  renderLink = renderAnchor,
  className,
  ...props
}: GameCardProps) {
  const titleId = useId();
  return (
    <article
      data-slot="game-card"
      aria-labelledby={titleId}
      className={cn(
        'group relative flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface-raised shadow-raised',
        className,
      )}
      {...props}
    >
      <div data-slot="game-card-media" className="relative aspect-4/3 bg-surface-sunken">
        {image ? (
          <CardImage
            data-slot="game-card-image"
            image={image}
            aboveTheFold={aboveTheFold}
            priority={priority}
            className="size-full object-cover transition-transform duration-slow ease-standard group-hover:scale-105"
          />
        ) : (
          <div data-slot="game-card-no-image" className="flex size-full items-center justify-center text-fg-muted">
            <Play aria-hidden="true" className="size-10" />
          </div>
        )}
        {newLabel && (
          <span
            data-slot="game-card-new"
            className="absolute top-2 left-2 rounded-sm bg-accent px-2 py-0.5 text-xs font-bold text-accent-fg uppercase"
          >
            {newLabel}
          </span>
        )}
        {onFavouriteChange && (
          <Toggle.Root
            data-slot="game-card-favourite"
            aria-label={favouriteLabel}
            pressed={favourite}
            onPressedChange={onFavouriteChange}
            className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-full bg-surface/80 text-fg transition-colors duration-fast hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus data-[state=on]:text-danger-text"
          >
            <Heart aria-hidden="true" className="size-5" fill={favourite ? 'currentColor' : 'none'} />
          </Toggle.Root>
        )}
      </div>
      <div data-slot="game-card-body" className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0 flex-1">
          <h3 id={titleId} data-slot="game-card-title" className="text-sm font-semibold wrap-break-word hyphens-auto">
            {title}
          </h3>
          {provider && (
            <p data-slot="game-card-provider" className="text-xs wrap-break-word text-fg-muted">
              {provider}
            </p>
          )}
        </div>
        {renderLink({
          href: playHref,
          'data-slot': 'game-card-play',
          'aria-describedby': titleId,
          className:
            'inline-flex min-h-10 items-center justify-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-semibold text-accent-fg transition-colors duration-fast hover:bg-accent-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
          children: (
            <>
              <Play aria-hidden="true" className="size-4 fill-current" />
              {playLabel}
            </>
          ),
        })}
      </div>
    </article>
  );
}
