import { describe, expect, it } from 'vitest';
import { avatarId } from './avatar.ts';

describe('avatarId (a known option, else the default 1)', () => {
  it.each([
    [5, 12, 5],
    [12, 12, 12],
    [13, 12, 1],
    [13, 29, 13],
    [29, 29, 29],
    [30, 29, 1],
    [0, 12, 1],
    [2.5, 12, 1],
    ['3', 12, 1],
    [undefined, 12, 1],
  ])('%j of %s options -> %s', (id, count, shown) => {
    expect(avatarId(id, count)).toBe(shown);
  });
});
