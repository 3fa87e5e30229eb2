import { Children, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/render-link';

export type ProviderCardProps = Omit<ComponentProps<'a'>, 'href'> & {
  name: string;
  /** The provider's logo; the name is shown as text when there is none. */
  logoSrc?: string;
  /** e.g. "128 peliä". */
  gameCountText?: string;
  /** The provider page (/gameprovider/{id}/{slug}). */
  href: string;
  renderLink?: RenderLink;
};

/** A game provider as a link tile: logo (or name) and the number of games. */
export function ProviderCard({
  name,
  logoSrc,
  gameCountText,
  href,
  renderLink = renderAnchor,
  className,
  ...props
}: ProviderCardProps) {
  return renderLink({
    ...props,
    href,
    'data-slot': 'provider-card',
    className: cn(
      'flex min-h-28 min-w-0 flex-col items-center justify-center gap-2 rounded-lg border border-border bg-surface-raised p-4 text-center transition-colors duration-fast hover:border-border-strong hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
      className,
    ),
    children: (
      <>
        {logoSrc ? (
          <img
            data-slot="provider-card-logo"
            src={logoSrc}
            alt={name}
            loading="lazy"
            className="h-10 w-auto max-w-full object-contain"
          />
        ) : (
          <span data-slot="provider-card-name" className="text-base font-bold wrap-break-word hyphens-auto">
            {name}
          </span>
        )}
        {gameCountText && (
          <span data-slot="provider-card-count" className="text-xs text-fg-muted">
            {gameCountText}
          </span>
        )}
      </>
    ),
  });
}

export type ProviderGridProps = ComponentProps<'ul'>;

/** A responsive grid of ProviderCards, each child one cell. */
export function ProviderGrid({ className, children, ...props }: ProviderGridProps) {
  return (
    <ul
      data-slot="provider-grid"
      className={cn('grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6', className)}
      {...props}
    >
      {Children.map(children, (child) => (
        <li data-slot="provider-grid-item" className="flex min-w-0 [&>*]:flex-1">
          {child}
        </li>
      ))}
    </ul>
  );
}
