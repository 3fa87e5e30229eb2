import { describe, expect, it } from 'vitest';
import { searchKeyword } from './search.ts';

describe('searchKeyword (trimmed, at least 3 characters)', () => {
  it.each([
    ['', null],
    ['ab', null],
    ['  ab  ', null],
    ['abc', 'abc'],
    ['  abc  ', 'abc'],
    ['book of', 'book of'],
  ])('%j -> %j', (input, keyword) => {
    expect(searchKeyword(input)).toBe(keyword);
  });
});
