import { cva } from 'class-variance-authority';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';

import { cn } from '../../lib/cn';

export const paginationButtonVariants = cva(
  [
    'inline-flex size-10 items-center justify-center rounded-md text-sm font-semibold tabular-nums',
    'transition-colors duration-fast ease-standard',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      current: {
        true: 'bg-accent text-accent-fg',
        false: 'border border-border text-fg not-disabled:hover:bg-surface-hover',
      },
    },
    defaultVariants: { current: false },
  },
);

/** The pages to show: first, previous, current, next and last (spec section 9), in order and without repeats. */
function visiblePages(page: number, pageCount: number): number[] {
  const pages = [1, page - 1, page, page + 1, pageCount].filter((p) => p >= 1 && p <= pageCount);
  return [...new Set(pages)].sort((a, b) => a - b);
}

export type PaginationProps = Omit<ComponentProps<'nav'>, 'onChange'> & {
  /** The accessible name of the navigation landmark. */
  label: string;
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  previousLabel: string;
  nextLabel: string;
  /** The accessible name of a page button, e.g. `(n) => \`Sivu ${n}\``. */
  pageLabel: (page: number) => string;
};

/** Paging of a list: previous and next, and the first, previous, current, next and last page numbers. */
export function Pagination({
  label,
  page,
  pageCount,
  onPageChange,
  previousLabel,
  nextLabel,
  pageLabel,
  className,
  ...props
}: PaginationProps) {
  const pages = visiblePages(page, pageCount);
  return (
    <nav data-slot="pagination" aria-label={label} className={cn('flex justify-center', className)} {...props}>
      <ul data-slot="pagination-list" className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            data-slot="pagination-previous"
            aria-label={previousLabel}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            className={paginationButtonVariants()}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
        </li>
        {pages.map((p, index) => (
          <li key={p} className="flex items-center gap-1">
            {index > 0 && p - (pages[index - 1] ?? p) > 1 && (
              <span data-slot="pagination-gap" aria-hidden="true" className="px-1 text-fg-muted">
                …
              </span>
            )}
            <button
              type="button"
              data-slot="pagination-page"
              aria-label={pageLabel(p)}
              aria-current={p === page ? 'page' : undefined}
              onClick={() => p !== page && onPageChange(p)}
              className={paginationButtonVariants({ current: p === page })}
            >
              {p}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            data-slot="pagination-next"
            aria-label={nextLabel}
            disabled={page >= pageCount}
            onClick={() => onPageChange(page + 1)}
            className={paginationButtonVariants()}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
