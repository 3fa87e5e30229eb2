import { describe, expect, it } from 'vitest';
import { volatilityOfSearch, withVolatility } from './volatility-filter';

describe("a list URL's volatility", () => {
  it.each([
    ['?volatility=low', 'low'],
    ['?volatility=medium', 'medium'],
    ['?volatility=high&page=2', 'high'],
    ['?volatility=HIGH', undefined],
    ['?volatility=', undefined],
    ['?volatility=wild', undefined],
    ['', undefined],
  ])('%j asks for %s', (search, volatility) => {
    expect(volatilityOfSearch(new URLSearchParams(search))).toBe(volatility);
  });

  it('is set, replaced and dropped with the other parameters kept', () => {
    const search = new URLSearchParams('?page=2');
    expect(withVolatility(search, 'high').toString()).toBe('page=2&volatility=high');
    expect(withVolatility(new URLSearchParams('volatility=high&page=2'), 'low').toString()).toBe(
      'volatility=low&page=2',
    );
    expect(withVolatility(new URLSearchParams('volatility=high&page=2'), undefined).toString()).toBe('page=2');
    // The search it was given stays as it was.
    expect(search.toString()).toBe('page=2');
  });
});
