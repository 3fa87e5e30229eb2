import { expect, test } from './fixtures';

test('a visitor opens a game from the lobby and plays a demo round', async ({ page, expectAccessible }) => {
  await page.goto('/en');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/en\/game\/[^/]+\/play$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  const slot = page.frameLocator(`iframe[title="${title}"]`);
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled();
  await spin.click();
  await expect(slot.locator('#status')).not.toBeEmpty({ timeout: 10_000 });
  await expectAccessible();
});

test('a game page has no language switcher (spec 2.3): the language is chosen before the game', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en');
  await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(1);
  // A game tile is one link, named by its game.
  await page.getByRole('article').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/game\/([^/]+)\/play$/);
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Language' })).toHaveCount(0);
  await expectAccessible();
});
