import { describe, expect, it } from 'vitest';
import { GAME_PROVIDERS, providerIdByName, providerName } from './providers.ts';

describe('GAME_PROVIDERS', () => {
  it('covers ids 1 to 143 and -7, each once', () => {
    const ids = GAME_PROVIDERS.map(({ id }) => id).sort((a, b) => a - b);
    expect(ids).toEqual([-7, ...Array.from({ length: 143 }, (_, i) => i + 1)]);
  });

  it('has unique, non-empty names, whatever the letter case', () => {
    const names = GAME_PROVIDERS.map(({ name }) => name.trim().toLowerCase());
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(GAME_PROVIDERS.length);
  });

  it.each(GAME_PROVIDERS.map(({ id, name }) => [id, name] as const))('%s <-> %s', (id, name) => {
    expect(providerName(id)).toBe(name);
    expect(providerIdByName(name)).toBe(id);
  });
});

describe('providerName', () => {
  it.each([
    [1, 'NetEnt'],
    [3, "Play'n GO"],
    [-7, 'Casino Originals'],
    [0, undefined],
    [144, undefined],
  ])('%s -> %j', (id, name) => {
    expect(providerName(id)).toBe(name);
  });
});

describe('providerIdByName (case-insensitive, for search)', () => {
  it.each([
    ['netent', 1],
    [' NETENT ', 1],
    ["play'n go", 3],
    ['Casino Originals', -7],
    ['Unknown Studio', undefined],
    ['', undefined],
  ])('%j -> %s', (name, id) => {
    expect(providerIdByName(name)).toBe(id);
  });
});
