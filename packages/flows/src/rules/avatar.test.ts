import { describe, expect, it } from 'vitest';
import { avatarId, avatarSet } from './avatar.ts';

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

describe('avatarSet (the brand set the answered picture belongs to)', () => {
  it.each([
    [{ id: 7, url: '/images/avatars/12/7.svg' }, 12, '/images/avatars/12/12.svg'],
    [{ id: 1, url: '/images/avatars/29/1.svg' }, 29, '/images/avatars/29/29.svg'],
    [{ id: 3, url: 'https://cdn.example/a/avatars/29/3.png' }, 29, 'https://cdn.example/a/avatars/29/29.png'],
  ])('%j -> %s pictures, ids from 1, siblings of it', (avatar, size, last) => {
    const set = avatarSet(avatar);
    expect(set).toHaveLength(size);
    expect(set[0]).toEqual({ id: 1, url: avatar.url.replace(/\d+(\.\w+)$/, '1$1') });
    expect(set.at(-1)).toEqual({ id: size, url: last });
    expect(set[avatar.id - 1]).toEqual(avatar);
  });

  it.each([[{ id: 4, url: '/images/avatars/13/4.svg' }], [{ id: 4, url: '/avatars/4.png' }], [{ id: 1, url: '' }]])(
    '%j, of no known set -> only itself',
    (avatar) => {
      expect(avatarSet(avatar)).toEqual([avatar]);
    },
  );
});
