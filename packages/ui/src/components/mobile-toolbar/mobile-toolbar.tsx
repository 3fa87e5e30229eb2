import { Clock } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';

export type MobileToolbarProps = ComponentProps<'div'> & {
  /** Names the time, e.g. "Peliaika". */
  sessionTimeLabel: string;
  /** The session time, already formatted ("00:42:10"). */
  sessionTime: string;
  /** The balance button; left out on the game play page. */
  balance?: ReactNode;
};

/** The mobile toolbar under the top bar: session time and balance. The app hides it on large screens (`lg:hidden`). */
export function MobileToolbar({ sessionTimeLabel, sessionTime, balance, className, ...props }: MobileToolbarProps) {
  return (
    <div
      data-slot="mobile-toolbar"
      className={cn(
        'flex min-h-12 w-full flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-border bg-surface-raised px-4 py-1.5',
        className,
      )}
      {...props}
    >
      <p data-slot="mobile-toolbar-session" className="flex min-w-0 items-center gap-2 text-sm text-fg-muted">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span className="min-w-0 wrap-break-word">{sessionTimeLabel}</span>
        <time data-slot="mobile-toolbar-time" className="font-semibold text-fg tabular-nums">
          {sessionTime}
        </time>
      </p>
      {balance && (
        <div data-slot="mobile-toolbar-balance" className="ml-auto flex shrink-0">
          {balance}
        </div>
      )}
    </div>
  );
}
