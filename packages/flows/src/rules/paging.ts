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

/**
 * One page of a list the server answers whole (the deposit campaigns), paged like the free spins: 10 a page. The
 * page is kept within the list, so a list that shrank under its last page shows its new last page.
 */
export function pageOf<Item>(items: readonly Item[], page: number): { items: Item[]; page: number; pageCount: number } {
  const pageCount = Math.ceil(items.length / FREE_SPIN_PAGE_SIZE);
  const { current } = pageLinks(page, pageCount);
  const start = (current - FIRST_PAGE) * FREE_SPIN_PAGE_SIZE;
  return { items: items.slice(start, start + FREE_SPIN_PAGE_SIZE), page: current, pageCount };
}
