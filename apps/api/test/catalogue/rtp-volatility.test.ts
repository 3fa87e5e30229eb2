import { VOLATILITIES, type Volatility } from '@casino/flows/rules';
import { describe, expect, it } from 'vitest';
import { demoGames, disabledProviderId } from '../../src/seed/catalogue.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();

interface Game {
  id: number;
  name: string;
  friendly_name: string;
  rtp?: number;
  volatility?: Volatility;
}

/** A GET of the test app (the content service or the player API). */
const answer = (url: string) => testApp().app.inject({ url });

/** The JSON of a GET that must succeed. */
async function json(url: string) {
  const response = await answer(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
}

const playable = demoGames.filter((game) => game.active && game.providerId !== disabledProviderId);

describe("every game's RTP and volatility (issue 36)", () => {
  it('answers each game of the catalogue with the RTP and the volatility class the seed gave it', async () => {
    const list: Game[] = await json('/content/games');
    expect(list.length).toBe(playable.length);
    const seeded = new Map(demoGames.map((game) => [game.friendlyName, game]));
    for (const game of list) {
      const seed = seeded.get(game.friendly_name)!;
      expect(game.rtp, game.friendly_name).toBe(seed.rtpBasisPoints / 100);
      expect(game.volatility, game.friendly_name).toBe(seed.volatility);
      expect(VOLATILITIES).toContain(game.volatility);
      // A percentage to two decimals, as operators state it.
      expect(Math.round(game.rtp! * 100)).toBeCloseTo(game.rtp! * 100, 8);
      expect(game.rtp).toBeGreaterThanOrEqual(88);
      expect(game.rtp).toBeLessThanOrEqual(99.5);
    }
    // The catalogue has games of every class, and one game's page answers the same facts as the list.
    for (const volatility of VOLATILITIES) expect(list.some((game) => game.volatility === volatility)).toBe(true);
    const [first] = list;
    expect(await json(`/content/games/id=${first!.id}`)).toMatchObject({
      rtp: first!.rtp,
      volatility: first!.volatility,
    });
  });

  it("gives a game's 'Low' edition a lower RTP than any other slot", async () => {
    const list: Game[] = await json('/content/games');
    const lowEditions = list.filter((game) => / Low$/.test(game.name));
    expect(lowEditions.length).toBeGreaterThan(0);
    for (const game of lowEditions) expect(game.rtp).toBeLessThan(92.01);
    for (const game of list.filter((game) => !/ Low$/.test(game.name))) expect(game.rtp).toBeGreaterThanOrEqual(94);
  });

  it.each(VOLATILITIES)(
    'narrows the whole catalogue to the %s volatility games, in catalogue order',
    async (volatility) => {
      const all: Game[] = await json('/content/games');
      const narrowed: Game[] = await json(`/content/games?volatility=${volatility}`);
      expect(narrowed.length).toBeGreaterThan(0);
      expect(narrowed).toEqual(all.filter((game) => game.volatility === volatility));
    },
  );

  it("narrows a category's games and a child category's, and a game by slug", async () => {
    const slots: Game[] = await json('/content/parent-category=kolikkopelit');
    const high: Game[] = await json('/content/parent-category=kolikkopelit?volatility=high');
    expect(high).toEqual(slots.filter((game) => game.volatility === 'high'));
    expect(high.length).toBeLessThan(slots.length);
    const classics: Game[] = await json('/content/parent-category=kolikkopelit?child-category=klassikot');
    const lowClassics: Game[] = await json(
      '/content/parent-category=kolikkopelit?child-category=klassikot&volatility=low',
    );
    expect(lowClassics).toEqual(classics.filter((game) => game.volatility === 'low'));
    const [game] = slots;
    const other = VOLATILITIES.find((volatility) => volatility !== game!.volatility)!;
    expect(await json(`/content/games?slug=${game!.friendly_name}&volatility=${game!.volatility}`)).toEqual([game]);
    expect(await json(`/content/games?slug=${game!.friendly_name}&volatility=${other}`)).toEqual([]);
  });

  it('answers a volatility that is no class with 400 and a message, never a 500', async () => {
    for (const url of [
      '/content/games?volatility=extreme',
      '/content/games?volatility=HIGH',
      '/content/parent-category=kolikkopelit?volatility=',
      `/content/parent-category=kolikkopelit?volatility=${'x'.repeat(5000)}`,
    ]) {
      const response = await answer(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/volatility/);
    }
  });
});

describe('the search by volatility', () => {
  const searchFor = async (query: string) => {
    const response = await answer(`/player-api/search?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json() as Promise<{ games: Game[]; tags: { friendly_name: string }[]; suppliers: unknown[] }>;
  };

  it('narrows the games and the tags to the class and leaves the other hits alone', async () => {
    const all = await searchFor('keyword=viking&lang=en');
    expect(all.games.length).toBeGreaterThan(1);
    expect(all.games.length).toBeLessThan(50);
    const catalogue: Game[] = await json('/content/games');
    const byName = new Map(catalogue.map((game) => [game.friendly_name, game]));
    for (const volatility of VOLATILITIES) {
      const narrowed = await searchFor(`keyword=viking&lang=en&volatility=${volatility}`);
      expect(narrowed.games).toEqual(all.games.filter((game) => game.volatility === volatility));
      for (const tag of narrowed.tags) expect(byName.get(tag.friendly_name)?.volatility).toBe(volatility);
    }
    const providers = await searchFor('keyword=netent&lang=en&volatility=low');
    expect(providers.suppliers.length).toBe(1);
  });

  it('answers an unknown class with errorCode 196', async () => {
    const response = await answer('/player-api/search?keyword=viking&volatility=wild');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 196 });
  });
});
