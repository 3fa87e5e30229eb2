import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { games, providers } from '../../src/catalogue/schema.ts';
import { demoGames, disabledProviderId } from '../../src/seed/catalogue.ts';
import { activePlayer, Browser, expectFailure } from '../player-support.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp({ SITE_ORIGIN: 'https://casino.example' });

const get = (url: string) => testApp().app.inject({ method: 'GET', url });

const gameIdOf = async (slug: string) => {
  const [row] = await testApp().db.select({ id: games.id }).from(games).where(eq(games.friendlyName, slug));
  return row!.id;
};
const playableGame = demoGames.find((game) => game.active && game.providerId !== disabledProviderId)!;

describe('GET /player-api/menu', () => {
  it('answers the sections with their child groups, titled in the locale, and the campaigns', async () => {
    const response = await get('/player-api/menu?lang=fi');
    expect(response.statusCode).toBe(200);
    const { success, menu } = response.json();
    expect(success).toBe(true);
    expect(menu.map((item: { title: string; url: string }) => [item.title, item.url])).toEqual([
      ['Kolikkopelit', '/games'],
      ['Live-kasino', '/livecasino'],
      ['Kampanjat', '/campaigns'],
    ]);
    expect(menu[0].children[0]).toEqual({ title: 'Uudet pelit', url: expect.stringMatching(/^\/games\/\d+\/uudet$/) });
    expect(menu[1].children.map((child: { url: string }) => child.url)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/livecasino\/\d+\/ruletti$/)]),
    );
  });

  it('titles in English and Estonian, with the name where a group has no Estonian text', async () => {
    const english = (await get('/player-api/menu?lang=en')).json().menu;
    expect(english[0].title).toBe('Slots');
    const estonian = (await get('/player-api/menu?lang=et')).json().menu;
    expect(estonian[0].children.map((child: { title: string }) => child.title)).toContain('Adventure');
    expect(estonian[2].title).toBe('Kampaaniad');
  });
});

describe('GET /player-api/groups', () => {
  it('answers the groups that have games, with their games', async () => {
    const response = await get('/player-api/groups');
    expect(response.statusCode).toBe(200);
    const { success, groups } = response.json();
    expect(success).toBe(true);
    expect(groups.length).toBeGreaterThanOrEqual(12);
    for (const group of groups) expect(group.games.length).toBeGreaterThan(0);
    expect(groups[0]).toMatchObject({ slug: 'kolikkopelit', translations: { et: { title: 'Slotid' } } });
  });
});

describe('starting a game', () => {
  it('answers the demo launch URL on the site origin, leading to a page naming the game', async () => {
    const id = await gameIdOf(playableGame.friendlyName);
    const response = await get(`/player-api/game/demo/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      url: `https://casino.example/game-launch/${id}?mode=demo&lang=fi`,
    });
    const page = await get(`/game-launch/${id}?mode=demo&lang=fi`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(`<h1 id="game-title">${playableGame.translations.fi?.title ?? playableGame.name}</h1>`);
    expect(page.body).toContain('Harjoituspeli (pelirahaa)');
  });

  it('answers 131 for an unknown game and 132 for a disabled game or provider', async () => {
    expectFailure(await get('/player-api/game/demo/999999'), 404, 131);
    const disabled = demoGames.find((game) => !game.active)!;
    expectFailure(await get(`/player-api/game/demo/${await gameIdOf(disabled.friendlyName)}`), 403, 132);
    const ofDisabledProvider = demoGames.find((game) => game.providerId === disabledProviderId)!;
    const id = await gameIdOf(ofDisabledProvider.friendlyName);
    expectFailure(await get(`/player-api/game/demo/${id}`), 403, 132);
    expect((await get(`/game-launch/${id}`)).statusCode).toBe(403);
  });

  it('plays a game once its provider is enabled again', async () => {
    const { db } = testApp();
    const game = demoGames.find((item) => item.active && item.providerId === disabledProviderId)!;
    const id = await gameIdOf(game.friendlyName);
    await db.update(providers).set({ active: true }).where(eq(providers.id, disabledProviderId));
    try {
      expect((await get(`/player-api/game/demo/${id}`)).statusCode).toBe(200);
    } finally {
      await db.update(providers).set({ active: false }).where(eq(providers.id, disabledProviderId));
    }
  });

  it('needs a session for real money (115), and then answers the real launch URL', async () => {
    const id = await gameIdOf(playableGame.friendlyName);
    expectFailure(await new Browser(testApp().app).get(`/game/real/${id}`), 401, 115);
    const { browser } = await activePlayer(testApp().app);
    const response = await browser.get(`/game/real/${id}`);
    expect(response.json()).toEqual({
      success: true,
      url: `https://casino.example/game-launch/${id}?mode=real&lang=fi`,
    });
    expectFailure(await browser.get('/game/real/999999'), 404, 131);
  });
});

describe('GET /docs', () => {
  it('serves Swagger UI from the server, listing the four documents', async () => {
    const page = await get('/docs');
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/https?:\/\//);
    for (const service of ['player', 'content', 'avatar', 'cms'])
      expect(page.body).toContain(`/docs/openapi/${service}.json`);
    const script = await get('/docs/assets/swagger-ui-bundle.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect((await get('/docs/assets/package.json')).statusCode).toBe(404);
  });

  it('sends /docs/ on to /docs', async () => {
    const response = await get('/docs/');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/docs');
  });

  it('serves each document with its prefix as the server and every operation', async () => {
    const content = (await get('/docs/openapi/content.json')).json();
    expect(content.servers).toEqual([{ url: '/content' }]);
    const operations = Object.values(content.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (item) => Object.values(item).map((operation) => operation.operationId),
    );
    expect(operations).toEqual(expect.arrayContaining(['getGames', 'getImage', 'getMaintenanceStatus']));
    expect((await get('/docs/openapi/player.json')).json().paths['/search']).toBeDefined();
    expect((await get('/docs/openapi/nothing.json')).statusCode).toBe(404);
  });
});
