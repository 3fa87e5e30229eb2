import { describe, expect, it } from 'vitest';
import { pageLinks, pageOf, showsFreeSpinPaging } from './paging.ts';

describe('showsFreeSpinPaging (more than 10)', () => {
  it.each([
    [0, false],
    [10, false],
    [11, true],
  ])('%s -> %s', (count, shows) => {
    expect(showsFreeSpinPaging(count)).toBe(shows);
  });
});

describe('pageLinks (first, previous, current, next, last)', () => {
  it.each([
    [1, 5, { first: 1, previous: null, current: 1, next: 2, last: 5 }],
    [3, 5, { first: 1, previous: 2, current: 3, next: 4, last: 5 }],
    [5, 5, { first: 1, previous: 4, current: 5, next: null, last: 5 }],
    [1, 1, { first: 1, previous: null, current: 1, next: null, last: 1 }],
    [1, 0, { first: 1, previous: null, current: 1, next: null, last: 1 }],
    [9, 5, { first: 1, previous: 4, current: 5, next: null, last: 5 }],
    [0, 5, { first: 1, previous: null, current: 1, next: 2, last: 5 }],
  ])('page %s of %s -> %j', (current, count, links) => {
    expect(pageLinks(current, count)).toEqual(links);
  });
});

describe('pageOf (10 a page, like the free spins)', () => {
  const items = Array.from({ length: 23 }, (_, index) => index + 1);
  it.each([
    [1, { first: 1, last: 10, page: 1 }],
    [2, { first: 11, last: 20, page: 2 }],
    [3, { first: 21, last: 23, page: 3 }],
    [4, { first: 21, last: 23, page: 3 }],
    [0, { first: 1, last: 10, page: 1 }],
  ])('page %s of 23 items -> %j', (page, expected) => {
    const result = pageOf(items, page);
    expect(result.pageCount).toBe(3);
    expect(result.page).toBe(expected.page);
    expect([result.items[0], result.items.at(-1)]).toEqual([expected.first, expected.last]);
  });

  it('an empty list has no pages and shows page 1, empty', () => {
    expect(pageOf([], 2)).toEqual({ items: [], page: 1, pageCount: 0 });
  });

  it('10 items are one page', () => {
    expect(pageOf(items.slice(0, 10), 1)).toEqual({ items: items.slice(0, 10), page: 1, pageCount: 1 });
  });
});
