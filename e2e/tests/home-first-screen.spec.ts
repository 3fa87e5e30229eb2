import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The game tiles wholly on the first screen: inside the viewport, below the header and above the phone's bottom bar
 * (the navigation fixed to the viewport's foot), as a player sees them before scrolling.
 */
async function tilesOnTheFirstScreen(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const bar = [...document.querySelectorAll('nav')]
      .map((nav) => nav.getBoundingClientRect())
      .find((box) => box.height > 0 && Math.abs(box.bottom - innerHeight) < 1 && box.top > innerHeight / 2);
    const top = Math.max(0, header.bottom);
    const bottom = bar?.top ?? innerHeight;
    return [...document.querySelectorAll('[data-slot="game-card"]')]
      .map((card) => card.getBoundingClientRect())
      .filter(
        (box) => box.width > 0 && box.top >= top && box.bottom <= bottom && box.left >= 0 && box.right <= innerWidth,
      ).length;
  });
}

for (const [locale, path] of [
  ['fi', '/'],
  ['en', '/en'],
  ['et', '/et'],
] as const) {
  test(`the home page's first screen shows games, in ${locale}`, async ({ page, isMobile }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // A phone shows two rails of three (the jackpots one row above them); a desktop a rail of five and more.
    expect(await tilesOnTheFirstScreen(page)).toBeGreaterThanOrEqual(isMobile ? 6 : 5);
  });
}

test('a game tile is one link, named by its game, that opens the game', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  await page.goto('/en');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await expect(card).toHaveAccessibleName(title);
  await expect(card.getByRole('link')).toHaveCount(1);
  const link = card.getByRole('link', { name: title, exact: true });
  await expect(link).toHaveAccessibleDescription('Play');
  // The first picture, a phone's LCP, is fetched first.
  await expect(card.locator('img')).toHaveAttribute('fetchpriority', 'high');
  await expect(card.locator('img')).toHaveAttribute('loading', 'eager');

  // The jackpots: on a phone a row that scrolls sideways, and takes focus for it; on a desktop side by side.
  const jackpots = page.getByRole('list', { name: 'Jackpots now' });
  await expect(jackpots).toHaveJSProperty('tabIndex', isMobile ? 0 : -1);
  await expectAccessible();

  // A press on the picture (not on the name) opens the game.
  const picture = (await card.locator('[data-slot="game-card-media"]').boundingBox())!;
  if (isMobile) await page.touchscreen.tap(picture.x + picture.width / 2, picture.y + picture.height / 2);
  else await page.mouse.click(picture.x + picture.width / 2, picture.y + picture.height / 2);
  await expect(page).toHaveURL(/\/en\/game\/[^/]+\/play$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});

/**
 * The heights of the home page's rails, the stand-ins included, each laid out as when the player scrolls to it
 * (`content-visibility: auto` leaves a rail and a card away from the screen at a size it guesses). A constructed style
 * sheet, which the page's policy allows.
 */
const railHeights = (page: Page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return [...document.querySelectorAll('section[data-slot^="game-rail"]')].map(
      (rail) => rail.getBoundingClientRect().height,
    );
  });

test("the home page's HTML holds the first screen's rails, and stand-ins as tall for the rails below it", async ({
  request,
  browser,
  page,
  viewport,
}) => {
  for (const path of ['/', '/en', '/et']) {
    const html = await (await request.get(path)).text();
    // Issue 37: within what the first screens show (twelve rails of cards were 440 kB).
    expect(Buffer.byteLength(html), path).toBeLessThanOrEqual(150_000);
  }

  // As the server sent it: two rails of cards, then stand-ins, each with its title and a working link to its group.
  const plain = await browser.newContext({ javaScriptEnabled: false, viewport });
  const server = await plain.newPage();
  await server.goto('/en');
  const standIns = server.locator('[data-slot="game-rail-placeholder"]');
  expect(await server.locator('[data-slot="game-rail"]').count()).toBe(2);
  expect(await standIns.count()).toBeGreaterThanOrEqual(8);
  await expect(standIns.first()).toHaveAttribute('aria-busy', 'true');
  await expect(standIns.first().getByRole('heading', { level: 2 })).toBeVisible();
  const serverHeights = await railHeights(server);
  await standIns.first().getByRole('link').click();
  await expect(server.getByRole('heading', { level: 1 })).toBeVisible();
  await plain.close();

  // In the browser each stand-in gives way to its cards, and takes the room they take: nothing below moves.
  await page.goto('/en');
  await expect(page.locator('[data-slot="game-rail-placeholder"]')).toHaveCount(0);
  await expect(page.locator('[data-slot="game-rail"]').last().getByRole('article').first()).toBeAttached();
  const heights = await railHeights(page);
  expect(heights.length).toBe(serverHeights.length);
  // The demo's rails each hold a card whose title (on a phone) or facts wrap as the stand-in allows for.
  heights.forEach((height, index) =>
    expect(Math.abs(height - serverHeights[index]!), `rail ${index + 1}`).toBeLessThanOrEqual(1),
  );
});
