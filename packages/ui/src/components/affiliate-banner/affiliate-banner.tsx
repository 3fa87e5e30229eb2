import { Gift, X } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';

import { cn } from '../../lib/cn';

export type AffiliateBannerProps = ComponentProps<'section'> & {
  title: string;
  /** The affiliate's message in the current locale. */
  message: string;
  /** e.g. "50 ilmaiskierrosta: Book of Dead" (granted_free_spins, free_spin_game). */
  offer?: string;
  imageSrc?: string;
  /** Usually a register button. */
  action?: ReactNode;
  dismissLabel?: string;
  onDismiss?: () => void;
};

/** The welcome banner for visitors who arrive through an affiliate (shown to logged-out visitors). */
export function AffiliateBanner({
  title,
  message,
  offer,
  imageSrc,
  action,
  dismissLabel,
  onDismiss,
  className,
  ...props
}: AffiliateBannerProps) {
  const titleId = useId();
  return (
    <section
      data-slot="affiliate-banner"
      aria-labelledby={titleId}
      className={cn(
        '@container relative w-full overflow-hidden rounded-xl border border-accent/40 bg-surface-raised shadow-glow',
        className,
      )}
      {...props}
    >
      {/* Laid out by the banner's own width (a page column or a narrow panel), not the viewport's. */}
      <div
        data-slot="affiliate-banner-layout"
        className="flex flex-col gap-4 p-4 @xl:flex-row @xl:items-center @xl:p-6"
      >
        {imageSrc && (
          <img
            data-slot="affiliate-banner-image"
            src={imageSrc}
            alt=""
            className="aspect-video w-full shrink-0 rounded-md object-cover @xl:w-40"
          />
        )}
        <div data-slot="affiliate-banner-body" className="flex min-w-0 flex-1 flex-col gap-1 pr-8">
          <h2 id={titleId} className="text-xl font-bold wrap-break-word hyphens-auto">
            {title}
          </h2>
          <p className="text-sm wrap-break-word text-fg-muted">{message}</p>
          {offer && (
            <p
              data-slot="affiliate-banner-offer"
              className="mt-1 inline-flex items-center gap-2 text-sm font-semibold wrap-break-word text-accent"
            >
              <Gift aria-hidden="true" className="size-4 shrink-0" />
              {offer}
            </p>
          )}
        </div>
        {action && (
          <div data-slot="affiliate-banner-action" className="flex shrink-0">
            {action}
          </div>
        )}
      </div>
      {onDismiss && dismissLabel && (
        <button
          type="button"
          data-slot="affiliate-banner-dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
          className="absolute top-2 right-2 inline-flex size-10 items-center justify-center rounded-md text-fg-muted hover:bg-surface-hover hover:text-fg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </section>
  );
}
