import { expect, test } from './fixtures';
import { loginAndOpen, makePlayer, post } from './support';

/** The limits page loads the player, then the limits: on a busy 2-core machine that took several seconds. */
const FIRST_SIGHT = { timeout: 20_000 };

test('journey 5: a daily loss limit above the weekly one shows the cross-rule message; a lower one is saved; a raise waits, then the confirmation modal confirms it', async ({
  page,
  expectAccessible,
}) => {
  const player = await makePlayer(page.request);
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  const limits = { dailyAmount: '50', weeklyAmount: '200', monthlyAmount: '500' };
  expect((await post(page.request, '/player-api/player/limit/loss', limits)).ok()).toBe(true);
  await page.goto('/en/profile/limits');

  const loss = page.getByRole('region', { name: 'Loss limits' });
  await loss.getByRole('button', { name: 'Change limit' }).first().click(FIRST_SIGHT);
  const amount = loss.getByRole('textbox', { name: 'New limit (€)' });
  await amount.fill('300');
  await amount.press('Enter');
  await expect(loss.getByText('The limit cannot be higher than your weekly limit.')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible();

  // A lower limit applies at once.
  await amount.fill('40');
  await loss.getByRole('button', { name: 'Save' }).click();
  await expect(loss.getByText('Your changes have been saved.')).toBeVisible();
  await expect(loss.getByText('€40.00', { exact: true })).toBeVisible();

  // A raise waits (the e2e server's 2 s instead of 24 h): the card shows it pending, then the limits' poll brings the
  // modal.
  await amount.fill('100');
  await amount.press('Enter');
  await expect(loss.getByText('New limit', { exact: true })).toBeVisible();
  const modal = page.getByRole('dialog', { name: 'Confirm your new loss limits' });
  await expect(modal.getByRole('definition')).toHaveText('€40.00 → €100.00', FIRST_SIGHT);
  await expectAccessible();
  await modal.getByRole('button', { name: 'Confirm all' }).click();
  await expect(modal.getByText('Your new loss limits are now in effect.')).toBeVisible();
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toBeHidden();
  await expect(loss.getByText('€100.00', { exact: true })).toBeVisible();
  await expect(loss.getByText('New limit', { exact: true })).toBeHidden();
});

test('journey 6: cool-off — a wrong password shows its message; the right one logs the player out, and the next login is refused with the cool-off message', async ({
  page,
  expectAccessible,
}) => {
  const player = await makePlayer(page.request);
  // A first login would go to the limits page by itself (spec 2.2), and the marketing prompt would cover the page at
  // a second one without a consent: both done before.
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  expect((await post(page.request, '/player-api/logout', {})).ok()).toBe(true);
  await loginAndOpen(page, player, '/en/profile/limits');

  const coolOff = page.getByRole('button', { name: 'Set cool-off' });
  await page.getByRole('radio', { name: '3 days' }).click(FIRST_SIGHT);
  await coolOff.click();
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeFocused();
  await password.fill('not-the-password');
  await password.press('Enter');
  await expect(page.getByText('The password or date of birth is incorrect.')).toBeVisible();
  await expectAccessible();

  await password.fill(player.password);
  await page.getByRole('button', { name: 'Confirm cool-off' }).click();
  // Logged out: the login-only page sends the visitor to log in.
  await expect(page).toHaveURL(/\/en\/login\?redirectUrl=/, FIRST_SIGHT);
  await page.getByLabel('E-mail').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Your cool-off is in effect, and your account is closed until it ends.' }),
  ).toBeVisible();
  await expectAccessible();
});

test('the headroom: a loss limit’s meter of what is left falls by a losing round’s loss, the deposit limit’s shows what the deposit left, each with when its period resets', async ({
  page,
  expectAccessible,
}) => {
  const player = await makePlayer(page.request, { deposit: 50 });
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/limit/loss', { dailyAmount: '100' })).ok()).toBe(true);
  await page.goto('/en/profile/limits');

  const loss = page.getByRole('region', { name: 'Loss limits' });
  const daily = loss.locator('[data-slot="limit-card"]', { hasText: 'Daily loss limit' });
  const left = daily.getByRole('progressbar', { name: 'Left' });
  await expect(left).toHaveAttribute('aria-valuenow', '100', FIRST_SIGHT);
  // In the last hour before midnight in Finland the daily period resets in minutes only.
  await expect(daily.getByText(/^Resets in (\d+ hrs? )?\d+ mins?$/)).toBeVisible();
  // The deposit limits (Finland's, set with the deposit): €1,000 a day, €50 of it deposited.
  const deposit = page.getByRole('region', { name: 'Deposit limits' });
  const dailyDeposit = deposit.locator('[data-slot="limit-card"]', { hasText: 'Daily deposit limit' });
  await expect(dailyDeposit.getByRole('progressbar', { name: 'Left' })).toHaveAttribute(
    'aria-valuetext',
    '€950.00 / €1,000.00',
  );
  await expect(dailyDeposit.getByText(/^Resets in /)).toBeVisible();
  const monthlyDeposit = deposit.locator('[data-slot="limit-card"]', { hasText: 'Monthly deposit limit' });
  await expect(monthlyDeposit.getByText(/^Resets in \d+ days? /)).toBeVisible();
  await expectAccessible();

  // Rounds of €5, as the game plays them, until the day's net loss is above 0: the last one lost more than it won back
  // (a win before it only makes the net loss smaller, which a loss limit counts). The meter then shows less left. At the
  // slot's 95.7 % RTP that is the first round more often than not, but an early 12x or 25x win keeps the day's net a
  // gain for dozens of €5 losses, so the loop runs until the net turns rather than for a number of rounds; the balance
  // never falls below the €50 deposit while it does.
  const games = (await (await page.request.get('/content/games')).json()) as { id: number }[];
  const origin = new URL(page.url()).origin;
  let lost = 0;
  for (let round = 0; round < 2000 && lost <= 0; round += 1) {
    const played = await page.request.post('/game-engine/slot/real', {
      data: { gameId: games[0]!.id, bet: 5 },
      headers: { origin },
    });
    expect(played.ok(), await played.text()).toBe(true);
    const { bet, win } = (await played.json()) as { bet: number; win: number };
    lost += Math.round((bet - win) * 100);
  }
  expect(lost, 'the net loss of the rounds').toBeGreaterThan(0);
  await page.reload();
  await expect(left).toHaveAttribute('aria-valuenow', String(100 - lost / 100), FIRST_SIGHT);
  await expect(daily.getByText('Used', { exact: true }).locator('+ span')).toHaveText(
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(lost / 100),
  );
});
