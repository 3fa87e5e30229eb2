import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { textsOf, typeAsAPerson } from './support';

/** RTP and volatility on every game (issue 36): the tiles, the game page and the lobby's volatility filter. */

type Locale = 'fi' | 'en' | 'et';
type Volatility = 'low' | 'medium' | 'high';
interface Game {
  name: string;
  friendly_name: string;
  rtp: number;
  volatility: Volatility;
  translations?: Partial<Record<Locale, { title: string }>>;
}

const sites = [
  { locale: 'fi', home: '/', slots: '/pelit', game: (slug: string) => `/peli/${slug}/pelaa` },
  { locale: 'en', home: '/en', slots: '/en/games', game: (slug: string) => `/en/game/${slug}/play` },
  { locale: 'et', home: '/et', slots: '/et/mangud', game: (slug: string) => `/et/mang/${slug}/mangi` },
] as const;

/** The first page of a list the lobby shows (shared/games/list-query.ts). */
const PAGE_SIZE = 48;

let slots: Game[];
test.beforeAll(async ({ request }) => {
  slots = (await (await request.get('/content/parent-category=kolikkopelit')).json()) as Game[];
  expect(slots.length, 'the seed has slots').toBeGreaterThan(PAGE_SIZE);
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How the page writes a game's RTP in `locale`: "RTP 96,2 %", "RTP 96.2%". */
const rtpText = (locale: Locale, rtp: number) =>
  textsOf(locale)('lobby.game.rtp', { rtp: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(rtp) });

for (const { locale, home, slots: slotsPath, game: gamePath } of sites) {
  const t = textsOf(locale);
  const words = (['low', 'medium', 'high'] as const).map((volatility) => t(`lobby.volatility.${volatility}`));

  test(`every tile of the home page says its game's RTP and volatility, in ${locale}`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(home);
    const tiles = page.locator('[data-slot="game-card"]');
    await expect(tiles.first()).toBeVisible();
    const texts = await tiles.allTextContents();
    expect(texts.length).toBeGreaterThan(12);
    for (const text of texts) {
      expect(text).toMatch(/RTP \d{2}([.,]\d{1,2})?\s?%/);
      expect(text).toContain(t('lobby.volatility.name'));
      expect(
        words.some((word) => text.includes(word)),
        text,
      ).toBe(true);
    }
    await expectAccessible();
  });

  test(`a tile and the game's page show the catalogue's RTP and volatility, in ${locale}`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(slotsPath);
    const grid = page.getByRole('region', { name: t('lobby.slots.all') });
    const game = slots.find((entry) => !/low\W*$/i.test(entry.name))!;
    const title = game.translations?.[locale]?.title ?? game.name;
    const tile = grid.getByRole('article', { name: title, exact: true });
    await expect(tile).toContainText(rtpText(locale, game.rtp));
    await expect(tile).toContainText(t(`lobby.volatility.${game.volatility}`));

    await page.goto(gamePath(game.friendly_name));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const facts = page.locator('main [data-slot="game-facts"]');
    await expect(facts.getByText(rtpText(locale, game.rtp), { exact: true })).toBeVisible();
    await expect(facts.getByText(t('lobby.volatility.name'), { exact: true })).toBeVisible();
    await expect(facts.getByText(t(`lobby.volatility.${game.volatility}`), { exact: true })).toBeVisible();
    await expectAccessible();
  });
}

/**
 * Waits until the grid shows `count` tiles whose volatility word is `word`, and none of another class: the list
 * before a change has as many tiles (a page of 48), so the count alone does not tell the lists apart.
 */
async function expectOnlyClass(tiles: Locator, word: string, count: number) {
  const words = tiles.locator('[data-slot="game-facts-volatility-label"]');
  await expect(words.filter({ hasNotText: new RegExp(`^${word}$`) })).toHaveCount(0);
  await expect(tiles).toHaveCount(count);
  await expect(words).toHaveText(Array<string>(count).fill(word));
}

test('the lobby narrows the slots to the volatility chosen, keeps it in the URL and renders it from the URL', async ({
  page,
  expectAccessible,
}) => {
  const t = textsOf('en');
  await page.goto('/en/games');
  const tiles = page.getByRole('region', { name: t('lobby.slots.all') }).locator('[data-slot="game-card"]');
  await expect(tiles).toHaveCount(PAGE_SIZE);
  const high = slots.filter((game) => game.volatility === 'high');
  expect(high.length).toBeGreaterThan(0);
  expect(high.length).toBeLessThan(slots.length);
  const firstTitle = (high[0]!.translations?.en?.title ?? high[0]!.name).replace(/\s+low\W*$/i, '');

  await page.getByRole('radio', { name: t('lobby.volatilityFilter.high') }).click();
  await expect(page).toHaveURL(/\/en\/games\?volatility=high$/);
  // The class's games in catalogue order, every tile saying so.
  await expect(tiles.first().getByRole('heading')).toHaveText(firstTitle);
  await expectOnlyClass(tiles, t('lobby.volatility.high'), Math.min(PAGE_SIZE, high.length));
  await expectAccessible();

  // The URL is the filter: loaded afresh, the server renders the narrowed list with the class chosen.
  await page.reload();
  await expect(page.getByRole('radio', { name: t('lobby.volatilityFilter.high') })).toBeChecked();
  await expect(tiles.first().getByRole('heading')).toHaveText(firstTitle);
  await expectOnlyClass(tiles, t('lobby.volatility.high'), Math.min(PAGE_SIZE, high.length));

  // All brings back every slot.
  await page.getByRole('radio', { name: t('lobby.volatilityFilter.all') }).click();
  await expect(page).toHaveURL(/\/en\/games$/);
  await expect(
    page.getByText(t('lobby.list.shown', { shown: String(PAGE_SIZE), total: String(slots.length) })),
  ).toBeVisible();
  await expect(tiles).toHaveCount(PAGE_SIZE);
});

test('a shared lobby link with a volatility opens narrowed, in Finnish and Estonian', async ({ page, request }) => {
  for (const { locale, path } of [
    { locale: 'fi', path: '/pelit?volatility=low' },
    { locale: 'et', path: '/et/mangud?volatility=medium' },
  ] as const) {
    const t = textsOf(locale);
    const volatility = path.endsWith('low') ? 'low' : 'medium';
    const expected = (await (
      await request.get(`/content/parent-category=kolikkopelit?volatility=${volatility}`)
    ).json()) as Game[];
    // The server's HTML already has the narrowed list (no script needed to read the URL): the class's first game,
    // not the first slot of another class.
    const html = await (await request.get(path)).text();
    const other = slots.find((game) => game.volatility !== volatility)!;
    expect(html).toContain(`/${expected[0]!.friendly_name}/`);
    expect(html).not.toContain(`/${other.friendly_name}/`);
    await page.goto(path);
    await expect(page.getByRole('radio', { name: t(`lobby.volatilityFilter.${volatility}`) })).toBeChecked();
    const tiles = page.getByRole('region', { name: t('lobby.slots.all') }).locator('[data-slot="game-card"]');
    await expectOnlyClass(tiles, t(`lobby.volatility.${volatility}`), Math.min(PAGE_SIZE, expected.length));
  }
});

test('the search narrows its games to the volatility chosen in its panel, typed from the first click', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  const t = textsOf('en');
  const searches: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/player-api/search')) searches.push(new URL(request.url()));
  });
  await page.goto('/en');
  if (isMobile)
    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Search' }).click();
  const box = page.getByRole('combobox', { name: 'Search the site' }).first();
  await box.click();
  await typeAsAPerson(box, 'star');
  const games = page.getByRole('group', { name: 'Games' }).getByRole('option');
  await expect(games.first()).toBeVisible();
  const all = await games.count();

  const answer = async (volatility: Volatility) =>
    (await (await page.request.get(`/player-api/search?keyword=star&lang=en&volatility=${volatility}`)).json()) as {
      games: Game[];
    };
  const high = await answer('high');
  expect(high.games.length, 'the seed has high-volatility stars').toBeGreaterThan(0);
  expect(high.games.length).toBeLessThan(all);

  await page.getByRole('radio', { name: t('lobby.volatilityFilter.high') }).click();
  await expect(games).toHaveCount(high.games.length);
  expect(searches.at(-1)!.searchParams.get('volatility')).toBe('high');
  // The games shown are the class's, in the server's order (titles as the page writes them: no "Low" suffix).
  await expect(games).toHaveText(
    high.games.map(
      (game) => new RegExp(`^${escapeRegExp((game.translations?.en?.title ?? game.name).replace(/\s+low\W*$/i, ''))}`),
    ),
  );
  await expect(box).toHaveValue('star');
  await expect(box).toBeFocused();
  await expectAccessible();

  // Back to every class by keyboard: Tab from the input into the filter, arrows to All.
  await box.press('Tab');
  await expect(page.getByRole('radio', { name: t('lobby.volatilityFilter.high') })).toBeFocused();
  // A radio group chooses the radio an arrow key focuses while the key is down, as a person's press is.
  for (const volatility of ['medium', 'low', 'all'] as const) {
    await page.keyboard.down('ArrowLeft');
    await expect(page.getByRole('radio', { name: t(`lobby.volatilityFilter.${volatility}`) })).toBeFocused();
    await page.keyboard.up('ArrowLeft');
  }
  await expect(page.getByRole('radio', { name: t('lobby.volatilityFilter.all') })).toBeChecked();
  await expect(games).toHaveCount(all);
  await expect(box).toHaveValue('star');
});
