import { expect, test } from './fixtures';

test('search waits for 3 characters, then shows results that open their page', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  const searches: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/player-api/search')) searches.push(request.url());
  });
  await page.goto('/en');
  // The search's code loads beside the page: type once it runs.
  await page.waitForLoadState('networkidle');
  if (isMobile)
    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Search' }).click();
  const box = page
    .getByRole('combobox', { name: 'Search the site' })
    .or(page.getByRole('searchbox', { name: 'Search the site' }));
  await box.first().fill('bo');
  await expect(page.getByText('Type at least 3 characters.')).toBeVisible();
  await page.waitForTimeout(1500);
  expect(searches).toEqual([]);

  await box.first().fill('book');
  const result = page.getByRole('option').first();
  await expect(result).toBeVisible({ timeout: 5000 });
  expect(searches).toHaveLength(1);
  expect(new URL(searches[0]!).searchParams.get('lang')).toBe('en');
  await expectAccessible();
  await result.click();
  await expect(page).toHaveURL(/\/en\/(game\/[^/]+\/play|gameprovider\/)/);
});
