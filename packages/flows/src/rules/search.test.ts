import { describe, expect, it } from 'vitest';
import { hasSearchHits, searchKeyword, searchQuery, type SearchResult } from './search.ts';

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

describe('searchQuery (keyword, lang, and gameProvider when the keyword names a provider)', () => {
  it.each([
    ['bo', 'fi', null],
    ['book', 'fi', { keyword: 'book', lang: 'fi' }],
    [' NetEnt ', 'en', { keyword: 'NetEnt', lang: 'en', gameProvider: 1 }],
    ["play'n go", 'et', { keyword: "play'n go", lang: 'et', gameProvider: 3 }],
    ['netent slots', 'fi', { keyword: 'netent slots', lang: 'fi' }],
  ] as const)('%j in %s -> %j', (input, lang, query) => {
    expect(searchQuery(input, lang)).toEqual(query);
  });

  it('adds the volatility chosen, with a provider too; none while the keyword is too short', () => {
    expect(searchQuery('book', 'fi', 'high')).toEqual({ keyword: 'book', lang: 'fi', volatility: 'high' });
    expect(searchQuery('NetEnt', 'en', 'low')).toEqual({
      keyword: 'NetEnt',
      lang: 'en',
      gameProvider: 1,
      volatility: 'low',
    });
    expect(searchQuery('bo', 'fi', 'low')).toBeNull();
  });
});

describe('hasSearchHits', () => {
  const empty: SearchResult = { articles: [], content: [], games: [], suppliers: [], tags: [] };
  it('is false when every list is empty', () => {
    expect(hasSearchHits(empty)).toBe(false);
  });
  it.each(['articles', 'content', 'games', 'suppliers', 'tags'] as const)('is true with a hit in %s', (list) => {
    expect(hasSearchHits({ ...empty, [list]: [{}] } as unknown as SearchResult)).toBe(true);
  });
});
