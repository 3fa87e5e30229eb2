import { expect, test } from './fixtures';
import { loginAndOpen, makePlayer, openPanel, playRounds, post, textsOf } from './support';

/** A page's arrival until it answers (hydrated, the player loaded): seconds on a busy machine. */
const FIRST_SIGHT = { timeout: 20_000 };

/** A player who deposited €50 and played five rounds of €5, with the SMS consent (no prompt covers the page). */
async function playedPlayer(request: Parameters<typeof makePlayer>[0]) {
  const player = await makePlayer(request, { deposit: 50 });
  expect((await post(request, '/player-api/login', player)).ok()).toBe(true);
  expect((await post(request, '/player-api/player/updateFields', { receiveSms: 'true' })).ok()).toBe(true);
  await playRounds(request, 5);
  return player;
}

/** The game actions list's sums (the transactions list of the panel), in cents. */
async function gameSums(request: Parameters<typeof makePlayer>[0]) {
  const list = (await (await request.get('/player-api/transactions/games')).json()) as {
    transactions: { betAmount: number; winAmount: number }[];
  };
  expect(list.transactions).toHaveLength(5);
  const cents = (pick: (row: { betAmount: number; winAmount: number }) => number) =>
    list.transactions.reduce((total, row) => total + Math.round(pick(row) * 100), 0);
  return { bets: cents((row) => row.betAmount), wins: cents((row) => row.winAmount) };
}

const euro = (locale: string, cents: number, signed = false) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(cents / 100);

test('the spending overview in the panel: after a deposit and five rounds its sums equal the transactions list', async ({
  page,
  isMobile,
  expectAccessible,
}) => {
  const player = await playedPlayer(page.request);
  const { bets, wins } = await gameSums(page.request);
  await loginAndOpen(page, player, '/en');
  const panel = await openPanel(page, isMobile);
  await panel.getByRole('button', { name: 'Spending' }).click();
  const periods = panel.getByRole('tablist', { name: 'Period' });
  await expect(periods.getByRole('tab', { name: '30 days' })).toHaveAttribute('aria-selected', 'true', FIRST_SIGHT);
  // Today's period: the deposit, the five rounds' bets and wins, and the net result with its sign.
  await periods.getByRole('tab', { name: '1 day' }).click();
  const today = panel.getByRole('tabpanel');
  const line = (term: string) => today.locator('dt', { hasText: term }).locator('+ dd');
  await expect(line('Deposits')).toHaveText(euro('en-GB', 5000));
  await expect(line('Bets')).toHaveText(euro('en-GB', bets));
  await expect(line('Wins')).toHaveText(euro('en-GB', wins));
  await expect(line('Withdrawals')).toHaveText(euro('en-GB', 0));
  await expect(today).toContainText(euro('en-GB', wins - bets, true));
  await expect(line('Sessions')).not.toHaveText('0');
  // Today is the chart's last day, with the same net result for screen readers.
  const table = panel.getByRole('table', { name: 'Net result per day, last 30 days' });
  await expect(table.getByRole('row').last()).toContainText(euro('en-GB', wins - bets, true));
  await expectAccessible();
});

for (const locale of ['fi', 'et'] as const)
  test(`the spending overview under the limits, in ${locale}`, async ({ page, expectAccessible }) => {
    const t = textsOf(locale);
    const intl = `${locale}-${locale.toUpperCase()}`;
    const player = await playedPlayer(page.request);
    const { bets } = await gameSums(page.request);
    await loginAndOpen(page, player, locale === 'fi' ? '/profile/limits' : '/et/profiil/limiidid');
    const spending = page.getByRole('region', { name: t('spending.overview.heading') });
    const month = t('spending.overview.period_other', { count: '30' });
    await expect(spending.getByRole('tab', { name: month })).toHaveAttribute('aria-selected', 'true', FIRST_SIGHT);
    const sums = spending.getByRole('tabpanel');
    await expect(sums.locator('dt', { hasText: t('spending.overview.bets') }).locator('+ dd')).toHaveText(
      euro(intl, bets),
    );
    await expect(sums.locator('dt', { hasText: t('spending.overview.deposits') }).locator('+ dd')).toHaveText(
      euro(intl, 5000),
    );
    await expectAccessible();
  });
