import { pageLinks } from '@casino/flows';
import { Button, ErrorMessage, Pagination, Skeleton, Spinner } from '@casino/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** How many skeleton rows stand in for a list while its first page loads. */
const SKELETON_ROWS = 4;

export interface PagedListProps {
  /** The query's status: the skeleton while pending, the error with a retry, else the list. */
  status: 'pending' | 'error' | 'success';
  /** What is loading, for assistive tech ("Ladataan tapahtumia"). */
  loadingLabel: string;
  /** The error in words. */
  errorText: string;
  onRetry: () => void;
  /** Another page (or a fresh copy) is on its way: the shown one stays, marked busy, with a spinner by the pages. */
  busy: boolean;
  /** The pages; none for a list of one page. */
  paging?: Paging;
  /** The list (with its own empty state). */
  children: ReactNode;
}

export interface Paging {
  /** The page shown, from 1. */
  page: number;
  pageCount: number;
  /** Whether the pagination shows (the free spins and campaigns only above 10); by default above one page. */
  shown?: boolean;
  /** The pagination's name where "Sivut" is not unique (a route's page under the panel on the same list). */
  label?: string;
  onPageChange: (page: number) => void;
}

/**
 * A list paged by page number (spec 2.5, 9): a skeleton while it first loads, its error with a retry, and the
 * pagination under it (first, previous, current, next and last page: rules pageLinks).
 */
export function PagedList({ status, loadingLabel, errorText, onRetry, busy, paging, children }: PagedListProps) {
  const { t } = useTranslation();
  if (status === 'pending')
    return (
      <div role="status" aria-label={loadingLabel} className="flex flex-col gap-2">
        {Array.from({ length: SKELETON_ROWS }, (_, row) => (
          <Skeleton key={row} className="h-12" />
        ))}
      </div>
    );
  if (status === 'error')
    return (
      <div className="flex flex-col items-start gap-3">
        <ErrorMessage message={errorText} />
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {t('panel.transactions.retry')}
        </Button>
      </div>
    );
  return (
    // Another page on its way: the shown one stays as it is (dimmed text would fall under the 4.5:1 contrast) and a
    // spinner beside the pages says it.
    <div data-slot="paged-list" aria-busy={busy} className="flex flex-col gap-4">
      {children}
      {paging && (paging.shown ?? paging.pageCount > 1) && (
        <div className="relative">
          <ListPagination {...paging} />
          {busy && (
            <span className="absolute top-1/2 right-0 flex -translate-y-1/2">
              <Spinner size="sm" label={loadingLabel} />
            </span>
          )}
        </div>
      )}
    </div>
  );
}

function ListPagination({ page, pageCount, onPageChange, label }: Paging) {
  const { t } = useTranslation();
  const { current, last } = pageLinks(page, pageCount);
  return (
    <Pagination
      label={label ?? t('panel.transactions.pages')}
      page={current}
      pageCount={last}
      onPageChange={onPageChange}
      previousLabel={t('panel.transactions.previousPage')}
      nextLabel={t('panel.transactions.nextPage')}
      pageLabel={(number) => t('panel.transactions.page', { page: number })}
    />
  );
}
