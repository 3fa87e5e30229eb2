import { FIRST_PAGE } from '@casino/flows/rules';
import { sql } from 'drizzle-orm';

/** Rows per page of the transaction histories (deposits, withdrawals, game rounds). */
export const HISTORY_PAGE_SIZE = 20;

/** A column counting every row the query matches, before its limit and offset: the `total` of readPage's rows. */
export const totalRows = sql<number>`count(*) over()`.mapWith(Number);

/**
 * The `limit` rows of a list from `offset` on, and the list's length, in one query: `list` selects `total: totalRows`
 * (and any other window aggregate over the whole list, read from `first`) beside its columns, and applies the limit
 * and offset it is given. A slice past the end has no row to carry the totals, so then the list's first row is read.
 */
export async function readRows<Row extends { total: number }>(
  list: (limit: number, offset: number) => PromiseLike<Row[]>,
  offset: number,
  limit: number,
) {
  const rows = await list(limit, offset);
  const [first] = rows.length > 0 || offset === 0 ? rows : await list(1, 0);
  return { rows, first, total: first?.total ?? 0 };
}

/** Page `page` of a list of `size` rows a page (readRows), and how many pages the list has. */
export async function readPage<Row extends { total: number }>(
  list: (limit: number, offset: number) => PromiseLike<Row[]>,
  page: number,
  size: number,
) {
  const read = await readRows(list, (page - FIRST_PAGE) * size, size);
  return { ...read, pageCount: Math.ceil(read.total / size) };
}
