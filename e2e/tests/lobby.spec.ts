import { expect, test } from './fixtures';

interface Game {
  name: string;
  friendly_name: string;
  translations?: Partial<Record<'fi' | 'en' | 'et', { title: string }>>;
}
interface Group {
  id: number;
  slug: string;
  type: string;
  name: string;
  translations?: Partial<Record<'fi' | 'en' | 'et', { title: string }>>;
}

const homes = [
  { locale: 'fi', path: '/', heading: 'Pelit' },
  { locale: 'en', path: '/en', heading: 'Games' },
  { locale: 'et', path: '/et', heading: 'Mängud' },
] as const;

let slotGroup: Group;
let groupGames: Game[];
test.beforeAll(async ({ request }) => {
  const groups = (await (await request.get('/content/child-game-groups-translated')).json()) as Group[];
  for (const group of groups.filter((item) => item.type === 'slots')) {
    const games = (await (await request.get(`/content/games-by-group-id=${group.id}`)).json()) as Game[];
    if (games.length) {
      slotGroup = group;
      groupGames = games;
      break;
    }
  }
  expect(groupGames?.length, 'the seed has a slot group with games').toBeGreaterThan(0);
});

for (const { locale, path, heading } of homes) {
  test(`the home page in ${locale} is rendered with the server's games, in ${locale}`, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}.{30,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
    for (const other of ['fi', 'en', 'et', 'x-default'])
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveCount(1);
    // A game of the first rail whose title is shown as the catalogue has it (no 'Low' edition suffix to strip).
    const game = groupGames.slice(0, 12).find((item) => !/low\W*$/i.test(item.name))!;
    const title = game.translations?.[locale]?.title ?? game.name;
    await expect(page.getByRole('heading', { level: 3, name: title, exact: true }).first()).toBeAttached();
    await expectAccessible();
  });
}

test('a visitor browses from the home page to a slot group and on to a game provider', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en');
  const groupTitle = slotGroup.translations?.en?.title ?? slotGroup.name;
  await page.getByRole('link', { name: `Show all: ${groupTitle}` }).click();
  await expect(page).toHaveURL(new RegExp(`/en/games/${slotGroup.id}`));
  await expect(page.getByRole('heading', { level: 1, name: groupTitle })).toBeVisible();
  await expectAccessible();

  await page.goto('/en/suppliers');
  const provider = page.locator('main a[href^="/en/gameprovider/"]').first();
  const href = await provider.getAttribute('href');
  await provider.click();
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expectAccessible();
});

test('the slots index shows more games when asked, on a phone too busy to be idle', async ({ page }) => {
  // Nothing that waits for an idle moment runs: a press must not depend on one.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto('/en/games');
  // The header has hydrated (a visitor's controls replace the server's placeholder); the grid below the rails may not
  // have yet, and a press on it hydrates it first.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit and play' })).toBeVisible();
  await page.getByRole('button', { name: 'Show more games' }).click();
  await expect(page.getByText(/^Showing 96 of \d+ games$/)).toBeVisible();
});

test('the server HTML of a group page, fetched without JavaScript, already holds its game names', async ({
  request,
}) => {
  const html = await (await request.get(`/en/games/${slotGroup.id}/${slotGroup.slug}`)).text();
  for (const game of groupGames.slice(0, 10)) {
    const title = game.translations?.en?.title ?? game.name;
    expect(html, title).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  }
});

test('unknown pages, games, groups, providers and articles answer 404 with the localised page', async ({
  request,
  page,
  expectAccessible,
}) => {
  for (const path of [
    '/ei-ole/tallainen',
    '/en/game/no-such-game/play',
    '/en/games/99999/nothing',
    '/et/mangude-toimetaja/99999/nothing',
    '/en/campaigns/no-such-article',
  ])
    expect((await request.get(path)).status(), path).toBe(404);
  const answer = await page.goto('/en/no-such-page');
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expectAccessible();
});

test('the sitemap lists the public pages in the three locales, and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '/',
    '/en',
    '/et',
    '/pelit',
    '/en/games',
    '/et/mangud',
    `/en/games/${slotGroup.id}/${slotGroup.slug}`,
  ])
    expect(sitemap).toContain(`${path}</loc>`);
  expect(sitemap).toContain(`/game/${groupGames[0]!.friendly_name}/play`);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
});

test('the skip link moves keyboard focus to the main content', async ({ page, isMobile }) => {
  test.skip(isMobile, 'a keyboard test');
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test("the browser gets the app's pages, scripts and styles compressed", async ({ page }) => {
  const answers: Promise<{ url: string; encoding?: string }>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$|\/en$/.test(response.url()))
      answers.push(
        response.allHeaders().then((headers) => ({ url: response.url(), encoding: headers['content-encoding'] })),
      );
  });
  // Until the network is quiet: the heading is in the server's HTML, which a busy machine showed before any script
  // had arrived (2 answers seen, a clean run beside the server's suites).
  await page.goto('/en', { waitUntil: 'networkidle' });
  const loaded = await Promise.all(answers);
  for (const kind of [/\/en$/, /\.js$/, /\.css$/])
    expect(
      loaded.some(({ url }) => kind.test(url)),
      String(kind),
    ).toBe(true);
  for (const { url, encoding } of loaded) expect(encoding, url).toMatch(/^(br|gzip)$/);
});
