import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { CircleCheckIcon, InfoIcon, TriangleAlertIcon, XIcon, type LucideIcon } from 'lucide-react';
import { IconButton } from '../button/button';

/** The look of a message box, shared by Notice (in the page) and Toast (floating). */
export const noticeVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border p-4 text-sm text-fg shadow-raised [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        info: 'border-info-text/40 bg-surface-overlay [&>svg]:text-info-text',
        success: 'border-success-text/40 bg-surface-overlay [&>svg]:text-success-text',
        warning: 'border-warning-text/40 bg-surface-overlay [&>svg]:text-warning-text',
        error: 'border-danger-text/50 bg-surface-overlay [&>svg]:text-danger-text',
        /** Errors 210 and 114 (account not active): a strong frame, an activation hint and an end time. */
        highlighted: 'border-2 border-highlight bg-surface-overlay shadow-glow [&>svg]:text-highlight',
      },
    },
    defaultVariants: { variant: 'info' },
  },
);

export type NoticeVariant = NonNullable<VariantProps<typeof noticeVariants>['variant']>;

const icons: Record<NoticeVariant, LucideIcon> = {
  info: InfoIcon,
  success: CircleCheckIcon,
  warning: TriangleAlertIcon,
  error: TriangleAlertIcon,
  highlighted: TriangleAlertIcon,
};

/** Errors interrupt (role alert); everything else waits its turn (role status). */
function noticeRole(variant: NoticeVariant | null | undefined): 'alert' | 'status' {
  return variant === 'error' || variant === 'highlighted' ? 'alert' : 'status';
}

export type NoticeBodyProps = VariantProps<typeof noticeVariants> & {
  title?: ReactNode;
  /** The message, already translated. */
  children?: ReactNode;
  /** A line of what to do next, e.g. the activation hint of errors 210/114. */
  hint?: ReactNode;
  /** When the state ends, already formatted (params.expireTimestamp of errors 210/114). */
  endTime?: ReactNode;
  /** What the player can do about it, last: a button (a new activation link on 114) and what it answered. */
  action?: ReactNode;
};

/** The inside of a Notice or Toast: icon, title, message, hint, end time and action. */
export function NoticeBody({ variant, title, children, hint, endTime, action }: NoticeBodyProps) {
  const Icon = icons[variant ?? 'info'];
  return (
    <>
      <Icon aria-hidden="true" />
      <div data-slot="notice-body" className="flex min-w-0 flex-1 flex-col gap-1 pr-6 wrap-break-word">
        {title && (
          <p data-slot="notice-title" className="font-semibold">
            {title}
          </p>
        )}
        {children && <div data-slot="notice-message">{children}</div>}
        {hint && (
          <p data-slot="notice-hint" className="text-fg-muted">
            {hint}
          </p>
        )}
        {endTime && (
          <p data-slot="notice-end-time" className="font-semibold text-highlight tabular-nums">
            {endTime}
          </p>
        )}
        {action && (
          <div data-slot="notice-action" className="mt-2 flex flex-col items-start gap-2">
            {action}
          </div>
        )}
      </div>
    </>
  );
}

export type NoticeProps = Omit<ComponentProps<'div'>, 'title' | 'role'> &
  NoticeBodyProps & {
    /** Shown while true. The app decides when (the 5 s of the spec live in the flows); there is no timer here. */
    open: boolean;
    /** Called with false when the player dismisses it; the dismiss button shows only with a dismissLabel. */
    onOpenChange?: (open: boolean) => void;
    dismissLabel?: string;
  };

/**
 * A message in the page (limit saved, update failed, account not active). The live region stays mounted while
 * closed, so screen readers announce the message when it opens.
 */
export function Notice({
  open,
  onOpenChange,
  dismissLabel,
  variant,
  title,
  hint,
  endTime,
  action,
  className,
  children,
  ...props
}: NoticeProps) {
  return (
    <div data-slot="notice" data-state={open ? 'open' : 'closed'} role={noticeRole(variant)} {...props}>
      {open && (
        <div
          data-slot="notice-box"
          data-variant={variant ?? 'info'}
          className={cn(noticeVariants({ variant }), 'animate-fade-in', className)}
        >
          <NoticeBody variant={variant} title={title} hint={hint} endTime={endTime} action={action}>
            {children}
          </NoticeBody>
          {onOpenChange && dismissLabel && (
            <IconButton
              data-slot="notice-dismiss"
              variant="ghost"
              size="sm"
              label={dismissLabel}
              className="absolute top-2 right-2"
              onClick={() => onOpenChange(false)}
            >
              <XIcon aria-hidden="true" />
            </IconButton>
          )}
        </div>
      )}
    </div>
  );
}
