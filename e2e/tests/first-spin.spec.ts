import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { textsOf } from './support';

// Two whole journeys through the provider, the bank and a slot round: three times the default time.
test.slow();

/** Back from the bank the page loads afresh, the player and the return's code with it (deposit.spec.ts). */
const FIRST_SIGHT = { timeout: 20_000 };

/**
 * Each project in another language, with a person the simulated bank has not seen (apps/api accounts/bank-id): the
 * desktop in Finnish, the phone in Estonian. The bank's and the slot's own words are theirs (apps/api).
 */
const journeys = {
  fi: {
    home: '/',
    gamePath: /\/peli\/[^/]+\/pelaa$/,
    person: 'Liisa Laine (1995-04-12)',
    approve: 'Hyväksy',
    spin: 'Pyöräytä',
    amount: '50,00 €',
    quickMenu: 'Pikavalikko',
  },
  et: {
    home: '/et',
    gamePath: /\/et\/mang\/[^/]+\/mangi$/,
    person: 'Kadri Tamm (1991-06-15)',
    approve: 'Kinnita',
    spin: 'Keeruta',
    amount: '50,00 €',
    quickMenu: 'Kiirmenüü',
  },
} as const;

/**
 * Counts what the player does (clicks, ticks and fields filled) and the seconds from landing to the first real-money
 * round, and prints both (apps/casino/README.md, "Time to the first spin").
 */
function actionCounter(page: Page, name: string) {
  let actions = 0;
  const started = Date.now();
  return {
    click: async (target: Locator) => {
      actions += 1;
      await target.click();
    },
    fill: async (target: Locator, value: string) => {
      actions += 1;
      await target.fill(value);
    },
    report: () => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const line = `${name} (${page.viewportSize()?.width} px): ${actions} actions, ${seconds} s`;
      console.log(line);
      test.info().annotations.push({ type: 'first spin', description: line });
      return actions;
    },
  };
}

test('time to the first spin: a stranger from a game page through Pay N Play, then the same player returning', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  const locale = isMobile ? 'et' : 'fi';
  const journey = journeys[locale];
  const t = textsOf(locale);
  const slot = page.frameLocator('iframe');
  // The home page's first game: its tile's one link opens it.
  const firstGame = page.getByRole('article').first().getByRole('link');
  const spin = (count: ReturnType<typeof actionCounter>) =>
    count.click(slot.getByRole('button', { name: journey.spin }));
  const spun = () => expect(slot.locator('#status')).not.toBeEmpty({ timeout: 10_000 });

  await page.goto(journey.home);
  await page.waitForLoadState('networkidle');
  const stranger = actionCounter(page, 'time to the first spin, a stranger');

  // A game first, in its demo; "Play for real" opens Pay N Play's deposit over it, the first preset chosen.
  await stranger.click(firstGame);
  await page.waitForURL(journey.gamePath);
  const gameUrl = page.url();
  await stranger.click(page.getByRole('main').getByRole('button', { name: t('gamePlay.mode.playForReal') }));
  const dialog = page.getByRole('dialog', { name: t('login.payNPlay.title') });
  await expect(dialog.getByRole('textbox', { name: t('deposit.form.amount') })).toHaveValue('50');
  // The server refuses a guest's deposit without the two boxes (214, 215).
  await stranger.click(dialog.getByRole('checkbox', { name: new RegExp(t('login.form.policyChecked')) }));
  await stranger.click(dialog.getByRole('checkbox', { name: new RegExp(t('login.form.privacyPolicyChecked')) }));
  await stranger.click(dialog.getByRole('button', { name: t('deposit.form.submit'), exact: true }));

  // The bank identifies a person it has not seen: the deposit opens the account.
  await page.waitForURL(/\/payment-provider\/pay/);
  await stranger.click(page.getByRole('radio', { name: journey.person }));
  await stranger.click(page.getByRole('button', { name: journey.approve }));

  // Back on the game, for real money: the receipt is a notice, and the account's completion waits for the game.
  await page.waitForURL(gameUrl, FIRST_SIGHT);
  const receipt = page.getByText(t('deposit.return.confirmed.description', { amount: journey.amount }), {
    exact: true,
  });
  await expect(receipt).toBeVisible(FIRST_SIGHT);
  await expect(page.getByText(t('gamePlay.mode.real'), { exact: true })).toBeVisible(FIRST_SIGHT);
  await spin(stranger);
  await spun();
  expect(stranger.report()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectAccessible();

  // Out of the game, the account without an e-mail is completed (spec 4: it cannot be dismissed).
  const after = actionCounter(page, 'after the first spin, the account completed');
  await page.goto(journey.home);
  const complete = page.getByRole('dialog', { name: t('accountPrompts.completeAccount.title') });
  const unique = String(Date.now()).slice(-7);
  const field = (key: string) => complete.getByLabel(t(`accountPrompts.completeAccount.${key}`), { exact: true });
  await after.fill(field('nickname'), `First${unique}${locale}`);
  await after.fill(field('email'), `first-${unique}-${locale}@example.com`);
  await after.fill(field('phone'), `40${unique}`);
  await after.fill(field('password'), 'secret12');
  await after.fill(field('repeatPassword'), 'secret12');
  await after.click(complete.getByRole('button', { name: t('accountPrompts.completeAccount.submit') }));
  await expect(complete).toBeHidden(FIRST_SIGHT);
  after.report();

  // Logged out, the same person comes back with money left: the bank login, a game, a spin.
  if (isMobile)
    await page
      .getByRole('button', { name: t('layout.header.logout') })
      .first()
      .click();
  else
    await page
      .getByRole('banner')
      .getByRole('button', { name: t('layout.header.logout') })
      .click();
  await expect(page.getByRole('banner').getByRole('button', { name: t('login.payNPlay.button') })).toBeVisible();
  const returning = actionCounter(page, 'time to the first spin, a returning player');
  // The login's panel: the bottom bar's on a phone, the header's dropdown on desktop.
  await returning.click(
    isMobile
      ? page
          .getByRole('navigation', { name: journey.quickMenu })
          .getByRole('button', { name: t('layout.header.login') })
      : page.getByRole('banner').getByRole('link', { name: t('layout.header.login') }),
  );
  const bank = page.getByRole('button', { name: t('login.bank.button') });
  await expect(bank).toBeEnabled(FIRST_SIGHT);
  await returning.click(bank);
  await returning.click(page.getByRole('button', { name: journey.person }));
  await expect(
    page
      .getByRole('button', { name: new RegExp(t('layout.header.balance')) })
      .filter({ visible: true })
      .first(),
  ).toBeVisible(FIRST_SIGHT);
  await returning.click(firstGame);
  await expect(page.getByText(t('gamePlay.mode.real'), { exact: true })).toBeVisible(FIRST_SIGHT);
  await spin(returning);
  await spun();
  expect(returning.report()).toBeLessThanOrEqual(5);
});
