import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Api, PlayerComponents } from '@casino/api-client';
import { WITHDRAWAL_STEPS_POLL_MS } from '@casino/flows';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import { formatDateTime } from '../../lib/format';
import * as transactions from '../../routes/transactions';
import { playerKey, withdrawsQuery } from '../../shared/player/player-queries';
import { PendingWithdrawsPanelPage } from './transaction-panel-pages';

const player: Record<string, Answer> = {
  'GET /player-api/player': () => json({ success: true, userId: 7, nickName: 'T', firstName: 'T', lastName: 'T' }),
  'GET /player-api/player/balance': () =>
    json({ success: true, balance: 50, currency: 'EUR', cash: 50, promo: 0, currentTurnover: 0, totalTurnover: 0 }),
};

/** The first sight of a page waits for the app to start, the player to load and the list to come. */
const SLOW = { timeout: 5000 };

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? 1);

/** Game actions on 5 pages: page n's one row is a round of 'Game n' with a bet of n euros. */
const gameActions: Answer = (request) => {
  const page = pageOf(request);
  return json({
    success: true,
    page,
    pageCount: 5,
    transactions: [
      {
        createdTime: '2026-03-01T18:22:05Z',
        productTranslation: `Game ${page}`,
        betAmount: page,
        winAmount: 0,
        currency: 'EUR',
      },
    ],
  });
};

const pages = {
  TRANSACTIONS: transactions,
  TRANSACTIONS_DEPOSITS: transactions,
  TRANSACTIONS_WITHDRAWALS: transactions,
  TRANSACTIONS_GAMES: transactions,
};

type MoneyTransaction = PlayerComponents['schemas']['MoneyTransaction'];
const REQUESTED = '2026-03-01T18:22:05.000Z';
const APPROVED = '2026-03-01T18:25:05.000Z';
const PAID = '2026-03-01T18:32:05.000Z';
const withdrawal = (steps: MoneyTransaction['steps'], status: MoneyTransaction['status']): MoneyTransaction => ({
  createdTime: REQUESTED,
  status,
  amount: 40,
  currency: 'EUR',
  steps,
});
const requested = withdrawal([{ step: 'requested', time: REQUESTED }], 'pending');
const paid = withdrawal(
  [
    { step: 'requested', time: REQUESTED },
    { step: 'approved', time: APPROVED },
    { step: 'paid', time: PAID },
  ],
  'ok',
);

describe('the transactions routes', { timeout: 20_000 }, () => {
  it('page through the game actions by number: next, last, previous and first', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp({
      path: '/en/profile/transactions/gameactions',
      pages,
      signedIn: true,
      answers: { ...player, 'GET /player-api/transactions/games': gameActions },
    });
    expect(await screen.findByText('Game 1', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('€1.00')).toBeTruthy();
    const pagination = screen.getByRole('navigation', { name: 'Game transactions: pages' });
    expect(within(pagination).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    // First, current, next and last: 1, 2 and 5.
    expect(
      within(pagination)
        .getAllByRole('button', { name: /^Page/ })
        .map((button) => button.textContent),
    ).toEqual(['1', '2', '5']);

    await user.click(within(pagination).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Game 2')).toBeTruthy();
    expect(within(pagination).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(pagination).getByRole('button', { name: 'Page 5' }));
    expect(await screen.findByText('Game 5')).toBeTruthy();
    expect(within(pagination).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    await user.click(within(pagination).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Game 4')).toBeTruthy();
    await user.click(within(pagination).getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Game 1')).toBeTruthy();
    expect(requests.filter((request) => request.startsWith('GET /player-api/transactions/games'))).toEqual([
      'GET /player-api/transactions/games?page=1',
      'GET /player-api/transactions/games?page=2',
      'GET /player-api/transactions/games?page=5',
      'GET /player-api/transactions/games?page=4',
    ]);
  });

  it('show the deposits with their status and sum, and no pagination for one page', async () => {
    renderApp({
      path: '/profile/transactions/deposits',
      pages,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/transactions/deposits': () =>
          json({
            success: true,
            page: 1,
            pageCount: 1,
            transactions: [{ createdTime: '2026-03-01T18:22:05Z', status: 'ok', amount: 1234.5, currency: 'EUR' }],
          }),
      },
    });
    expect(await screen.findByText('Onnistunut', {}, SLOW)).toBeTruthy();
    // Two decimals in EUR in the locale's format (fi: spaces between the thousands and before the sign).
    expect(screen.getByText('1 234,50 €')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /sivut/i })).toBeNull();
  });

  it("show a withdrawal's steps: under way unfolded with the awaited step current, then paid with all three times", async () => {
    const user = userEvent.setup();
    let row = requested;
    const { queryClient } = renderApp({
      path: '/en/profile/transactions/withdraw',
      pages,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/transactions/withdrawals': () =>
          json({ success: true, page: 1, pageCount: 1, transactions: [row] }),
      },
    });
    const date = formatDateTime('en', REQUESTED);
    const toggle = await screen.findByRole('button', { name: `Steps: ${date}, €40.00` }, SLOW);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const steps = () => screen.getByRole('list', { name: `Steps of the withdrawal of ${date}` });
    const items = within(steps()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Requested, done${date}`,
      'Approved, in progressWaiting',
      'Paid, to come',
    ]);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');

    // Paid when the list is asked again (as its polling does): still unfolded as the player saw it, all three done.
    row = paid;
    await queryClient.refetchQueries({ queryKey: playerKey('withdraws') });
    await waitFor(() =>
      expect(
        within(steps())
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        `Requested, done${date}`,
        `Approved, done${formatDateTime('en', APPROVED)}`,
        `Paid, done${formatDateTime('en', PAID)}`,
      ]),
    );
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(steps().querySelector('[aria-current]')).toBeNull();
    // Folded by the player, and unfolded again.
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('list', { name: `Steps of the withdrawal of ${date}` })).toBeNull();
    await user.click(toggle);
    expect(within(steps()).getAllByRole('listitem')).toHaveLength(3);
    expect(steps().querySelector('[aria-current]')).toBeNull();
  });

  it('say when there are no transactions yet', async () => {
    renderApp({
      path: '/en/profile/transactions/deposits',
      pages,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/transactions/deposits': () => json({ success: true, page: 1, pageCount: 0, transactions: [] }),
      },
    });
    expect(await screen.findByText('No transactions yet.', {}, SLOW)).toBeTruthy();
  });

  it('show a failed load with a retry that asks again', async () => {
    const user = userEvent.setup();
    let failing = true;
    renderApp({
      path: '/en/profile/transactions/deposits',
      pages,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/transactions/deposits': () =>
          failing
            ? json({ success: false, errorCode: 100, error: 'Unexpected' }, 500)
            : json({ success: true, page: 1, pageCount: 0, transactions: [] }),
      },
    });
    expect(await screen.findByText('The transactions could not be loaded.', {}, SLOW)).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No transactions yet.')).toBeTruthy();
  });

  it('lead from the overview to the three lists', async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/et/profiil/tehingud', pages, signedIn: true, answers: player });
    const menu = await screen.findByRole('list', { name: 'Tehingud' }, SLOW);
    expect(
      within(menu)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['Sissemaksed', 'Väljamaksed', 'Mängutehingud']);
    await user.click(within(menu).getByRole('button', { name: 'Mängutehingud' }));
    expect(router.state.location.pathname).toBe('/et/profiil/tehingud/mangud');
  });

  it('send a visitor to log in', async () => {
    const { router } = renderApp({ path: '/en/profile/transactions/gameactions', pages });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'), SLOW);
  });
});

describe('the pending withdrawals', { timeout: 20_000 }, () => {
  it('cancel one: the withdrawals and the balance load again, and the row is gone', async () => {
    const user = userEvent.setup();
    let pending = true;
    const { requests } = renderApp({
      path: '/en',
      pages: { HOME: { default: () => <PendingWithdrawsPanelPage /> } },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/transactions/withdrawals': () =>
          json({
            success: true,
            page: 1,
            pageCount: 1,
            transactions: [
              pending
                ? {
                    createdTime: '2026-03-02T10:00:00Z',
                    status: 'pending',
                    amount: 40,
                    currency: 'EUR',
                    reference: 'wd-1',
                  }
                : { createdTime: '2026-03-02T10:00:00Z', status: 'cancelled', amount: 40, currency: 'EUR' },
              { createdTime: '2026-03-01T10:00:00Z', status: 'ok', amount: 25, currency: 'EUR' },
            ],
          }),
        'POST /player-api/payment/cancelWithdraw': async (request) => {
          expect(new URLSearchParams(await request.text()).get('reference')).toBe('wd-1');
          pending = false;
          return json({ success: true });
        },
      },
    });
    const cancel = await screen.findByRole('button', { name: 'Cancel the withdrawal of €40.00' }, SLOW);
    // Only the pending one: the completed withdrawal has nothing to cancel.
    expect(screen.queryByText('€25.00')).toBeNull();
    const balanceLoads = () => requests.filter((request) => request === 'GET /player-api/player/balance').length;
    const before = balanceLoads();
    await user.click(cancel);
    expect(
      await screen.findByText('The withdrawal has been cancelled and the sum returned to your balance.'),
    ).toBeTruthy();
    expect(await screen.findByText('You have no pending withdrawals.')).toBeTruthy();
    await waitFor(() => expect(balanceLoads()).toBeGreaterThan(before));
  });

  it('show a refused cancel by its code', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/en',
      pages: { HOME: { default: () => <PendingWithdrawsPanelPage /> } },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/transactions/withdrawals': () =>
          json({
            success: true,
            page: 1,
            pageCount: 1,
            transactions: [
              {
                createdTime: '2026-03-02T10:00:00Z',
                status: 'pending',
                amount: 40,
                currency: 'EUR',
                reference: 'wd-1',
              },
            ],
          }),
        'POST /player-api/payment/cancelWithdraw': () =>
          json({ success: false, errorCode: 195, error: 'No pending withdrawal' }, 400),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel the withdrawal of €40.00' }, SLOW));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('(195)');
  });
});

describe('the withdrawals query', () => {
  const interval = (transactions: MoneyTransaction[]) => {
    const { refetchInterval } = withdrawsQuery({} as Api);
    if (typeof refetchInterval !== 'function') return refetchInterval;
    const query = { state: { data: { success: true, page: 1, pageCount: 1, transactions } } };
    return refetchInterval(query as unknown as Parameters<typeof refetchInterval>[0]);
  };

  it('polls while a withdrawal on the page is under way, and not once all are final', () => {
    expect(interval([requested])).toBe(WITHDRAWAL_STEPS_POLL_MS);
    expect(
      interval([
        paid,
        withdrawal(
          [
            { step: 'requested', time: REQUESTED },
            { step: 'approved', time: APPROVED },
          ],
          'pending',
        ),
      ]),
    ).toBe(WITHDRAWAL_STEPS_POLL_MS);
    expect(interval([paid])).toBe(false);
    expect(
      interval([
        withdrawal(
          [
            { step: 'requested', time: REQUESTED },
            { step: 'cancelled', time: APPROVED },
          ],
          'cancelled',
        ),
      ]),
    ).toBe(false);
    expect(interval([])).toBe(false);
  });
});
