import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { makePlayer, post } from './support';

/** The history's page size on the server: 41 rounds make three pages of game actions. */
const ROUNDS = 41;

/**
 * A login-only page shows nothing until the app has started in the browser and the player has loaded (spec 2.2): on
 * a busy 2-core machine that took up to 10 s, so the first sight of a list waits this long.
 */
const FIRST_SIGHT = { timeout: 20_000 };

/** A same-site JSON post, as the game's own page makes it (the server refuses cross-site state changes). */
const postJson = (request: APIRequestContext, path: string, data: object) =>
  request.post(path, { data, headers: { origin: new URL(path, process.env.E2E_BASE_URL).origin } });

/**
 * A funded player, logged in in the page's browser context (its request shares the page's cookies), who has answered
 * the marketing question (so that its prompt does not cover the page).
 */
async function loggedInPlayer(page: Page, deposit: number) {
  const { email, password } = await makePlayer(page.request, { deposit });
  expect((await post(page.request, '/player-api/login', { email, password })).ok()).toBe(true);
  const consents = { receiveEmail: 'true', receiveSms: 'false' };
  expect((await post(page.request, '/player-api/player/updateFields', consents)).ok()).toBe(true);
}

/**
 * Where a transactions route shows its list to the player, and its pagination's name: in the panel that it opens on
 * a desktop (the page behind shows the same list, its pagination named after the list), on the page on a phone.
 */
const listOf = (page: Page, isMobile: boolean, title: string) =>
  isMobile
    ? { list: page.getByRole('main'), pagination: `${title}: pages` }
    : { list: page.getByRole('dialog', { name: title }), pagination: 'Pages' };

test('journey 9: a player pages through the game actions made through the API', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  // 41 rounds, each a transaction of the wallet, before the pages are looked at.
  test.setTimeout(90_000);
  await loggedInPlayer(page, 20);
  const [game] = (await (await page.request.get('/content/games')).json()) as { id: number; name: string }[];
  for (let round = 0; round < ROUNDS; round += 1) {
    const answer = await postJson(page.request, '/game-engine/slot/real', { gameId: game!.id, bet: 0.1 });
    expect(answer.ok(), await answer.text()).toBe(true);
  }

  await page.goto('/en/profile/transactions/gameactions');
  const { list, pagination } = listOf(page, isMobile, 'Game transactions');
  const pages = list.getByRole('navigation', { name: pagination });
  const current = pages.locator('[aria-current="page"]');
  const rows = list.locator('[data-slot="transaction-table-row"]');
  await expect(current).toHaveText('1', FIRST_SIGHT);
  await expect(rows).toHaveCount(20);
  await expect(rows.first()).toContainText('€0.10');

  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(current).toHaveText('2');
  await expect(list.locator('[data-slot="paged-list"]')).toHaveAttribute('aria-busy', 'false');
  await expect(rows).toHaveCount(20);

  await pages.getByRole('button', { name: 'Page 3' }).click();
  await expect(current).toHaveText('3');
  // The last page holds the first round alone.
  await expect(rows).toHaveCount(1);
  await expect(pages.getByRole('button', { name: 'Next page' })).toBeDisabled();

  await pages.getByRole('button', { name: 'Page 1' }).click();
  await expect(current).toHaveText('1', FIRST_SIGHT);
  await expect(rows).toHaveCount(20);
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await expectAccessible();
});

test('journey 10: a player cancels a free-spin bonus', async ({ page, isMobile, expectAccessible }) => {
  test.setTimeout(60_000);
  // A first deposit stores the payment details that the campaigns ask for (125 without them); a deposit that names
  // the welcome campaign then grants its free spins, which may be cancelled.
  await loggedInPlayer(page, 20);
  const { campaigns } = (await (await page.request.get('/player-api/campaigns/depositCampaigns')).json()) as {
    campaigns: { campaignId: number; title: string; minDepositAmount: number; freeSpinAmount: number }[];
  };
  const campaign = campaigns.find((open) => open.freeSpinAmount > 0)!;
  const started = await post(page.request, '/player-api/payment/initDeposit', {
    country: 'FIN',
    amount: String(campaign.minDepositAmount),
    method: 'trustly',
    currency: 'EUR',
    campaignId: String(campaign.campaignId),
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const reference = new URL(redirectUrl).searchParams.get('reference') ?? '';
  await post(page.request, '/payment-provider/pay', { reference, decision: 'approve' });

  await page.goto('/en');
  // The panel: the header's balance button on a desktop (once it shows the balance, the app runs), the bottom bar's
  // profile item on a phone (there once the app knows the player).
  const opener = isMobile
    ? page.getByRole('navigation', { name: 'Quick menu' }).getByRole('button', { name: /Profile/ })
    : page.getByRole('banner').getByRole('button', { name: /Balance/ });
  if (!isMobile) await expect(opener).toContainText('€', FIRST_SIGHT);
  await opener.click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('button', { name: /Campaigns and bonuses/ }).click();
  await expect(panel.getByRole('heading', { name: 'Campaigns and bonuses' })).toBeVisible();

  const bonus = panel.locator('[data-slot="free-spin-card"]').filter({ hasText: 'Welcome bonus' });
  await expect(bonus).toBeVisible(FIRST_SIGHT);
  await bonus.getByRole('button', { name: 'Cancel bonus' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'The active bonus has been cancelled.' })).toBeVisible();
  await expect(bonus).toHaveCount(0);
  await expect(panel.getByText('You have no active free spins.')).toBeVisible();
  await expectAccessible();
});
