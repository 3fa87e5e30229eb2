import { displayTitle, GAME_PROVIDERS, VOLATILITIES } from '@casino/flows/rules';
import { describe, expect, it } from 'vitest';
import {
  catalogueOfSize,
  DEMO_GAME_COUNT,
  demoGames,
  demoGroupGames,
  demoGroups,
  demoProviders,
  SCALE_PROVIDER_COUNT,
} from '../../src/seed/catalogue.ts';
import { seedGameCount } from '../../src/seed/seed.ts';

const scaled = catalogueOfSize(5000);

describe('a catalogue at an operator size (issue 37)', () => {
  it('is the demo catalogue itself at the default size', () => {
    expect(DEMO_GAME_COUNT).toBe(648);
    const demo = catalogueOfSize(DEMO_GAME_COUNT);
    expect(demo.games).toBe(demoGames);
    expect(demo.providers).toBe(demoProviders);
    expect(demo.groupGames).toBe(demoGroupGames);
  });

  it('has 5,000 games with unique slugs from 80 providers of the shared table, the demo games first as they are', () => {
    expect(scaled.games).toHaveLength(5000);
    expect(new Set(scaled.games.map((game) => game.friendlyName)).size).toBe(5000);
    expect(scaled.providers).toHaveLength(SCALE_PROVIDER_COUNT);
    expect(SCALE_PROVIDER_COUNT).toBe(80);
    expect(new Set(scaled.games.map((game) => game.providerId)).size).toBe(80);
    for (const provider of scaled.providers)
      expect(GAME_PROVIDERS).toContainEqual({ id: provider.id, name: provider.name });
    const withoutNewGroup = (game: (typeof demoGames)[number]) => ({
      ...game,
      groups: game.groups.filter((slug) => slug !== 'uudet'),
    });
    expect(scaled.games.slice(0, DEMO_GAME_COUNT).map(withoutNewGroup)).toEqual(demoGames.map(withoutNewGroup));
  });

  it('gives every added game the demo generator facts: three locales, tags, a picture, groups, RTP and volatility', () => {
    const topLevel = demoGroups.filter((group) => group.parent === null).map((group) => group.slug);
    for (const game of scaled.games.slice(DEMO_GAME_COUNT)) {
      expect(Object.keys(game.excerpts).sort()).toEqual(['en', 'et', 'fi']);
      expect(Object.keys(game.tags).sort()).toEqual(['en', 'et', 'fi']);
      expect(game.tags.fi.length).toBeGreaterThan(0);
      expect(game.thumbnail).toBe(`/images/games/${game.friendlyName}.svg`);
      expect(game.groups.some((slug) => topLevel.includes(slug))).toBe(true);
      expect(VOLATILITIES).toContain(game.volatility);
      expect(game.rtpBasisPoints).toBeGreaterThanOrEqual(9400);
      expect(game.rtpBasisPoints).toBeLessThanOrEqual(9750);
      // An edition is never a game's 'Low' edition, whose suffix ends its title.
      expect(displayTitle(game.name)).toBe(game.name);
    }
    for (const group of demoGroups) {
      const members = scaled.groupGames.get(group.slug)!;
      expect(members.length, group.slug).toBeGreaterThanOrEqual(demoGroupGames.get(group.slug)!.length);
    }
    expect(scaled.groupGames.get('uudet')).toHaveLength(demoGroupGames.get('uudet')!.length);
  });

  it('is the same on every run', () => {
    expect(catalogueOfSize(5000).games.map((game) => game.name)).toEqual(scaled.games.map((game) => game.name));
  });

  it('is sized by SEED_GAMES: the demo by default, never fewer games than it', () => {
    expect(seedGameCount({})).toBe(DEMO_GAME_COUNT);
    expect(seedGameCount({ SEED_GAMES: '' })).toBe(DEMO_GAME_COUNT);
    expect(seedGameCount({ SEED_GAMES: '5000' })).toBe(5000);
    for (const value of ['100', '5000.5', 'many', '-1'])
      expect(() => seedGameCount({ SEED_GAMES: value }), value).toThrow(/SEED_GAMES/);
    expect(() => catalogueOfSize(100)).toThrow(/at least/);
  });
});
