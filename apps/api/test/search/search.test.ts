import { describe, expect, it } from 'vitest';
import { prefixQuery, SEARCH_LIMIT } from '../../src/search/search.ts';
import { disabledProviderId } from '../../src/seed/catalogue.ts';
import { expectFailure } from '../player-support.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();

interface SearchAnswer {
  success: boolean;
  articles: { slug: string; title: string; thumbnail?: string; date_parsed: string }[];
  content: { slug: string; title: string }[];
  games: { name: string; provider: number; translations: Record<string, { title: string }> }[];
  suppliers: { id: number; name: string; slug: string }[];
  tags: { friendly_name: string; logo: string; translation: string; supplier: string }[];
}

const searchFor = async (query: string): Promise<SearchAnswer> => {
  const response = await testApp().app.inject({ method: 'GET', url: `/player-api/search?${query}` });
  expect(response.statusCode, query).toBe(200);
  return response.json();
};

describe('prefixQuery', () => {
  it.each([
    ['boo', 'boo:*'],
    ['Book of', 'book:* & of:*'],
    ["play'n", 'play:* & n:*'],
    ['KÄYTTÖ', 'käyttö:*'],
    ["x'); drop table games; --", 'x:* & drop:* & table:* & games:*'],
    ['!!! ???', null],
  ])('%s -> %s', (keyword, query) => {
    expect(prefixQuery(keyword)).toBe(query);
  });
});

describe('GET /player-api/search', () => {
  it('finds games whose title starts a word with the keyword, best first, at most the limit', async () => {
    const answer = await searchFor('keyword=boo&lang=fi');
    expect(answer.success).toBe(true);
    expect(answer.games.length).toBe(SEARCH_LIMIT);
    for (const game of answer.games) expect(game.name).toMatch(/\bBoo/);
    expect(answer.games.some((game) => game.provider === disabledProviderId)).toBe(false);
  });

  it('searches the titles of the locale', async () => {
    const finnish = await searchFor('keyword=kultainen&lang=fi');
    expect(finnish.games.length).toBeGreaterThan(0);
    for (const game of finnish.games) expect(game.translations.fi!.title).toMatch(/^Kultainen /);
    expect((await searchFor('keyword=kultainen&lang=en')).games).toEqual([]);
    const estonian = await searchFor('keyword=kuldne&lang=et');
    expect(estonian.games.map((game) => game.name)).toEqual(finnish.games.map((game) => game.name));
  });

  it('finds articles and content pages of the locale, ignoring letter case', async () => {
    expect((await searchFor('keyword=book&lang=en')).articles).toContainEqual({
      slug: 'book-week',
      title: 'Book week',
      thumbnail: '/images/articles/book-week.svg',
      date_parsed: '12.3.2026',
    });
    expect((await searchFor('keyword=kirjav&lang=fi')).articles.map((article) => article.slug)).toEqual([
      'kirjaviikko',
    ]);
    expect((await searchFor('keyword=raamatu&lang=et')).articles.map((article) => article.slug)).toEqual([
      'raamatunadal',
    ]);
    expect((await searchFor('keyword=KÄYTTÖ&lang=fi')).content.map((page) => page.slug)).toEqual(['kayttoehdot']);
    expect((await searchFor('keyword=book&lang=fi')).articles).toEqual([]);
  });

  it('finds providers by name', async () => {
    expect((await searchFor('keyword=netent&lang=en')).suppliers).toEqual([
      { id: 1, name: 'NetEnt', slug: 'netent', logo: '/images/providers/netent.svg' },
    ]);
    expect((await searchFor("keyword=play'n&lang=fi")).suppliers.map((supplier) => supplier.name)).toEqual([
      "Play'n GO",
    ]);
  });

  it('finds games through their theme tags in the locale, as tag hits', async () => {
    const answer = await searchFor('keyword=egypti&lang=fi');
    expect(answer.tags.length).toBeGreaterThan(5);
    expect(answer.tags[0]).toEqual({
      friendly_name: expect.any(String),
      logo: expect.stringMatching(/^\/images\/games\//),
      translation: expect.any(String),
      supplier: expect.any(String),
    });
    expect((await searchFor('keyword=egypti&lang=en')).tags).toEqual([]);
  });

  it('narrows games and tags to one provider with gameProvider', async () => {
    const answer = await searchFor('keyword=boo&lang=en&gameProvider=3');
    expect(answer.games.length).toBeGreaterThan(0);
    for (const game of answer.games) expect(game.provider).toBe(3);
    expect(
      (await searchFor('keyword=treasure&lang=en&gameProvider=3')).tags.every((tag) => tag.supplier === "Play'n GO"),
    ).toBe(true);
  });

  it('answers empty lists when nothing matches or the keyword has no words', async () => {
    const empty = { success: true, articles: [], content: [], games: [], suppliers: [], tags: [] };
    expect(await searchFor('keyword=zzzzqq&lang=fi')).toEqual(empty);
    expect(await searchFor(`keyword=${encodeURIComponent('!!! ???')}`)).toEqual(empty);
    expect(await searchFor(`keyword=${encodeURIComponent("boo' & !(x) <b>")}`)).toMatchObject({ success: true });
  });

  it('refuses a keyword shorter than 3 characters with 196, spaces not counted', async () => {
    const search = (keyword: string) =>
      testApp().app.inject({ method: 'GET', url: `/player-api/search?keyword=${encodeURIComponent(keyword)}` });
    expectFailure(await search('bo'), 400, 196);
    expectFailure(await search('  bo  '), 400, 196);
    expectFailure(await testApp().app.inject({ method: 'GET', url: '/player-api/search' }), 400, 196);
  });
});
