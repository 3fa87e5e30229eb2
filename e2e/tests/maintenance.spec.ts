import { expect, test } from './fixtures';
import { admin } from './support';

test.afterEach(async () => {
  await admin('maintenance', 'off');
});

test('the maintenance gate replaces the site while browsing once maintenance is switched on', async ({
  page,
  expectAccessible,
}) => {
  await page.clock.install();
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  // The server's HTML shows the heading before the app runs; the status check's 60 s timer starts when it has
  // hydrated, which a visitor's controls in the header show (the server renders a placeholder there).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit and play' })).toBeVisible();
  await admin('maintenance', 'on', '--message-fi', 'Huoltokatko.', '--message-en', 'Back in an hour.');
  // The status is checked every 60 s (spec 4).
  await page.clock.fastForward('01:05');
  await expect(page.getByText('Back in an hour.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toHaveCount(0);
  await expectAccessible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.getByText('Huoltokatko.')).toBeVisible();
});
