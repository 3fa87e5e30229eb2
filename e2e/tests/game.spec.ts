import { expect, test } from './fixtures';

test('a visitor opens a game from the lobby and plays a demo round', async ({ page, expectAccessible }) => {
  await page.goto('/en');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading', { level: 3 }).textContent())!;
  await card.getByRole('link', { name: 'Play' }).click();
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

test('switching the language on a game page stays on the game', async ({ page, expectAccessible }) => {
  await page.goto('/en');
  await page.getByRole('article').first().getByRole('link', { name: 'Play' }).click();
  await expect(page).toHaveURL(/\/en\/game\/([^/]+)\/play$/);
  const slug = /\/en\/game\/([^/]+)\/play$/.exec(page.url())![1];
  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Suomi' }).click();
  await expect(page).toHaveURL(new RegExp(`/peli/${slug}/pelaa$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  await page.getByRole('navigation', { name: 'Kieli' }).getByRole('link', { name: 'Eesti' }).click();
  await expect(page).toHaveURL(new RegExp(`/et/mang/${slug}/mangi$`));
  await expectAccessible();
});
