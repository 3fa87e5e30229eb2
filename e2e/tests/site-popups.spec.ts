import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { typeAsAPerson } from './support';

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
  await interactUntil(page, page.waitForResponse(/\/cms\/site-settings\?lang=en/));
  // Loaded is not shown: it opens at a calm moment, QUIET_MS (3 s) after the last key, touch or mouse move.
  await page.waitForTimeout(1500);
  await expect(popup).toHaveCount(0);
  await expect(popup).toBeVisible({ timeout: 10_000 });
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

/**
 * Holds the app's scripts back, as a slow phone's network does, until the returned function lets them through: the
 * page is the server's HTML until then, and what is typed goes into its fields before the app runs.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let letThrough = () => {};
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await held;
    await route.fallback();
  });
  return letThrough;
}

test('no popup takes what a visitor types, nor does the app as it starts: the registration form and the header search keep every key', async ({
  page,
  isMobile,
}) => {
  const popup = page.getByRole('dialog', { name: 'Book week' });
  const email = 'abc@example.com';
  let letThrough = await holdScripts(page);
  await page.goto('/en/registration', { waitUntil: 'commit' });
  const form = page.getByRole('main').locator('form');
  const field = form.getByLabel('E-mail');
  await field.click();
  // Half typed into the server's form, the rest while the app starts and after.
  await typeAsAPerson(field, email.slice(0, 4));
  letThrough();
  await typeAsAPerson(field, email.slice(4));
  await expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  // Long after the popups' quiet time, on a page where a person came to act, none has opened.
  await page.waitForTimeout(4000);
  await expect(field).toHaveValue(email);
  await expect(field).toBeFocused();
  await expect(popup).toHaveCount(0);

  const settings = page.waitForResponse(/\/cms\/site-settings\?lang=en/);
  // A desktop's header search is in the server's HTML. A phone's opens from the quick menu: tapped before the app
  // has started, it opens once the page has hydrated.
  letThrough = await holdScripts(page);
  await page.goto('/en', { waitUntil: 'commit' });
  if (isMobile) {
    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Search' }).click();
    letThrough();
  }
  const box = page
    .getByRole('combobox', { name: 'Search the site' })
    .or(page.getByRole('searchbox', { name: 'Search the site' }))
    .first();
  await box.click();
  await typeAsAPerson(box, 'book');
  letThrough();
  await typeAsAPerson(box, ' of');
  // The popups loaded at the first key the app heard; with the search focused and holding text, none opens.
  await settings;
  await page.waitForTimeout(4000);
  await expect(box).toHaveValue('book of');
  await expect(box).toBeFocused();
  await expect(popup).toHaveCount(0);
});
