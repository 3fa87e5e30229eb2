import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { admin, makePlayer, openPanel, post } from './support';

/** The panel's pages load their code and data on first sight: on a busy 2-core machine that took several seconds. */
const FIRST_SIGHT = { timeout: 20_000 };
/** The withdrawals list asks again every 10 s while one on it is under way (WITHDRAWAL_STEPS_POLL_MS), plus a load. */
const NEXT_POLL = { timeout: 25_000 };

/**
 * Where the withdrawals route shows its list to the player: in the panel that it opens on a desktop (the page behind
 * shows the same list), on the page on a phone.
 */
const withdrawalsList = (page: Page, isMobile: boolean) =>
  isMobile ? page.getByRole('main') : page.getByRole('dialog', { name: 'Withdrawals' });

/** A step's time as the page shows it in English (en-GB: 12/06/2026, 14:05). */
const TIME = /\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}/;

test("a withdrawal's steps: requested, approved and paid, in order with their times, after the simulated payout", async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  test.slow();
  const player = await makePlayer(page.request, { deposit: 100 });
  expect((await post(page.request, '/player-api/login', player)).ok()).toBe(true);
  // The marketing question answered, so that its prompt does not cover the panel.
  expect((await post(page.request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  await page.goto('/en');

  // The withdrawal, as the player asks for it in the panel.
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: 'Withdraw' }).click();
  await panel.getByRole('textbox', { name: 'Amount to withdraw' }).fill('40', FIRST_SIGHT);
  await panel.getByRole('button', { name: 'Withdraw', exact: true }).last().click();
  await expect(panel.getByText('Withdrawal requested')).toBeVisible();

  // Its steps in the withdrawals list: requested with its time, the approval awaited, the payment to come.
  await page.goto('/en/profile/transactions/withdraw');
  const list = withdrawalsList(page, isMobile);
  const toggle = list.getByRole('button', { name: /^Steps: .*, €40\.00$/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true', FIRST_SIGHT);
  const steps = list.getByRole('list', { name: /^Steps of the withdrawal of / });
  const items = steps.getByRole('listitem');
  await expect(items).toHaveText([
    new RegExp(`^Requested, done${TIME.source}$`),
    'Approved, in progressWaiting',
    'Paid, to come',
  ]);
  await expect(items.nth(1)).toHaveAttribute('aria-current', 'step');
  await expectAccessible();

  // The simulated provider's payout round (the operator's command): approved, then paid. The list, polling while the
  // withdrawal is under way, shows the three steps done, in order, each with its time.
  await admin('payout');
  await expect(items).toHaveText(
    [
      new RegExp(`^Requested, done${TIME.source}$`),
      new RegExp(`^Approved, done${TIME.source}$`),
      new RegExp(`^Paid, done${TIME.source}$`),
    ],
    NEXT_POLL,
  );
  await expect(steps.locator('[aria-current]')).toHaveCount(0);
  const times = await steps
    .locator('time')
    .evaluateAll((elements) => elements.map((element) => Date.parse(element.getAttribute('datetime') ?? '')));
  expect(times).toHaveLength(3);
  expect(times).toEqual([...times].sort((a, b) => a - b));
  await expect(list.getByText('Completed')).toBeVisible();
  await expectAccessible();
});
