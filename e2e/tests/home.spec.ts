import { expect, test } from './fixtures';

interface Game {
  name: string;
  translations?: Partial<Record<'fi' | 'en' | 'et', { title: string }>>;
}

const pages = [
  { locale: 'fi', path: '/', heading: 'Pelit' },
  { locale: 'en', path: '/en', heading: 'Games' },
  { locale: 'et', path: '/et', heading: 'Mängud' },
] as const;

let games: Game[];
test.beforeAll(async ({ request }) => {
  const answer = await request.get('/content/games');
  expect(answer.ok()).toBe(true);
  games = (await answer.json()) as Game[];
  expect(games.length).toBeGreaterThan(0);
});

for (const { locale, path, heading } of pages) {
  test(`the home page in ${locale} lists the server's games in ${locale}`, async ({ page, expectAccessible }) => {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{3,}.{40,}/);
    const list = page.getByRole('list', { name: heading });
    await expect(list.getByRole('listitem')).toHaveCount(games.length);
    // A game whose title differs between the locales shows the one of this page.
    const game = games.find(
      (g) => g.translations?.fi && g.translations.en && g.translations.fi.title !== g.translations.en.title,
    );
    expect(game, 'the seed has a game with a Finnish title of its own').toBeDefined();
    const title = game?.translations?.[locale]?.title ?? game?.name ?? '';
    await expect(list.getByRole('link', { name: title, exact: false }).first()).toBeVisible();
    await expectAccessible();
  });
}

test('the language switcher shows the same page in another locale and hides the current one', async ({ page }) => {
  await page.goto('/');
  const switcher = page.getByRole('navigation', { name: 'Kieli' });
  await expect(switcher.getByRole('link', { name: 'Suomi' })).toHaveCount(0);
  await switcher.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Eesti' }).click();
  await expect(page).toHaveURL(/\/et$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'et');
});

test('an unknown page says so, in the locale of its path, and links home', async ({ page, expectAccessible }) => {
  await page.goto('/en/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expectAccessible();
});

test('the skip link moves keyboard focus to the main content', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});

test("the browser gets the app's scripts and styles compressed", async ({ page }) => {
  const assets: Promise<{ url: string; encoding?: string }>[] = [];
  page.on('response', (response) => {
    if (/\/assets\/.+\.(js|css)$/.test(response.url()))
      assets.push(
        response.allHeaders().then((headers) => ({ url: response.url(), encoding: headers['content-encoding'] })),
      );
  });
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  const loaded = await Promise.all(assets);
  expect(loaded.length).toBeGreaterThan(1);
  for (const { url, encoding } of loaded) expect(encoding, url).toMatch(/^(br|gzip)$/);
});
