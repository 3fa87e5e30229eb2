import { AFFILIATE_FALLBACK_ID, AFFILIATE_IDS, GAME_PROVIDERS } from '@casino/flows/rules';
import { eq, inArray } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { gameGroupGames, gameGroups, games } from '../../src/catalogue/schema.ts';
import { pages, popups } from '../../src/content/schema.ts';
import { setSiteStatus } from '../../src/content/maintenance.ts';
import { demoGames, demoGroupGames, disabledProviderId } from '../../src/seed/catalogue.ts';
import { seedDemoContent } from '../../src/seed/seed.ts';
import { demoFooters } from '../../src/seed/site-content.ts';
import { seedDay, useTestApp } from '../support.ts';

const testApp = useTestApp();

const get = (url: string) => testApp().app.inject({ method: 'GET', url });
const json = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(200);
  return response.json();
};

interface Game {
  id: number;
  name: string;
  friendly_name: string;
  provider: number;
  release_date: string;
  thumbnail: string;
  translations: Record<string, { title: string }>;
}

const playableCount = demoGames.filter((game) => game.active && game.providerId !== disabledProviderId).length;

const expectNotFound = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, url).toBe(404);
  expect(response.json()).toMatchObject({ message: 'Not found' });
};

describe('the game catalogue', () => {
  it('lists every playable game with the contract field names', async () => {
    const list: Game[] = await json('/content/games');
    expect(list).toHaveLength(playableCount);
    expect(list.length).toBeGreaterThanOrEqual(600);
    const first = demoGames[0]!;
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: first.name,
      friendly_name: first.friendlyName,
      provider: first.providerId,
      release_date: expect.stringMatching(/^\d{2}\.\d{2}\.\d{4}$/),
      thumbnail: `/images/games/${first.friendlyName}.svg`,
      translations: first.translations,
      excerpt: first.excerpts.fi,
      excerpt_en: first.excerpts.en,
      excerpt_et: first.excerpts.et,
      rtp: first.rtpBasisPoints / 100,
      volatility: first.volatility,
    });
  });

  it('has games of at least 25 table providers, some released within the last 14 days', async () => {
    const list: Game[] = await json('/content/games');
    const providerIds = new Set(list.map((game) => game.provider));
    expect(providerIds.size).toBeGreaterThanOrEqual(25);
    for (const id of providerIds) expect(GAME_PROVIDERS.some((provider) => provider.id === id)).toBe(true);
    const seeded = Date.UTC(2026, 2, 15);
    const ages = list.map(({ release_date }) => {
      const [day, month, year] = release_date.split('.').map(Number);
      return (seeded - Date.UTC(year!, month! - 1, day!)) / 86_400_000;
    });
    expect(ages.filter((age) => age >= 0 && age <= 14).length).toBeGreaterThanOrEqual(20);
    expect(ages.filter((age) => age > 14).length).toBeGreaterThanOrEqual(500);
  });

  it('leaves out disabled games and the games of a disabled provider', async () => {
    const list: Game[] = await json('/content/games');
    const disabled = demoGames.find((game) => !game.active)!;
    expect(list.some((game) => game.friendly_name === disabled.friendlyName)).toBe(false);
    expect(list.some((game) => game.provider === disabledProviderId)).toBe(false);
  });

  it('finds one game by slug or id, whatever its state, and 404s an unknown id', async () => {
    const disabled = demoGames.find((game) => !game.active)!;
    const [bySlug] = await json(`/content/games?slug=${disabled.friendlyName}`);
    expect(bySlug).toMatchObject({ name: disabled.name });
    expect(await json(`/content/games/id=${bySlug.id}`)).toEqual(bySlug);
    expect(await json('/content/games?slug=no-such-game')).toEqual([]);
    await expectNotFound('/content/games/id=999999');
  });

  it('answers the catalogue with an ETag, and 304 without a body to a request that has it', async () => {
    const first = await get('/content/games');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await testApp().app.inject({
      method: 'GET',
      url: '/content/games',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const gzipped = await testApp().app.inject({
      method: 'GET',
      url: '/content/games',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.etag).not.toBe(etag);
    expect(gzipped.rawPayload.length * 5).toBeLessThan(first.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(first.json());
    const stale = await testApp().app.inject({
      method: 'GET',
      url: '/content/games',
      headers: { 'if-none-match': '"x"' },
    });
    expect(stale.json()).toEqual(first.json());
  });

  it('keeps game ids when the demo content is seeded again', async () => {
    const before = await json('/content/games');
    await seedDemoContent(testApp().db, seedDay);
    expect(await json('/content/games')).toEqual(before);
  });

  it('lists the games of a provider by slug or name, and none for an unknown one', async () => {
    const netEnt = GAME_PROVIDERS.find((provider) => provider.name === 'NetEnt')!;
    const bySlug: Game[] = await json('/content/provider=netent');
    expect(bySlug.length).toBeGreaterThan(5);
    expect(bySlug.every((game) => game.provider === netEnt.id)).toBe(true);
    expect(await json('/content/provider=NetEnt')).toEqual(bySlug);
    expect(await json('/content/provider=nobody')).toEqual([]);
  });

  it('lists the enabled providers as suppliers, with their logos', async () => {
    const suppliers: { id: number; name: string; slug: string; logo: string }[] = await json('/content/suppliers');
    expect(suppliers.length).toBeGreaterThanOrEqual(25);
    expect(suppliers).toContainEqual({
      id: 3,
      name: "Play'n GO",
      slug: 'play-n-go',
      logo: '/images/providers/play-n-go.svg',
    });
    expect(suppliers.some((supplier) => supplier.id === disabledProviderId)).toBe(false);
  });
});

describe('game groups', () => {
  it('answers the top-level groups, translated, and the child groups with their parent', async () => {
    const top = await json('/content/game-groups-translated');
    expect(top.map((group: { slug: string }) => group.slug)).toEqual(['kolikkopelit', 'live-kasino']);
    expect(top[0]).toMatchObject({
      name: 'Slots',
      type: 'slots',
      parentId: null,
      translations: { fi: { title: 'Kolikkopelit' }, en: { title: 'Slots' }, et: { title: 'Slotid' } },
    });
    expect(top[1]).toMatchObject({ type: 'livecasino' });
    const children = await json('/content/child-game-groups-translated');
    expect(children.length).toBeGreaterThanOrEqual(10);
    const live = children.filter((group: { parentId: number }) => group.parentId === top[1].id);
    expect(live.map((group: { type: string }) => group.type)).toEqual(live.map(() => 'livecasino'));
  });

  it('falls back to the name where a group has no text in a locale', async () => {
    const children = await json('/content/child-game-groups-translated');
    const adventure = children.find((group: { slug: string }) => group.slug === 'seikkailu');
    expect(adventure.translations).toEqual({
      fi: { title: 'Seikkailu', description: 'Temppeleitä, viidakoita ja myyttejä.' },
      en: { title: 'Adventure' },
      et: { title: 'Adventure' },
    });
  });

  it('answers a group by slug with its games in order, newest first in the new games', async () => {
    const group = await json('/content/group=uudet');
    expect(group).toMatchObject({ slug: 'uudet', type: 'slots' });
    expect(group.games.map((game: Game) => game.friendly_name)).toEqual(
      demoGroupGames
        .get('uudet')!
        .filter((slug) => demoGames.find((game) => game.friendlyName === slug)!.providerId !== disabledProviderId)
        .filter((slug) => demoGames.find((game) => game.friendlyName === slug)!.active),
    );
    await expectNotFound('/content/group=no-such-group');
  });

  it('answers every group with its games', async () => {
    const groups = await json('/content/games-in-groups');
    expect(groups.map((group: { slug: string }) => group.slug)).toContain('ruletti');
    const roulette = groups.find((group: { slug: string }) => group.slug === 'ruletti');
    expect(roulette.games.length).toBe(10);
  });

  it('answers the games of a parent category, narrowed to a child category of it', async () => {
    const slots: Game[] = await json('/content/parent-category=kolikkopelit');
    expect(slots.length).toBeGreaterThan(500);
    const books: Game[] = await json('/content/parent-category=kolikkopelit?child-category=kirjapelit');
    expect(books.length).toBeGreaterThan(10);
    expect(books.every((game) => game.name.startsWith('Book of'))).toBe(true);
    expect(await json('/content/parent-category=live-kasino?child-category=kirjapelit')).toEqual([]);
    expect(await json('/content/parent-category=uudet')).toEqual([]);
  });

  it('answers the games of a group id; type=livecasino reads it as a live-casino group', async () => {
    const groups = await json('/content/child-game-groups-translated');
    const idOf = (slug: string) => groups.find((group: { slug: string }) => group.slug === slug).id;
    const roulette: Game[] = await json(`/content/games-by-group-id=${idOf('ruletti')}?type=livecasino`);
    expect(roulette.map((game) => game.name)).toContain('Nordic Roulette');
    expect(await json(`/content/games-by-group-id=${idOf('ruletti')}`)).toEqual([]);
    expect((await json(`/content/games-by-group-id=${idOf('megaways')}`)).length).toBeGreaterThan(10);
    expect(await json('/content/games-by-group-id=99999')).toEqual([]);
  });
});

describe('game counts of the groups', () => {
  interface CountedGroup {
    id: number;
    slug: string;
    type: string;
    gameCount: number;
  }

  it('counts the playable games of every group, as many as its games call answers', async () => {
    const top: CountedGroup[] = await json('/content/game-groups-translated');
    const children: CountedGroup[] = await json('/content/child-game-groups-translated');
    for (const group of top) {
      expect(group.gameCount, group.slug).toBe((await json(`/content/parent-category=${group.slug}`)).length);
    }
    for (const group of children) {
      const query = group.type === 'livecasino' ? '?type=livecasino' : '';
      const listed = await json(`/content/games-by-group-id=${group.id}${query}`);
      expect(group.gameCount, group.slug).toBe(listed.length);
      expect(group.gameCount, group.slug).toBeGreaterThan(0);
    }
  });

  it('says 0 for a group without games or with only unplayable ones, once the answer cache has expired', async () => {
    const { db } = testApp();
    const [slots] = await db.select({ id: gameGroups.id }).from(gameGroups).where(eq(gameGroups.slug, 'kolikkopelit'));
    const [unplayable] = await db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.providerId, disabledProviderId))
      .limit(1);
    // Answered (and cached) before the groups exist.
    await json('/content/child-game-groups-translated');
    const added = await db
      .insert(gameGroups)
      .values([
        { name: 'Empty', slug: 'tyhja', type: 'slots', parentId: slots!.id, position: 900 },
        { name: 'Disabled only', slug: 'suljetut', type: 'slots', parentId: slots!.id, position: 901 },
      ])
      .returning({ id: gameGroups.id });
    await db.insert(gameGroupGames).values({ groupId: added[1]!.id, gameId: unplayable!.id, position: 0 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // The catalogue's answers are reused for 5 s.
      vi.advanceTimersByTime(5001);
      const children: CountedGroup[] = await json('/content/child-game-groups-translated');
      const countOf = (slug: string) => children.find((group) => group.slug === slug)?.gameCount;
      expect([countOf('tyhja'), countOf('suljetut')]).toEqual([0, 0]);
      expect(countOf('ruletti')).toBe(10);
      // The player API's menu leaves them out (spec 2.4: groups with no games are hidden).
      const menu = (await json('/player-api/menu?lang=fi')).menu as { children: { url: string }[] }[];
      const urls = menu.flatMap((item) => item.children.map((child) => child.url));
      expect(urls.some((url) => /\/(tyhja|suljetut)$/.test(url))).toBe(false);
      expect(urls).toContainEqual(expect.stringMatching(/\/uudet$/));
    } finally {
      vi.useRealTimers();
      await db.delete(gameGroups).where(
        inArray(
          gameGroups.id,
          added.map((group) => group.id),
        ),
      );
    }
  });
});

describe('pages and affiliates', () => {
  it('answers a page or article by slug in its locale, and 404 for an unknown slug', async () => {
    expect(await json('/content/pages?slug=book-week')).toEqual({
      id: expect.any(Number),
      slug: 'book-week',
      title: 'Book week',
      thumbnail: '/images/articles/book-week.svg',
      date_parsed: '12.3.2026',
      content: expect.stringContaining('free spins on book games'),
    });
    expect(await json('/content/pages?slug=kayttoehdot')).toMatchObject({ title: 'Käyttöehdot' });
    await expectNotFound('/content/pages?slug=nothing-here');
  });

  it('lists every page and article slug in the three locales', async () => {
    const slugs: string[] = await json('/content/pages/slugs');
    expect(slugs).toEqual(
      expect.arrayContaining([
        'kayttoehdot',
        'terms',
        'tingimused',
        'kirjaviikko',
        'raamatunadal',
        'saavutettavuus',
        'accessibility',
        'ligipaasetavus',
      ]),
    );
    expect(slugs.length).toBe(36);
  });

  it('lists the articles of a locale newest first, each with its category, reading time and other locales', async () => {
    const articles: { slug: string; locale: string; category: string }[] = await json('/content/articles?lang=en');
    expect(articles.map((article) => article.slug)).toEqual([
      'book-week',
      'winter-campaign',
      'live-casino-guide',
      'megaways-explained',
      'limits-help',
      'spooky-season',
    ]);
    expect(articles[0]).toEqual({
      slug: 'book-week',
      title: 'Book week',
      thumbnail: '/images/articles/book-week.svg',
      date_parsed: '12.3.2026',
      locale: 'en',
      category: 'campaign',
      reading_minutes: 1,
      translations: { fi: 'kirjaviikko', en: 'book-week', et: 'raamatunadal' },
    });
    expect(articles.filter((article) => article.category === 'news').map((article) => article.slug)).toEqual([
      'live-casino-guide',
      'megaways-explained',
      'limits-help',
    ]);
    const estonian: { locale: string; translations: Record<string, string> }[] =
      await json('/content/articles?lang=et');
    expect(estonian.map((article) => article.locale)).toEqual(Array(6).fill('et'));
    expect(estonian[0]?.translations).toEqual({ fi: 'kirjaviikko', en: 'book-week', et: 'raamatunadal' });
  });

  it('lists the articles of every locale without lang, and leaves content pages out', async () => {
    const articles: { slug: string; locale: string }[] = await json('/content/articles');
    expect(articles).toHaveLength(18);
    expect(articles.slice(0, 3).map((article) => article.slug)).toEqual(['kirjaviikko', 'book-week', 'raamatunadal']);
    expect(articles.some((article) => ['terms', 'kultajahti', 'gold-rush'].includes(article.slug))).toBe(false);
    const bad = await get('/content/articles?lang=sv');
    expect(bad.statusCode).toBe(400);
  });

  it('gives an article its reading time at 200 words a minute, and itself alone without a translation key', async () => {
    const { db } = testApp();
    const words = (count: number) => Array.from({ length: count }, () => 'sana').join(' ');
    await db.insert(pages).values({
      slug: 'pitka-artikkeli',
      kind: 'article',
      locale: 'fi',
      title: 'Pitkä artikkeli',
      content: `<h1>Pitkä artikkeli</h1><p>${words(450)}</p>`,
      thumbnail: null,
      publishedOn: '2026-03-16',
    });
    try {
      const [newest] = await json('/content/articles?lang=fi');
      expect(newest).toEqual({
        slug: 'pitka-artikkeli',
        title: 'Pitkä artikkeli',
        date_parsed: '16.3.2026',
        locale: 'fi',
        category: 'news',
        reading_minutes: 3,
        translations: { fi: 'pitka-artikkeli' },
      });
    } finally {
      await db.delete(pages).where(eq(pages.slug, 'pitka-artikkeli'));
    }
  });

  it('has the gold rush page in the three locales', async () => {
    expect(await json('/content/pages?slug=kultajahti')).toMatchObject({ title: 'Kultajahti' });
    expect(await json('/content/pages?slug=gold-rush')).toMatchObject({ content: expect.stringContaining('nugget') });
    expect(await json('/content/pages?slug=kullapalavik')).toMatchObject({ title: 'Kullapalavik' });
  });

  it('answers every known affiliate and the fallback, with messages in three locales and the free spins', async () => {
    const list: { reference: string }[] = await json('/content/affiliates');
    expect(list.map((affiliate) => affiliate.reference)).toEqual(
      [...AFFILIATE_IDS, AFFILIATE_FALLBACK_ID].map(String).sort((a, b) => Number(a) - Number(b)),
    );
    const twelve = await json('/content/affiliate/12');
    expect(twelve).toEqual({
      reference: '12',
      message_fi: expect.stringContaining('20 ilmaiskierrosta'),
      message_en: expect.stringContaining('20 free spins'),
      message_et: expect.stringContaining('20 tasuta keerutust'),
      granted_free_spins: 20,
      free_spin_game: { title: expect.stringMatching(/^Book of /) },
    });
    expect(await json('/content/affiliate/1')).toMatchObject({ granted_free_spins: 0, free_spin_game: null });
    await expectNotFound('/content/affiliate/999');
  });

  it('answers an affiliate landing page by id, and 404 for an unknown one', async () => {
    const page = await json('/content/affiliate-pages/1');
    expect(page).toMatchObject({ id: 1, slug: 'partner-welcome', reference: '12', content: expect.any(String) });
    await expectNotFound('/content/affiliate-pages/999');
  });
});

describe('site settings, countries and the maintenance status', () => {
  it.each(['fi', 'en', 'et'] as const)(
    'answers the %s footer and popups on the content and CMS services',
    async (lang) => {
      for (const prefix of ['/content', '/cms']) {
        const settings = await json(`${prefix}/site-settings?lang=${lang}`);
        expect(settings.footer).toBe(demoFooters[lang]);
        expect(settings.popups).toEqual([
          { id: expect.any(Number), title: expect.any(String), content: expect.any(String) },
        ]);
      }
    },
  );

  it.each([
    ['fi', ['18+', '21+']],
    ['en', ['18+', '21+']],
    // The Estonian site: Estonia's minimum age, 21, and no other.
    ['et', ['21+']],
  ] as const)('names the minimum ages in the %s footer', async (lang, ages) => {
    const { footer } = await json(`/content/site-settings?lang=${lang}`);
    expect(footer.match(/\d+\+/g)).toEqual(ages);
  });

  it('defaults to Finnish and answers the popups of the locale only', async () => {
    const settings = await json('/content/site-settings');
    expect(settings.footer).toBe(demoFooters.fi);
    expect(settings.popups[0].title).toBe('Kirjaviikko');
    const [popup] = await testApp().db.select().from(popups).where(eq(popups.locale, 'en'));
    expect((await json('/content/site-settings?lang=en')).popups).toEqual([
      { id: popup!.id, title: popup!.title, content: popup!.content },
    ]);
  });

  it('lists the countries with dial codes, Finland and Estonia first', async () => {
    const list = await json('/content/countries');
    expect(list.slice(0, 2)).toEqual([
      { name: 'Suomi', dialCode: '+358', code: 'FIN' },
      { name: 'Eesti', dialCode: '+372', code: 'EST' },
    ]);
    expect(list.length).toBeGreaterThan(20);
  });

  it('answers no maintenance by default, and the stored messages while switched on', async () => {
    expect(await json('/content/status')).toStrictEqual({ maintenance: null, serviceDisruption: null });
    const serviceDisruption = { en: 'Deposits are disrupted.', fi: 'Talletuksissa on häiriöitä.' };
    await setSiteStatus(testApp().db, 'serviceDisruption', serviceDisruption);
    await setSiteStatus(testApp().db, 'maintenance', { en: 'Back at <5>.' });
    try {
      expect(await json('/content/status')).toStrictEqual({ maintenance: { en: 'Back at <5>.' }, serviceDisruption });
      expect(await json('/content/maintenance')).toEqual({
        appName: 'Casino',
        logo: { url: '/images/logo.svg', width: 200, height: 57 },
        message: { en: '<p>Back at &lt;5&gt;.</p>' },
      });
    } finally {
      await setSiteStatus(testApp().db, 'serviceDisruption', null);
      await setSiteStatus(testApp().db, 'maintenance', null);
    }
    expect(await json('/content/status')).toStrictEqual({ maintenance: null, serviceDisruption: null });
  });

  it('shows the default maintenance screen text in three locales when no message is set', async () => {
    const screen = await json('/content/maintenance');
    expect(Object.keys(screen.message).sort()).toEqual(['en', 'et', 'fi']);
  });
});

describe('the maintenance screen of another brand', () => {
  const branded = useTestApp({
    APP_NAME: 'Kasino Pohjola',
    MAINTENANCE_LOGO_URL: 'https://cdn.example.com/brand/logo.png',
    MAINTENANCE_LOGO_WIDTH: '320',
    MAINTENANCE_LOGO_HEIGHT: '90',
  });

  it('shows the app name and logo of the environment settings', async () => {
    const response = await branded().app.inject({ method: 'GET', url: '/content/maintenance' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      appName: 'Kasino Pohjola',
      logo: { url: 'https://cdn.example.com/brand/logo.png', width: 320, height: 90 },
    });
  });
});

describe('the seeded pictures', () => {
  it('has a stored picture for every thumbnail and logo the catalogue names', async () => {
    const list: Game[] = await json('/content/games');
    const response = await get(`/content/image?url=${list[0]!.thumbnail}&w=640`);
    expect(response.statusCode).toBe(200);
    const [disabled] = await testApp().db.select().from(games).where(eq(games.active, false)).limit(1);
    expect(disabled?.thumbnail).toMatch(/^\/images\/games\//);
  });
});
