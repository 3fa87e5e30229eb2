import { expect, test } from './fixtures';
import { makePlayer, post } from './support';

test('a login-only page sends a visitor to log in, and back after it', async ({ page, expectAccessible }) => {
  await page.goto('/en/games/favourites');
  await expect(page).toHaveURL(/\/en\/login\?redirectUrl=%2Fen%2Fgames%2Ffavourites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible();
});

test('a wrong password shows its error, a not-activated account the highlighted notice and a new activation link, which activates it', async ({
  page,
  request,
  expectAccessible,
}) => {
  const { email, password } = await makePlayer(request, { activate: false });
  await page.goto('/en/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The login details are incorrect.' })).toBeVisible();

  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Your account has not been activated yet.' });
  await expect(notice.getByText('Activate your account with the link we sent to your e-mail.')).toBeVisible();
  await expectAccessible();

  // The first link expired, say: a new one goes to the address typed above.
  await notice.getByRole('button', { name: 'Send a new activation link' }).click();
  await expect(
    notice.getByText(`If an account at ${email} is waiting for activation, a new link is on its way.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectAccessible();
  const outbox = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
    messages: { link: string }[];
  };
  expect(outbox.messages).toHaveLength(2);
  // The newest message's link, in the player's language (Finnish).
  const link = new URL(outbox.messages[0]!.link);
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Tilisi on aktivoitu' })).toBeVisible();
  expect((await post(request, '/player-api/login', { email, password })).ok()).toBe(true);
});

test('an evil redirectUrl goes home after the login', async ({ page, request }) => {
  const { email, password } = await makePlayer(request);
  // A first login goes to the limits page (spec 2.2), so the player has logged in once already.
  expect((await post(request, '/player-api/login', { email, password })).ok()).toBe(true);
  await page.goto(`/en/login?redirectUrl=${encodeURIComponent('//evil.example/steal')}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('journey 4: a player logs in, plays a real-money round, sees the balance change and the round in the game actions, and logs out', async ({
  page,
  request,
  isMobile,
  expectAccessible,
}) => {
  // Six pages, a login and a slot round: a long journey, which a busy machine takes longer than 30 s for.
  test.slow();
  const { email, password } = await makePlayer(request, { deposit: 100 });
  // A consent given, so that the marketing prompt of a player who logs in again without any does not cover the pages.
  expect((await post(request, '/player-api/login', { email, password })).ok()).toBe(true);
  expect((await post(request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  expect((await post(request, '/player-api/logout', {})).ok()).toBe(true);
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  // A phone opens the login panel from its bottom bar; a desktop the login dropdown under the header's button.
  if (isMobile)
    await page
      .getByRole('navigation', { name: 'Quick menu' })
      .getByRole('button', { name: 'Log in', exact: true })
      .click();
  else await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const form = isMobile ? page.getByRole('dialog') : page.getByRole('dialog', { name: 'Log in' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  // Not a first login (the deposit came after one), so the player is back on the page the login link came from.
  await expect(page).toHaveURL(/\/en$/);
  const balance = page
    .getByRole('button', { name: /Balance/ })
    .filter({ visible: true })
    .first();
  await expect(balance).toContainText('€100.00');
  // One balance on the screen: the header's on a desktop, the toolbar's on a phone (spec 2.4).
  await expect(page.getByRole('button', { name: /Balance/ }).filter({ visible: true })).toHaveCount(1);
  await page.goto('/en/profile/limits');
  await expect(page.getByRole('heading', { level: 2, name: 'Loss limits' })).toBeVisible();
  await expectAccessible();

  await page.goto('/en');
  const card = page.getByRole('article').first();
  const game = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('link', { name: game, exact: true }).click();
  await expect(page.getByText('Real money', { exact: true })).toBeVisible();
  const slot = page.frameLocator('iframe');
  await slot.getByRole('button', { name: 'Spin' }).click();
  await expect(slot.locator('#status')).not.toBeEmpty({ timeout: 10_000 });
  // The slot tells the page after the round, and the page asks for the balance again.
  await page.goto('/en');
  await expect(balance).not.toContainText('€100.00');

  // Issue 19's journey 4: the round is in the game actions (the panel on desktop, the page on a phone).
  await page.goto('/en/profile/transactions/gameactions');
  const list = isMobile ? page.getByRole('main') : page.getByRole('dialog', { name: 'Game transactions' });
  const rows = list.locator('[data-slot="transaction-table-row"]');
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  await expect(rows.first()).toContainText(game);
  await expectAccessible();
  await page.goto('/en');

  if (isMobile) await page.getByRole('button', { name: 'Log out' }).first().click();
  else await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit and play' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Balance/ })).toHaveCount(0);
});
