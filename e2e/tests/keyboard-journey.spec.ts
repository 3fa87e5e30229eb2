import type { ElementHandle, Frame, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { lastMail } from './support';

// Issue 36: the whole way from registration to a round and out again, with the keyboard alone. Nothing here clicks,
// fills or ticks: every move is a key (Tab, Shift+Tab, Enter, Space, arrows, typing). The activation link is opened as
// the mail's link is, by its address.
test.slow();

/** The pages load the player, the limits and the game on a busy 2-core machine in several seconds. */
const FIRST_SIGHT = { timeout: 20_000 };

/** What has the focus, in the innermost document: an iframe with the focus hands it to its own focused element. */
async function focused(page: Page): Promise<{ frame: Frame; element: ElementHandle<Element> | null }> {
  let frame = page.mainFrame();
  for (;;) {
    const element = (await frame.evaluateHandle(() => document.activeElement)).asElement();
    const inner = element && (await element.contentFrame());
    if (!inner) return { frame, element };
    frame = inner;
  }
}

interface FocusStop {
  /** The element, for a message: its tag, id and name. */
  name: string;
  /** Whether it matches :focus-visible. */
  focusVisible: boolean;
  /** Its indicator, if any: an outline wider than 0 that is not 'none', or a box-shadow (a ring). */
  indicator: string | null;
}

/**
 * The focused element as a sighted keyboard user sees it, once its transitions (a ring fading in) have ended: whether
 * the browser counts the focus as visible, and what draws it.
 */
async function focusStop(page: Page): Promise<FocusStop> {
  const { frame, element } = await focused(page);
  if (!element) return { name: '(nothing)', focusVisible: false, indicator: null };
  // Past the page's last element the focus goes to the browser's own controls (the address bar), in a headless browser
  // to the document itself; the next Tab comes back to the page's first element.
  if (frame === page.mainFrame() && (await element.evaluate((node) => node === document.body)))
    return { name: '(the browser)', focusVisible: true, indicator: 'the browser’s' };
  return element.evaluate(async (node) => {
    await Promise.all(
      node
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
    const label =
      node.getAttribute('aria-label') ??
      (node.id && node.ownerDocument.querySelector(`label[for="${CSS.escape(node.id)}"]`)?.textContent) ??
      node.textContent ??
      '';
    const name = `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${label.trim().slice(0, 50)}"`;
    // The element's own box, or a pseudo-element of its own (a tile's link draws its ring on the ::after it stretches
    // over the whole tile).
    const indicators = [undefined, '::before', '::after'].map((pseudo) => {
      const style = getComputedStyle(node, pseudo);
      if (pseudo && style.content === 'none') return null;
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
        return `${pseudo ?? ''} outline ${style.outlineStyle} ${style.outlineWidth}`;
      return style.boxShadow !== 'none' ? `${pseudo ?? ''} box-shadow ${style.boxShadow}` : null;
    });
    const indicator = indicators.find(Boolean) ?? null;
    // A date field hands Tab on to its calendar button, a part of the browser's own, closed to the page: the field
    // has the focus within, not itself, and the field's ring is what shows it.
    const focusVisible = node.matches(':focus-visible') || (!node.matches(':focus') && node.matches(':focus-within'));
    return { name, focusVisible, indicator };
  });
}

/** Whether `target` has the focus: the active element of its document, a document that has the focus. */
const hasFocus = (target: Locator) =>
  target
    .evaluate((node) => node.ownerDocument.activeElement === node && node.ownerDocument.hasFocus(), undefined, {
      timeout: 1_000,
    })
    .catch(() => false);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, asserting at every stop on the way that the
 * focus is visible: the element matches :focus-visible and has an outline or a ring. Fails with the stops it made if
 * the target never gets the focus in `max` presses.
 */
async function tabTo(page: Page, target: Locator, max = 80, { backwards = false } = {}) {
  const stops: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await focusStop(page);
    stops.push(stop.name);
    expect(stop.focusVisible, `${stop.name} matches :focus-visible (stops: ${stops.join(', ')})`).toBe(true);
    expect(stop.indicator, `${stop.name} shows its focus (stops: ${stops.join(', ')})`).not.toBeNull();
    if (await hasFocus(target)) return;
  }
  throw new Error(`${target} never got the focus in ${max} presses of Tab; the focus went to: ${stops.join(', ')}`);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** An amount of euros as the slot shows it (€1,234.50). */
const euros = async (readout: Locator) => Number((await readout.textContent())!.replace(/[^\d.]/g, ''));

/** The activation mail's link as a path of the site under test. */
const activationPath = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

test('issue 36: a player registers, activates, logs in, sets the limits, deposits, plays a round and logs out with the keyboard alone, the focus visible at every stop', async ({
  page,
  isMobile,
  expectAccessible,
}, testInfo) => {
  const email = `keys-${testInfo.project.name}-${process.pid}-${Date.now()}@example.com`;
  const password = 'secret12';

  // Registration: every required field typed, the three boxes ticked with Space, the form sent with Enter.
  await page.goto('/en/registration');
  const form = page.getByRole('main').locator('form');
  await expect(form.getByLabel('E-mail')).toBeEditable();
  await expect(form.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await expectAccessible();
  await typeInto(page, form.getByLabel('E-mail'), email);
  await typeInto(page, form.getByLabel('Password', { exact: true }), password);
  await typeInto(page, form.getByLabel('Repeat the password'), password);
  await typeInto(page, form.getByLabel('First name'), 'Maija');
  await typeInto(page, form.getByLabel('Last name'), 'Meikäläinen');
  // A date field takes its parts as digits, in the browser's order (en-US: month, day, year).
  await typeInto(page, form.getByLabel('Date of birth'), '05171990');
  await expect(form.getByLabel('Date of birth')).toHaveValue('1990-05-17');
  for (const box of [/at least 18 years old/, /terms and conditions/, /privacy policy/]) {
    const checkbox = form.getByRole('checkbox', { name: box });
    await tabTo(page, checkbox);
    await page.keyboard.press('Space');
    await expect(checkbox).toBeChecked();
  }
  await tabTo(page, form.getByRole('button', { name: 'Create account' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(email);

  // The mail's link activates the account; the page's own link leads on to the login.
  const mail = await lastMail(page, email);
  await page.goto(activationPath(mail.link!));
  await expect(page.getByRole('heading', { level: 2, name: 'Your account is active' })).toBeVisible();
  await tabTo(page, page.getByRole('main').getByRole('link', { name: 'Log in' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/login$/);
  const login = page.getByRole('main');
  await expect(login.getByLabel('E-mail')).toBeEditable();
  await typeInto(page, login.getByLabel('E-mail'), email);
  await typeInto(page, login.getByLabel('Password', { exact: true }), password);
  await page.keyboard.press('Enter');

  // A first login lands on the limits page (spec 2.2).
  await expect(page).toHaveURL(/\/en\/profile\/limits$/, FIRST_SIGHT);
  await expect(page.getByRole('heading', { level: 2, name: 'Loss limits' })).toBeVisible(FIRST_SIGHT);
  await expectAccessible();

  // A loss limit: the daily card's change opens with Enter, the amount is typed and sent with Enter.
  const loss = page.getByRole('region', { name: 'Loss limits' });
  await tabTo(page, loss.getByRole('button', { name: 'Change limit' }).first());
  await page.keyboard.press('Enter');
  await typeInto(page, loss.getByRole('textbox', { name: 'New limit (€)' }), '300');
  await page.keyboard.press('Enter');
  await expect(loss.getByText('Your changes have been saved.')).toBeVisible();

  // Finland's deposit limits (237), which a first deposit needs: daily and monthly, each form open while not set.
  const deposits = page.getByRole('region', { name: 'Deposit limits' });
  for (const [period, amount] of [
    ['Daily', '500'],
    ['Monthly', '2000'],
  ] as const) {
    const form = deposits.getByRole('region', { name: new RegExp(`^${period}`) });
    await typeInto(page, form.getByRole('textbox', { name: 'New limit (€)' }), amount);
    await page.keyboard.press('Enter');
    await expect(form.getByText('Your changes have been saved.')).toBeVisible();
  }
  await expectAccessible();

  // The deposit: the panel opens from the header's balance button (above, so back with Shift+Tab) on desktop, from the
  // bottom bar's profile item (at the end of the page) on a phone, and its deposit page from the panel's menu.
  if (isMobile)
    await tabTo(page, page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: /^Profile/ }));
  else await tabTo(page, page.getByRole('banner').getByRole('button', { name: /Balance/ }), 80, { backwards: true });
  await page.keyboard.press('Enter');
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { level: 2, name: 'My account' })).toBeFocused();
  await tabTo(page, panel.getByRole('button', { name: 'Deposit' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { level: 2, name: 'Deposit' })).toBeFocused();
  const presets = panel.getByRole('group', { name: 'Choose an amount' });
  await tabTo(page, presets.getByRole('button', { name: '€100.00' }));
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('textbox', { name: 'Or type an amount' })).toHaveValue('100');
  await expectAccessible();
  await tabTo(page, panel.getByRole('button', { name: 'Deposit', exact: true }).last());
  await page.keyboard.press('Enter');

  // The simulated bank's page, by keyboard too.
  await page.waitForURL(/\/payment-provider\/pay/);
  await expect(page.getByText('Pay 100.00 EUR')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Approve' }));
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/en\/profile\/limits$/);
  await expect(page.getByText('€100.00 has been added to your balance.', { exact: true })).toBeVisible(FIRST_SIGHT);
  const balance = page
    .getByRole('button', { name: /Balance/ })
    .filter({ visible: true })
    .first();
  await expect(balance).toContainText('€100.00');

  // Home (the main menu on desktop, the bottom bar on a phone), and the first game's tile.
  if (isMobile)
    await tabTo(page, page.getByRole('navigation', { name: 'Quick menu' }).getByRole('link', { name: /^Home/ }));
  else
    await tabTo(page, page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Home' }), 80, {
      backwards: true,
    });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en$/);
  const tile = page.getByRole('article').first().getByRole('link');
  const game = (await tile.textContent())!.trim();
  await tabTo(page, tile, 120);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en\/game\/[^/]+\/play$/);
  await expect(page.getByRole('heading', { level: 1, name: game })).toBeVisible();
  await expect(page.getByText('Real money', { exact: true })).toBeVisible(FIRST_SIGHT);

  // Into the slot's frame, its spin button pressed with Space; the round's result shows, and the balance is what was
  // there less the bet and plus the win, in the slot and on the server.
  const slot = page.frameLocator('iframe');
  const spin = slot.getByRole('button', { name: 'Spin' });
  await expect(spin).toBeEnabled(FIRST_SIGHT);
  await expect(slot.locator('#balance')).toHaveText('€100.00');
  await tabTo(page, spin);
  await page.keyboard.press('Space');
  await expect(slot.locator('#status')).not.toBeEmpty({ timeout: 10_000 });
  const [bet, win] = await Promise.all([euros(slot.locator('#bet')), euros(slot.locator('#win'))]);
  expect(bet).toBeGreaterThan(0);
  const after = Math.round((100 - bet + win) * 100) / 100;
  await expect.poll(() => euros(slot.locator('#balance'))).toBe(after);
  const wallet = (await (await page.request.get('/player-api/player/balance')).json()) as { balance: number };
  expect(wallet.balance).toBe(after);
  await expectAccessible();

  // Out of the game to the header's logout, back with Shift+Tab.
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Log out' }), 80, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit and play' })).toBeVisible(FIRST_SIGHT);
  await expect(page.getByRole('button', { name: /Balance/ })).toHaveCount(0);
});
