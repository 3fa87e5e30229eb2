import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePlayer } from './support';

/** Every link a page shows, menus and panels opened or not: same-site paths only, without their fragment. */
async function sitePaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  return [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname + url.search),
    ),
  ];
}

/** Asks for every path (without following redirects) and answers those the server does not answer below 400. */
async function brokenPaths(page: Page, paths: string[]): Promise<string[]> {
  // Four at a time, as a browser would fetch them: one after the other, some 30 pages took most of a test's 30 s on
  // a busy machine.
  const statuses: string[] = [];
  for (let start = 0; start < paths.length; start += 4) {
    const batch = paths.slice(start, start + 4);
    const answers = await Promise.all(batch.map((path) => page.request.get(path, { maxRedirects: 0 })));
    answers.forEach((answer, index) => {
      if (answer.status() >= 400) statuses.push(`${batch[index]} ${answer.status()}`);
    });
  }
  return statuses;
}

test('/fi paths redirect permanently to the Finnish paths, which are served without a prefix', async ({
  page,
  request,
  expectAccessible,
}) => {
  for (const [from, to] of [
    ['/fi', '/'],
    ['/fi/kirjaudu', '/kirjaudu'],
    ['/fi/pelit?sivu=2', '/pelit?sivu=2'],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(301);
    const location = new URL(answer.headers().location!, 'http://casino.test');
    expect(location.pathname + location.search).toBe(to);
  }
  await page.goto('/fi/kirjaudu');
  await expect(page).toHaveURL(/\/kirjaudu$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible();
});

for (const path of ['/', '/en', '/et', '/kirjaudu', '/pelit']) {
  test(`no link a visitor sees on ${path} answers 404`, async ({ page }) => {
    await page.goto(path);
    const paths = await sitePaths(page);
    expect(paths.length).toBeGreaterThan(5);
    expect(await brokenPaths(page, paths)).toEqual([]);
  });
}

test('no link a logged-in player sees on the home page answers 404', async ({ page, request }) => {
  const { email, password } = await makePlayer(request);
  await page.goto('/en/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/profile\/limits$/);
  await page.goto('/');
  const paths = await sitePaths(page);
  expect(await brokenPaths(page, paths)).toEqual([]);
});
