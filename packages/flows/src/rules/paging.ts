import { FIRST_PAGE, FREE_SPIN_PAGE_SIZE } from './constants.ts';

/** Free-spin paging shows only when there are more than 10 bonuses. */
export function showsFreeSpinPaging(count: number): boolean {
  return count > FREE_SPIN_PAGE_SIZE;
}

export interface PageLinks {
  first: number;
  previous: number | null;
  current: number;
  next: number | null;
  last: number;
}

/** The pagination links: first, previous, current, next and last page (previous/next null at the ends). */
export function pageLinks(current: number, pageCount: number): PageLinks {
  const last = Math.max(FIRST_PAGE, pageCount);
  const page = Math.min(Math.max(FIRST_PAGE, current), last);
  return {
    first: FIRST_PAGE,
    previous: page > FIRST_PAGE ? page - 1 : null,
    current: page,
    next: page < last ? page + 1 : null,
    last,
  };
}
