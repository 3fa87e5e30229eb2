import { describe, expect, it } from 'vitest';
import { GAME_LIST_PAGE_MAX } from '../../src/catalogue/catalogue.ts';
import { SEARCH_LIMIT } from '../../src/search/search.ts';
import { catalogueOfSize, disabledProviderId } from '../../src/seed/catalogue.ts';
import { useTestApp } from '../support.ts';

/** The seed's catalogue at an operator's size (issue 37), seeded once for this file. */
const GAMES = 5000;
const testApp = useTestApp({}, { gameCount: GAMES });
const catalogue = catalogueOfSize(GAMES);
const playable = catalogue.games.filter((game) => game.active && game.providerId !== disabledProviderId);

interface Game {
  id: number;
  friendly_name: string;
}

async function get(url: string) {
  const response = await testApp().app.inject({ url });
  expect(response.statusCode, url).toBe(200);
  return response;
}

/**
 * Walks a list `limit` games at a time: every page within the bound and saying the same total, until the total is
 * reached. Answers the pages' games in order.
 */
async function walk(list: string, limit: number): Promise<Game[]> {
  const walked: Game[] = [];
  let total: number | undefined;
  do {
    const response = await get(`${list}${list.includes('?') ? '&' : '?'}limit=${limit}&offset=${walked.length}`);
    const page: Game[] = response.json();
    const said = Number(response.headers['x-total-count']);
    total ??= said;
    expect(said, list).toBe(total);
    expect(page.length, list).toBeLessThanOrEqual(limit);
    if (walked.length < total) expect(page.length, `${list} at ${walked.length}`).toBeGreaterThan(0);
    walked.push(...page);
  } while (walked.length < total);
  return walked;
}

/** The whole list (the spec's answer, without a page) and the same list walked page by page must be one. */
async function expectPagedOnce(list: string, limit: number) {
  const whole: Game[] = (await get(list)).json();
  const walked = await walk(list, limit);
  expect(walked.map((game) => game.id)).toEqual(whole.map((game) => game.id));
  expect(new Set(walked.map((game) => game.id)).size).toBe(walked.length);
  return walked;
}

describe('the content service with 5,000 games (issue 37)', () => {
  it('pages the whole catalogue: every playable game exactly once, no page over its bound', async () => {
    const walked = await expectPagedOnce('/content/games', 97);
    expect(walked.map((game) => game.friendly_name).sort()).toEqual(playable.map((game) => game.friendlyName).sort());
    expect(walked.length).toBeGreaterThan(4800);
  });

  it('pages each section, each child group and each provider', async () => {
    for (const section of ['kolikkopelit', 'live-kasino'])
      await expectPagedOnce(`/content/parent-category=${section}`, GAME_LIST_PAGE_MAX);
    await expectPagedOnce('/content/parent-category=kolikkopelit?child-category=seikkailu&volatility=high', 48);
    const groups: { id: number; type: string }[] = (await get('/content/child-game-groups-translated')).json();
    for (const { id, type } of groups)
      await expectPagedOnce(`/content/games-by-group-id=${id}${type === 'livecasino' ? '?type=livecasino' : ''}`, 48);
    const suppliers: { slug: string }[] = (await get('/content/suppliers')).json();
    expect(suppliers.length).toBe(79); // 80 providers, one of them disabled
    let games = 0;
    for (const { slug } of suppliers) games += (await expectPagedOnce(`/content/provider=${slug}`, 48)).length;
    expect(games).toBe(playable.length);
  });

  it('bounds a page at 500 games, and answers 400 to a bound out of range', async () => {
    expect(GAME_LIST_PAGE_MAX).toBe(500);
    const offsetOnly = await get('/content/games?offset=10');
    expect(offsetOnly.json()).toHaveLength(GAME_LIST_PAGE_MAX);
    expect(Number(offsetOnly.headers['x-total-count'])).toBe(playable.length);
    const beyond = await get(`/content/games?offset=${playable.length}&limit=10`);
    expect(beyond.json()).toEqual([]);
    expect(Number(beyond.headers['x-total-count'])).toBe(playable.length);
    const unknown = await get('/content/provider=no-such-provider?limit=10');
    expect(unknown.json()).toEqual([]);
    expect(unknown.headers['x-total-count']).toBe('0');
    for (const query of ['limit=501', 'limit=0', 'offset=-1', 'limit=ten']) {
      const response = await testApp().app.inject({ url: `/content/games?${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('serves a page from the answer cache with its total, and 304 for its ETag', async () => {
    const url = '/content/parent-category=kolikkopelit?child-category=seikkailu&limit=8';
    const first = await get(url);
    const again = await get(url);
    expect(again.body).toBe(first.body);
    expect(again.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(Number(first.headers['x-total-count'])).toBeGreaterThan(1000);
    const unchanged = await testApp().app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(unchanged.statusCode).toBe(304);
    // Another page is another answer.
    const next = await get(url.replace('limit=8', 'limit=8&offset=8'));
    expect(next.json()).toHaveLength(8);
    expect(next.body).not.toBe(first.body);
  });

  it('bounds the search: at most SEARCH_LIMIT games however many match', async () => {
    const response = await get('/player-api/search?keyword=wolf');
    const { games } = response.json() as { games: Game[] };
    expect(games.length).toBe(SEARCH_LIMIT);
  });
});
