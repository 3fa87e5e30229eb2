import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { loginAndOpen, makePlayer, openPanel, post } from './support';

/** The panel's pages load their code and data on first sight: on a busy 2-core machine that took several seconds. */
const FIRST_SIGHT = { timeout: 20_000 };

/**
 * A player with 150 € cash and bonus money: a first deposit of 100 € (the stored reference), then 50 € more with the
 * first deposit campaign, approved at the simulated provider; the SMS consent given (no marketing prompt).
 */
async function playerWithBonus(request: APIRequestContext) {
  const player = await makePlayer(request, { deposit: 100 });
  expect((await post(request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  const { campaigns } = (await (await request.get('/player-api/campaigns/depositCampaigns')).json()) as {
    campaigns: { campaignId: number }[];
  };
  const { methods } = (await (await request.get('/player-api/payment/methods')).json()) as {
    methods: { storedData: { reference: string }[] }[];
  };
  const confirmed = await post(request, '/player-api/payment/confirmDeposit', {
    amount: '50',
    method: 'trustly',
    storedDetailReference: methods[0]!.storedData[0]!.reference,
    campaignId: String(campaigns[0]!.campaignId),
  });
  const { redirectUrl } = (await confirmed.json()) as { redirectUrl: string };
  const reference = new URL(redirectUrl).searchParams.get('reference') ?? '';
  expect((await post(request, '/payment-provider/pay', { reference, decision: 'approve' })).ok()).toBe(true);
  const { promo } = (await (await request.get('/player-api/player/balance')).json()) as { promo: number };
  expect(promo).toBeGreaterThan(0);
  return player;
}

test('journey 7: a withdrawal with bonus money warns first, shows its result, and a cancelled pending withdrawal returns the sum', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  test.slow();
  const player = await playerWithBonus(page.request);
  await loginAndOpen(page, player);
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: 'Withdraw' }).click();
  const amount = panel.getByRole('textbox', { name: 'Amount to withdraw' });
  await amount.fill('40', FIRST_SIGHT);
  await panel.getByRole('button', { name: 'Withdraw', exact: true }).last().click();

  // The bonus money would be lost: the warning comes first.
  const warning = page.getByRole('alertdialog', { name: 'Withdraw and lose your bonus?' });
  await expect(warning).toBeVisible();
  await expectAccessible();
  await warning.getByRole('button', { name: 'Withdraw anyway' }).click();

  await expect(panel.getByText('Withdrawal requested')).toBeVisible();
  await expect(panel.getByText('€40.00 is on its way to your bank account.', { exact: false })).toBeVisible();
  const wallet = async () =>
    (await (await page.request.get('/player-api/player/balance')).json()) as { cash: number; promo: number };
  expect(await wallet()).toMatchObject({ cash: 110, promo: 0 });

  // Cancelled while pending: the sum comes back to the balance.
  await panel.getByRole('button', { name: 'Pending withdrawals' }).click();
  await panel.getByRole('button', { name: 'Cancel the withdrawal of €40.00' }).click(FIRST_SIGHT);
  await expect(
    panel.getByText('The withdrawal has been cancelled and the sum returned to your balance.'),
  ).toBeVisible();
  await expect.poll(async () => (await wallet()).cash).toBe(150);
  await expectAccessible();
});
