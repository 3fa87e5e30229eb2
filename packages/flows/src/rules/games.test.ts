import { describe, expect, it } from 'vitest';
import { displayTitle, isNewGame, isVolatility, volatilityOf } from './games.ts';

describe('isNewGame (released within the last 14 days)', () => {
  const today = new Date(2026, 10, 20, 23, 30);
  it.each([
    ['20.11.2026', today, true],
    ['6.11.2026', today, true],
    ['06.11.2026', today, true],
    ['5.11.2026', today, false],
    ['21.11.2026', today, false],
    ['15.2.2026', new Date(2026, 2, 1), true],
    ['14.2.2026', new Date(2026, 2, 1), false],
    ['16.3.2026', new Date(2026, 2, 30, 0, 30), true],
    ['31.2.2026', new Date(2026, 2, 1), false],
    ['2026-11-20', today, false],
    ['', today, false],
    [null, today, false],
    [undefined, today, false],
  ])('%j on %s -> %s', (releaseDate, day, isNew) => {
    expect(isNewGame(releaseDate, day)).toBe(isNew);
  });
});

describe('displayTitle strips Low-style suffixes', () => {
  // The spec renames about 10 titles without naming them; these are plausible catalogue titles.
  it.each([
    ['Book of Dead Low', 'Book of Dead'],
    ['Reactoonz (Low)', 'Reactoonz'],
    ['Gates of Olympus LowRTP', 'Gates of Olympus'],
    ['Sweet Bonanza Low RTP', 'Sweet Bonanza'],
    ['Starburst Low Volatility', 'Starburst'],
    ['Legacy of Dead - Low', 'Legacy of Dead'],
    ['Fire Joker (Low RTP)', 'Fire Joker'],
    ['Rise of Olympus LOW', 'Rise of Olympus'],
    ['Big Bass Bonanza low', 'Big Bass Bonanza'],
    ['Dead or Alive 2 (Low Variance)', 'Dead or Alive 2'],
    ['Moon Princess Low ', 'Moon Princess'],
  ])('%j -> %j', (title, shown) => {
    expect(displayTitle(title)).toBe(shown);
  });

  it.each(['Book of Dead', 'Lowrider Wilds', 'Golden Glow', 'Below Zero', 'Slow Burn', 'Low', 'Blow Up'])(
    'keeps %j',
    (title) => {
      expect(displayTitle(title)).toBe(title);
    },
  );
});

describe('volatility classes', () => {
  it.each([
    [0, 'low'],
    [3.14, 'low'],
    [4.99, 'low'],
    [5, 'medium'],
    [14.99, 'medium'],
    [15, 'high'],
    [120, 'high'],
  ])('a standard deviation of %s bets is %s', (deviation, volatility) => {
    expect(volatilityOf(deviation)).toBe(volatility);
  });

  it.each([
    ['low', true],
    ['medium', true],
    ['high', true],
    ['High', false],
    ['', false],
    [undefined, false],
    [2, false],
  ])('%j names a class: %s', (value, named) => {
    expect(isVolatility(value)).toBe(named);
  });
});
