import { AVATAR_COUNTS, GAME_PROVIDERS } from '@casino/flows/rules';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoGames, demoGroupGames, demoGroups, demoProviders } from '../../src/seed/catalogue.ts';
import { articleThumbnail, avatarPicture, gameThumbnail, providerLogo, siteLogo } from '../../src/seed/pictures.ts';
import { seededRandom, slugify } from '../../src/seed/random.ts';
import { demoAffiliates, demoAvatars, demoPages } from '../../src/seed/site-content.ts';

describe('the generated demo catalogue', () => {
  it('has at least 600 games with unique slugs from at least 25 providers of the shared table', () => {
    expect(demoGames.length).toBeGreaterThanOrEqual(600);
    expect(new Set(demoGames.map((game) => game.friendlyName)).size).toBe(demoGames.length);
    expect(new Set(demoGames.map((game) => game.providerId)).size).toBeGreaterThanOrEqual(25);
    for (const provider of demoProviders)
      expect(GAME_PROVIDERS).toContainEqual({ id: provider.id, name: provider.name });
  });

  it('gives every game excerpts and tags in the three locales and a thumbnail', () => {
    for (const game of demoGames) {
      expect(Object.keys(game.excerpts).sort()).toEqual(['en', 'et', 'fi']);
      expect(Object.keys(game.tags).sort()).toEqual(['en', 'et', 'fi']);
      expect(game.thumbnail).toBe(`/images/games/${game.friendlyName}.svg`);
    }
  });

  it('puts every game in a top-level group and every child group has games', () => {
    const topLevel = demoGroups.filter((group) => group.parent === null).map((group) => group.slug);
    for (const game of demoGames) expect(game.groups.some((slug) => topLevel.includes(slug))).toBe(true);
    for (const group of demoGroups) expect(demoGroupGames.get(group.slug)!.length, group.slug).toBeGreaterThan(0);
  });

  it('is the same on every run: a seeded generator', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return [random.next(), random.below(100), random.shuffle([1, 2, 3, 4, 5])];
    };
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('names a book game for every affiliate that grants spins', () => {
    for (const affiliate of demoAffiliates) {
      if (affiliate.grantedFreeSpins === 0) expect(affiliate.freeSpinGame).toBeNull();
      else expect(demoGroupGames.get('kirjapelit')).toContain(affiliate.freeSpinGame);
    }
  });

  it('has the two avatar sets and articles in three locales', () => {
    expect(AVATAR_COUNTS.map((size) => demoAvatars.filter((avatar) => avatar.setSize === size).length)).toEqual([
      12, 29,
    ]);
    const articles = demoPages.filter((page) => page.kind === 'article');
    expect(articles.filter((page) => page.locale === 'fi').length).toBe(articles.length / 3);
    expect(new Set(articles.map((page) => page.locale))).toEqual(new Set(['fi', 'en', 'et']));
  });
});

describe('slugify', () => {
  it.each([
    ["Play'n GO", 'play-n-go'],
    ['Book of Pharaoh!', 'book-of-pharaoh'],
    ['Ålandsöar Äventyr', 'alandsoar-aventyr'],
  ])('%s -> %s', (text, slug) => expect(slugify(text)).toBe(slug));
});

describe('the pictures', () => {
  it.each([
    ['a game thumbnail', gameThumbnail('Legend of the <Explorer> & Co', "Play'n GO", [40, 20]), 800],
    ['a provider logo', providerLogo('Red Rake Gaming'), 400],
    ['an article thumbnail', articleThumbnail('Book week'), 1200],
    ['an avatar', avatarPicture(29, 7), 256],
    ['the site logo', siteLogo(), 200],
  ])('draws %s as SVG that renders', async (_name, svg, width) => {
    const metadata = await sharp(Buffer.from(svg)).metadata();
    expect({ format: metadata.format, width: metadata.width }).toEqual({ format: 'svg', width });
  });
});
