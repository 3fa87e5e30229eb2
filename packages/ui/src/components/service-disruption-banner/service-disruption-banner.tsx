import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { TriangleAlertIcon, XIcon } from 'lucide-react';
import { IconButton } from '../button/button';

const serviceDisruptionBannerVariants = cva(
  'flex w-full items-start gap-3 border-b px-4 py-3 text-sm text-fg [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      severity: {
        warning: 'border-warning-text/50 bg-surface-overlay [&>svg]:text-warning-text',
        critical: 'border-danger-text/60 bg-surface-overlay [&>svg]:text-danger-text',
      },
    },
    defaultVariants: { severity: 'warning' },
  },
);

export type ServiceDisruptionBannerProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof serviceDisruptionBannerVariants> & {
    title: ReactNode;
    /** What is affected and until when, already translated. */
    children?: ReactNode;
    /** A link or button, e.g. to the status page. */
    action?: ReactNode;
    onDismiss?: () => void;
    dismissLabel?: string;
  };

/** A full-width strip above the page: payments or games are disrupted, and what the player can do. */
export function ServiceDisruptionBanner({
  severity,
  title,
  action,
  onDismiss,
  dismissLabel,
  className,
  children,
  ...props
}: ServiceDisruptionBannerProps) {
  return (
    <div
      data-slot="service-disruption-banner"
      data-severity={severity ?? 'warning'}
      role="status"
      className={cn(serviceDisruptionBannerVariants({ severity }), className)}
      {...props}
    >
      <TriangleAlertIcon aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 wrap-break-word sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-2">
        <p data-slot="service-disruption-banner-title" className="font-semibold">
          {title}
        </p>
        {children && (
          <div data-slot="service-disruption-banner-message" className="text-fg-muted">
            {children}
          </div>
        )}
        {action && <div data-slot="service-disruption-banner-action">{action}</div>}
      </div>
      {onDismiss && dismissLabel && (
        <IconButton variant="ghost" size="sm" label={dismissLabel} className="-my-1" onClick={onDismiss}>
          <XIcon aria-hidden="true" />
        </IconButton>
      )}
    </div>
  );
}
