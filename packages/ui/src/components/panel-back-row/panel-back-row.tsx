import { ChevronLeft, X } from 'lucide-react';
import type { ComponentProps, Ref } from 'react';

import { cn } from '../../lib/cn';

const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-md text-fg transition-colors duration-fast hover:bg-surface-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

export type PanelBackRowProps = ComponentProps<'div'> & {
  /** The titles of the panel stack, from the first page to the current one (the last). */
  trail: string[];
  /** The accessible name of the breadcrumb landmark. */
  breadcrumbLabel: string;
  backLabel: string;
  /** Pops the current page; the back button shows only when the stack has a page below. */
  onBack: () => void;
  /** Jumps back to the page at that index of `trail`. */
  onNavigate?: (index: number) => void;
  closeLabel?: string;
  onClose?: () => void;
  /**
   * The title heading, which takes focus (it is focusable by script only): the app moves focus there when a page is
   * pushed or popped, so a screen reader reads the new page's title.
   */
  titleRef?: Ref<HTMLHeadingElement>;
};

/** The head of the profile panel: back, a breadcrumb of the stack with the current title, close. */
export function PanelBackRow({
  trail,
  breadcrumbLabel,
  backLabel,
  onBack,
  onNavigate,
  closeLabel,
  onClose,
  titleRef,
  className,
  ...props
}: PanelBackRowProps) {
  const title = trail.at(-1);
  const ancestors = trail.slice(0, -1);
  return (
    <div
      data-slot="panel-back-row"
      className={cn('flex min-h-14 w-full items-center gap-2 border-b border-border px-2 py-2', className)}
      {...props}
    >
      {ancestors.length > 0 && (
        <button
          type="button"
          data-slot="panel-back-row-back"
          aria-label={backLabel}
          onClick={onBack}
          className={iconButton}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
      )}
      <div className="flex min-w-0 flex-1 flex-col px-2">
        {ancestors.length > 0 && (
          <nav data-slot="panel-back-row-breadcrumb" aria-label={breadcrumbLabel}>
            <ol className="flex flex-wrap items-center gap-x-1 text-xs text-fg-muted">
              {ancestors.map((ancestor, index) => (
                <li key={`${index}-${ancestor}`} className="flex min-w-0 items-center gap-1">
                  {onNavigate ? (
                    <button
                      type="button"
                      data-slot="panel-back-row-crumb"
                      onClick={() => onNavigate(index)}
                      className="rounded-sm text-left wrap-break-word underline-offset-2 hover:text-fg hover:underline focus-visible:outline-2 focus-visible:outline-focus"
                    >
                      {ancestor}
                    </button>
                  ) : (
                    <span data-slot="panel-back-row-crumb" className="wrap-break-word">
                      {ancestor}
                    </span>
                  )}
                  <span aria-hidden="true">/</span>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <h2
          ref={titleRef}
          tabIndex={-1}
          data-slot="panel-back-row-title"
          className="text-lg font-semibold wrap-break-word hyphens-auto focus:outline-none"
        >
          {title}
        </h2>
      </div>
      {onClose && closeLabel && (
        <button
          type="button"
          data-slot="panel-back-row-close"
          aria-label={closeLabel}
          onClick={onClose}
          className={iconButton}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      )}
    </div>
  );
}
