import { expect, test } from './fixtures';

test.use({ popupsSeen: false });

test("the site settings' popup shows once per session: closed, it stays closed on other pages and after a reload", async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en');
  const popup = page.getByRole('dialog', { name: 'Book week' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Free spins on book games all week.');
  await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAccessible();

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  // Another page and a reload, in the same session: the popups load again (when the browser is idle after the page)
  // and the closed one stays closed. A missing dialog proves something only after the answer and a moment to render.
  for (const open of [() => page.goto('/en/campaigns'), () => page.reload()]) {
    const answer = page.waitForResponse(/\/cms\/site-settings\?lang=en/);
    await open();
    expect((await (await answer).json()).popups).toHaveLength(1);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expectAccessible();
});
