import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ popupsSeen: false });

/**
 * The popups load at the page's first interaction: a key, pressed again until `done` settles, as a key pressed
 * before the page's script listens for one (it starts at the load event) is nobody's.
 */
async function interactUntil<T>(page: Page, done: Promise<T>): Promise<T> {
  let settled = false;
  void done.finally(() => (settled = true));
  await expect(async () => {
    await page.keyboard.press('Shift');
    await expect.poll(() => settled, { timeout: 1000 }).toBe(true);
  }).toPass();
  return done;
}

test("the site settings' popup shows once per session: closed, it stays closed on other pages and after a reload", async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/en');
  const popup = page.getByRole('dialog', { name: 'Book week' });
  // Nothing before the first interaction: a player who only looks is not interrupted.
  await page.waitForTimeout(1000);
  await expect(popup).toHaveCount(0);
  await interactUntil(page, popup.waitFor());
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Free spins on book games all week.');
  await expect(popup.getByRole('button', { name: 'Close' })).toBeFocused();
  await expectAccessible();

  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  // Another page and a reload, in the same session: the popups load again (at the page's first interaction) and the
  // closed one stays closed. A missing dialog proves something only after the answer and a moment to render.
  for (const open of [() => page.goto('/en/campaigns'), () => page.reload()]) {
    const answer = page.waitForResponse(/\/cms\/site-settings\?lang=en/);
    await open();
    expect((await (await interactUntil(page, answer)).json()).popups).toHaveLength(1);
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  await expectAccessible();
});
