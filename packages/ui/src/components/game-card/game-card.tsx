import { Heart, Play } from 'lucide-react';
import { Toggle } from 'radix-ui';
import { useId, type ComponentProps } from 'react';

import { CardImage, type ResponsiveImage } from '../../lib/card-image';
import { GameFacts, type GameFactsProps } from '../game-facts/game-facts';
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
  /** The game's RTP and volatility, shown small under its name when given (issue 36). */
  facts?: Pick<GameFactsProps, 'rtp' | 'volatility' | 'volatilityLabel' | 'volatilityName'>;
  /** The 'new' label; shown when given (the app decides: released within 14 days). */
  newLabel?: string;
  /** The favourite toggle shows only with `onFavouriteChange` (logged in). */
  favourite?: boolean;
  onFavouriteChange?: (favourite: boolean) => void;
  /** The accessible name of the favourite toggle, e.g. "Suosikki: Book of Dead". */
  favouriteLabel?: string;
  /** What pressing the tile does ("Pelaa"): shown over the picture on hover and focus, and the link's description. */
  playLabel: string;
  /** The game play page (/game/{slug}/play). */
  playHref: string;
  renderLink?: RenderLink;
};

/**
 * A game tile: artwork, title and provider, its RTP and volatility, a 'new' label and a favourite toggle. The whole tile opens the game: its
 * title is the one link, stretched over the tile, so the link's name is the game's name and the favourite toggle
 * sits beside it rather than inside it.
 *
 * On a phone the tile is the picture with its name under it (no provider), three to a row in a GameRail, so that a
 * first screen shows six or more games; from `sm` up the provider shows too. Where a pointer can hover, the play
 * label comes up over the picture, as the link's description.
 *
 * The focus ring is drawn inside the tile: the rails and grids clip their items (`content-visibility`), which would
 * cut a ring drawn outside.
 */
export function GameCard({
  title,
  provider,
  image,
  aboveTheFold = false,
  priority,
  facts,
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
  const playId = useId();
  return (
    <article
      data-slot="game-card"
      aria-labelledby={titleId}
      className={cn(
        'group relative flex min-w-0 flex-col overflow-hidden rounded-lg border border-border bg-surface-raised shadow-raised transition-colors duration-fast hover:border-border-strong',
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
            <Play aria-hidden="true" className="size-8 sm:size-10" />
          </div>
        )}
        {newLabel && (
          <span
            data-slot="game-card-new"
            className="absolute top-1.5 left-1.5 rounded-sm bg-accent px-1.5 py-0.5 text-xs font-bold text-accent-fg uppercase sm:top-2 sm:left-2 sm:px-2"
          >
            {newLabel}
          </span>
        )}
        <span
          id={playId}
          aria-hidden="true"
          data-slot="game-card-play"
          className="pointer-events-none absolute inset-0 flex items-center justify-center bg-surface/50 opacity-0 transition-opacity duration-fast group-hover:opacity-100 group-has-[a:focus-visible]:opacity-100"
        >
          <span className="inline-flex items-center gap-2 rounded-md bg-accent px-3 py-2 text-sm font-semibold text-accent-fg shadow-raised">
            <Play aria-hidden="true" className="size-4 fill-current" />
            {playLabel}
          </span>
        </span>
      </div>
      <div data-slot="game-card-body" className="flex flex-1 flex-col px-2 pt-1.5 pb-2 sm:p-3">
        <h3
          id={titleId}
          data-slot="game-card-title"
          className="line-clamp-2 text-xs font-semibold wrap-break-word hyphens-auto sm:line-clamp-none sm:text-sm"
        >
          {renderLink({
            href: playHref,
            'data-slot': 'game-card-link',
            'aria-describedby': playId,
            // The link covers the whole tile; its ring is drawn on that cover, inside the tile and over the picture,
            // with a dark band inside it so that it shows on light artwork too.
            className:
              'outline-none after:absolute after:inset-0 after:z-1 after:rounded-lg hover:underline focus-visible:after:shadow-[inset_0_0_0_5px_var(--color-surface)] focus-visible:after:ring-3 focus-visible:after:ring-focus focus-visible:after:ring-inset',
            children: title,
          })}
        </h3>
        {provider && (
          <p data-slot="game-card-provider" className="hidden text-xs wrap-break-word text-fg-muted sm:block">
            {provider}
          </p>
        )}
        {facts && <GameFacts data-slot="game-card-facts" size="compact" className="mt-1" {...facts} />}
      </div>
      {onFavouriteChange && (
        <Toggle.Root
          data-slot="game-card-favourite"
          aria-label={favouriteLabel}
          pressed={favourite}
          onPressedChange={onFavouriteChange}
          className="absolute top-1.5 right-1.5 z-2 inline-flex size-8 items-center justify-center rounded-full bg-surface/80 text-fg transition-colors duration-fast hover:bg-surface-hover focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-focus data-[state=on]:text-danger-text sm:top-2 sm:right-2 sm:size-10"
        >
          <Heart aria-hidden="true" className="size-4 sm:size-5" fill={favourite ? 'currentColor' : 'none'} />
        </Toggle.Root>
      )}
    </article>
  );
}
