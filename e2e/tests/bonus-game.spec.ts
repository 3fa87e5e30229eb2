import { expect, test } from './fixtures';
import { makePlayer, openPanel, playRounds, post } from './support';

test('the bonus game: the wagering toward the next round, and the round completed by play with its reward credited', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  const player = await makePlayer(page.request, { deposit: 100 });
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  await playRounds(page.request, 9);

  await page.goto('/en');
  // The phone's bottom bar links the bonus game; on a desktop the wheel's page does.
  if (isMobile)
    await page
      .getByRole('navigation', { name: 'Quick menu' })
      .getByRole('link', { name: /Bonus game/ })
      .click();
  else {
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Bonus wheel/ })
      .click();
    await page.getByRole('main').getByRole('link', { name: 'Bonus game' }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Bonus game' })).toBeVisible();
  const rounds = page.getByRole('list', { name: 'Rounds of the bonus game' }).getByRole('listitem');
  await expect(rounds).toHaveCount(5);
  await expect(rounds.first()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('progressbar', { name: 'Played toward the reward' })).toHaveAttribute(
    'aria-valuetext',
    '€45.00 / €50.00',
  );
  await expect(page.getByText('0 of 5 rounds completed')).toBeVisible();
  await expectAccessible();

  // One more round completes round 1: its reward (€1 bonus money, 10x wagering) is credited at once.
  const before = await (await page.request.get('/player-api/player/balance')).json();
  await playRounds(page.request, 1);
  const after = await (await page.request.get('/player-api/player/balance')).json();
  expect(after.totalTurnover - before.totalTurnover).toBe(10);
  await page.reload();
  await expect(page.getByText('1 of 5 rounds completed')).toBeVisible();
  await expect(rounds.first()).toContainText('Reward credited');
  await expect(rounds.nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('progressbar', { name: 'Played toward the reward' })).toHaveAttribute(
    'aria-valuetext',
    '€0.00 / €50.00',
  );
  await expectAccessible();
});

test('loyalty: real-money play earns a point per euro, and the points convert into bonus money on the panel', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  const player = await makePlayer(page.request, { deposit: 150 });
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  await playRounds(page.request, 22);
  const promo = async () => (await (await page.request.get('/player-api/player/balance')).json()).promo as number;
  const before = await promo();

  await page.goto('/en');
  const panel = await openPanel(page, isMobile);
  const loyalty = panel.getByRole('region', { name: 'Loyalty points' });
  // The points as the card shows them ("110 points"), before and after.
  const points = loyalty.locator('[data-slot="loyalty-card-points"]');
  await expect(points).toHaveText(/^110\s*points$/);
  await loyalty.getByRole('button', { name: 'Convert to bonus money' }).click();
  await loyalty.getByRole('textbox', { name: 'Points to convert' }).fill('100');
  await expect(loyalty.getByText('= €1.00 in bonus money', { exact: true })).toBeVisible();
  await loyalty.getByRole('button', { name: 'Convert', exact: true }).click();
  await expect(loyalty.getByText('100 points converted into bonus money: €1.00.')).toBeVisible();
  await expect(points).toHaveText(/^10\s*points$/);
  expect(await promo()).toBeCloseTo(before + 1, 2);
  await expectAccessible();
});
