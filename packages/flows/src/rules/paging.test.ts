import { describe, expect, it } from 'vitest';
import { pageLinks, showsFreeSpinPaging } from './paging.ts';

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
