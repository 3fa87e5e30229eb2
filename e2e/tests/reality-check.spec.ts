import { expect, test } from './fixtures';
import { makePlayer, playRounds, post } from './support';

test('journey 9: the reality check, switched on in the browser, shows at its interval; continue answers it, and log out ends the session', async ({
  page,
  expectAccessible,
}) => {
  // The page's clock is Playwright's: a quarter of an hour passes at once.
  await page.clock.install();
  const player = await makePlayer(page.request, { deposit: 50 });
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  // Two rounds of this session, which the reminder sums.
  await playRounds(page.request, 2);
  const { transactions } = (await (await page.request.get('/player-api/transactions/games')).json()) as {
    transactions: { betAmount: number; winAmount: number }[];
  };
  const euro = (amount: number, signDisplay: 'auto' | 'exceptZero' = 'auto') =>
    new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', signDisplay }).format(amount);
  const cents = transactions.reduce((sum, row) => sum + Math.round((row.winAmount - row.betAmount) * 100), 0);

  // Off for a new player; switched on at 15 minutes on the limits page.
  await page.goto('/en/profile/limits');
  const settings = page.getByRole('main').locator('[data-slot="card"]', {
    has: page.getByRole('heading', { name: 'Reality check' }),
  });
  await expect(settings.getByText('It is off.')).toBeVisible();
  await settings.getByRole('radio', { name: '15 min' }).click();
  // The reminder counts from the session time's reset, which the page makes once it knows the new interval.
  const counting = page.waitForResponse((response) => response.url().endsWith('/player/limit/resetTime/15'));
  await settings.getByRole('button', { name: 'Save' }).click();
  await expect(settings.getByText('Saved. The next reminder comes in 15 minutes.')).toBeVisible();
  await expect(settings.getByText('It is on: every 15 minutes.')).toBeVisible();
  expect((await counting).ok()).toBe(true);
  await expectAccessible();

  // The next reminder comes at the new interval, counted from the save.
  const reminder = page.getByRole('dialog', { name: 'Reality check' });
  await page.clock.fastForward('14:00');
  await expect(reminder).toBeHidden();
  // The page may start its count a moment after the answer arrives: time goes on in steps until the reminder shows.
  await expect(async () => {
    await page.clock.fastForward('00:05');
    await expect(reminder).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(reminder.getByText(/^You have been logged in for \d+ minutes?\.$/)).toBeVisible();
  // The session's result (an extension): the server's sums of its two rounds.
  const line = (term: string) => reminder.locator('dt', { hasText: term }).locator('+ dd');
  await expect(line("This session's net result")).toHaveText(euro(cents / 100, 'exceptZero'));
  await expect(line('Bets')).toHaveText(euro(10));
  await expectAccessible();

  // Continue: the next interval begins.
  await reminder.getByRole('button', { name: 'Continue playing' }).click();
  await expect(reminder).toBeHidden();
  // Its count starts as the reminder closes.
  await page.clock.fastForward('14:55');
  await expect(reminder).toBeHidden();
  await page.clock.fastForward('00:06');
  await expect(reminder).toBeVisible();

  // Log out: the session ends.
  await reminder.getByRole('button', { name: 'Log out' }).click();
  await expect(reminder).toBeHidden();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Deposit and play' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Balance/ })).toHaveCount(0);
  await expectAccessible();
});
