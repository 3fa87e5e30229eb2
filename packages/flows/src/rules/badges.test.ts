import { describe, expect, it } from 'vitest';
import { profileBadge, wheelBadge } from './badges.ts';

describe('wheelBadge (available spins when at least 1)', () => {
  it.each([
    [undefined, null],
    [null, null],
    [-1, null],
    [0, null],
    [1, 1],
    [5, 5],
  ])('%s -> %s', (spins, badge) => {
    expect(wheelBadge(spins)).toBe(badge);
  });
});

describe('profileBadge (free-spin bonuses plus campaigns when at least 1)', () => {
  it.each([
    [0, 0, null],
    [null, undefined, null],
    [1, 0, 1],
    [0, 1, 1],
    [2, 3, 5],
  ])('%s + %s -> %s', (freeSpins, campaigns, badge) => {
    expect(profileBadge(freeSpins, campaigns)).toBe(badge);
  });
});
