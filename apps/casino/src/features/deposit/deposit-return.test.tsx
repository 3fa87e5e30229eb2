import { SIGNED_IN_COOKIE } from '@casino/flows';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';

/** The app, its dialog and the machines load on demand: on a busy machine that takes more than findBy's second. */
const slow = { timeout: 8000 };
const RECORD_KEY = 'casino.providerRecord';

afterEach(() => {
  sessionStorage.clear();
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
});

/** A player back from the provider with `record` kept; the balance answers 60 €, then 110 € once asked again. */
function back(record: object, answers: Record<string, Answer>) {
  sessionStorage.setItem(RECORD_KEY, JSON.stringify({ type: 'deposit', returnTo: null, ...record }));
  let balanceCalls = 0;
  renderApp({
    path: '/en',
    signedIn: true,
    pages: { HOME: { default: () => null } },
    answers: {
      'GET /player-api/player': () => json({ success: true, userId: 7, nickName: 'Onnekas77' }),
      'GET /player-api/player/balance': () => {
        balanceCalls += 1;
        const balance = balanceCalls === 1 ? 60 : 110;
        return json({ success: true, balance, currency: 'EUR', cash: balance, promo: 0 });
      },
      ...answers,
    },
  });
  return { balanceCalls: () => balanceCalls };
}

const header = async () => within(await screen.findByRole('banner', {}, slow));

describe('back from the payment provider', { timeout: 20_000 }, () => {
  it('asks the status with the token: received shows the amount and the balance refreshes', async () => {
    const tokens: string[] = [];
    back(
      { amount: 50, token: 'tok-1' },
      {
        'POST /player-api/payment/depositStatus': async (request) => {
          tokens.push(new URLSearchParams(await request.text()).get('token') ?? '');
          return json({ success: true, status: 'ok', amount: 50, currency: 'EUR' });
        },
      },
    );
    // A notice, not a dialog: nothing stands between the player and the page (a game, ready to spin).
    const received = await screen.findByText('€50.00 has been added to your balance.', {}, slow);
    const notice = received.closest<HTMLElement>('[data-slot="toast"]')!;
    expect(within(notice).getByText('Deposit received')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tokens).toEqual(['tok-1']);
    expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
    expect(await (await header()).findByRole('button', { name: /€110\.00/ }, slow)).toBeTruthy();

    // Closed before its 5 s, it goes (a click without the pointer events of Radix's swipe, which jsdom lacks).
    fireEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('€50.00 has been added to your balance.')).toBeNull());
  });

  it('a cancelled payment says no money moved; a pending one checks again', async () => {
    const statuses = ['pending', 'cancelled'];
    back(
      { amount: 50, token: 'tok-1' },
      {
        'POST /player-api/payment/depositStatus': () =>
          json({ success: true, status: statuses.shift(), amount: 50, currency: 'EUR' }),
      },
    );
    const pending = within(await screen.findByRole('dialog', { name: 'Deposit pending' }, slow));
    await userEvent.click(pending.getByRole('button', { name: 'Check again' }));
    const cancelled = within(await screen.findByRole('dialog', { name: 'Deposit cancelled' }, slow));
    expect(cancelled.getByText(/No money was moved/)).toBeTruthy();
    expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
  });

  it('a confirmation without a token refreshes the balance without a dialog, and forgets the record', async () => {
    const { balanceCalls } = back({ amount: 50 }, {});
    expect(await (await header()).findByRole('button', { name: /€110\.00/ }, slow)).toBeTruthy();
    expect(balanceCalls()).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
  });
});
