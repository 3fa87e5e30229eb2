import { expect, test } from './fixtures';
import { loginAndOpen, makePlayer, openPanel, post } from './support';

/** A page's arrival until it answers (hydrated, the player loaded): seconds on a busy machine. */
const FIRST_SIGHT = { timeout: 20_000 };

/** A player with money and the SMS consent (so that no marketing prompt covers the page), logged out again. */
async function readyPlayer(request: Parameters<typeof makePlayer>[0]) {
  const player = await makePlayer(request, { deposit: 20 });
  expect((await post(request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  expect((await post(request, '/player-api/logout', {})).ok()).toBe(true);
  return player;
}

test('the panic button in a game: one press stops play for 24 hours, logs the player out, and the next login is refused until the break ends', async ({
  page,
  expectAccessible,
}) => {
  const player = await readyPlayer(page.request);
  await loginAndOpen(page, player, '/en');
  await page.getByRole('article').first().getByRole('link').click(FIRST_SIGHT);
  await expect(page).toHaveURL(/\/en\/game\/[^/]+\/play$/);
  await expect(page.getByText('Real money', { exact: true })).toBeVisible(FIRST_SIGHT);
  await expectAccessible();

  // One press, no question.
  await page.getByRole('button', { name: 'Stop playing for 24 hours' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Your 24-hour break has started' });
  await expect(notice).toBeVisible();
  const until = (await notice.getByText(/^You can play again from /).textContent())!.replace(
    /^You can play again from (.+)\.$/,
    '$1',
  );
  // Logged out at once: the game page offers the demo again, the header the login.
  await expect(page.getByText('Demo', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop playing for 24 hours' })).toHaveCount(0);
  await expectAccessible();

  await page.goto('/en/login');
  await page.getByLabel('E-mail').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click(FIRST_SIGHT);
  const refused = page
    .getByRole('alert')
    .filter({ hasText: 'Your cool-off is in effect, and your account is closed until it ends.' });
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(`It ends on ${until}.`);
});

test('the panic button in the profile panel: responsible gaming, one press, and the player is logged out', async ({
  page,
  isMobile,
}) => {
  const player = await readyPlayer(page.request);
  await loginAndOpen(page, player, '/en');
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: 'Responsible gaming' }).click();
  const section = panel.getByRole('region', { name: 'Stop at once' });
  await expect(section).toContainText('you are logged out on every device');
  await section.getByRole('button', { name: 'Stop playing for 24 hours' }).click();
  // The panel is a logged-in player's: it closes, and the site shows the login.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const login = isMobile
    ? page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: 'Log in' })
    : page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await expect(login).toBeVisible();
  const again = await post(page.request, '/player-api/login', player);
  expect(((await again.json()) as { errorCode: number }).errorCode).toBe(217);
});
