import { describe, expect, it } from 'vitest';
import { siteStatus } from '../src/db/schema.ts';
import { demoFooters, demoGames, demoProviders } from '../src/seed/demo-content.ts';
import { seedDemoContent } from '../src/seed/seed.ts';
import { seedDay, useTestApp } from './support.ts';

const testApp = useTestApp();

const get = (url: string) => testApp().app.inject({ method: 'GET', url });

describe('GET /content/games (getGames)', () => {
  it('returns every seeded game with the contract field names', async () => {
    const response = await get('/content/games');
    expect(response.statusCode).toBe(200);
    const games = response.json();
    expect(games).toHaveLength(demoGames.length);
    expect(games[0]).toEqual({
      id: expect.any(Number),
      name: 'Northern Lights',
      friendly_name: 'northern-lights',
      provider: 3,
      release_date: '13.03.2026', // seeded on 15.03.2026, two days after release
      translations: { fi: { title: 'Revontulet' }, en: { title: 'Northern Lights' }, et: { title: 'Virmalised' } },
      excerpt: 'Pohjoisen tarujen seikkailu, jossa on ilmaiskierroksia.',
      excerpt_en: 'An adventure through northern legends, with free spins.',
      excerpt_et: 'Seiklus põhjamaa legendides koos tasuta keerutustega.',
    });
  });

  it('has games from every provider, some released within the last 14 days', async () => {
    const games: { provider: number; release_date: string }[] = (await get('/content/games')).json();
    expect(new Set(games.map((game) => game.provider))).toEqual(new Set(demoProviders.map((provider) => provider.id)));
    const released = games.map(({ release_date }) => {
      const [day, month, year] = release_date.split('.').map(Number);
      return Date.UTC(year!, month! - 1, day!);
    });
    const fortnightBefore = Date.UTC(2026, 2, 15) - 14 * 86_400_000;
    expect(released.filter((time) => time >= fortnightBefore).length).toBeGreaterThanOrEqual(5);
    expect(released.filter((time) => time < fortnightBefore).length).toBeGreaterThanOrEqual(20);
  });

  it('filters by slug, with an empty list when nothing matches', async () => {
    expect((await get('/content/games?slug=wolf-pack')).json()).toMatchObject([{ name: 'Wolf Pack', provider: 12 }]);
    expect((await get('/content/games?slug=no-such-game')).json()).toEqual([]);
  });

  it('keeps game ids when the demo content is seeded again', async () => {
    const before = (await get('/content/games')).json();
    await seedDemoContent(testApp().db, seedDay);
    expect((await get('/content/games')).json()).toEqual(before);
  });
});

describe('GET /content/site-settings and /cms/site-settings', () => {
  it.each(['fi', 'en', 'et'] as const)('answers the %s footer and the (empty) popups', async (lang) => {
    for (const prefix of ['/content', '/cms']) {
      const response = await get(`${prefix}/site-settings?lang=${lang}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ footer: demoFooters[lang], popups: [] });
    }
  });

  it('defaults to Finnish', async () => {
    expect((await get('/content/site-settings')).json().footer).toBe(demoFooters.fi);
  });
});

describe('GET /content/status (getMaintenanceStatus)', () => {
  it('answers no maintenance and no disruption by default', async () => {
    const response = await get('/content/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({ maintenance: null, serviceDisruption: null });
  });

  it('answers the messages of the site_status row', async () => {
    const serviceDisruption = { en: 'Deposits are disrupted.', fi: 'Talletuksissa on häiriöitä.' };
    await testApp().db.insert(siteStatus).values({ serviceDisruption });
    try {
      expect((await get('/content/status')).json()).toStrictEqual({ maintenance: null, serviceDisruption });
    } finally {
      await testApp().db.delete(siteStatus);
    }
  });
});
