import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import type * as providerRecord from '../../shared/payments/provider-record';
import { leaveForProvider } from '../../shared/payments/provider-record';
import {
  formOf,
  openFromBalance,
  playerAnswers,
  SLOW,
  stubDesktopViewport,
} from '../../shared/profile-panel/panel-testing';

vi.mock('../../shared/payments/provider-record', async (original) => ({
  ...(await original<typeof providerRecord>()),
  leaveForProvider: vi.fn(),
}));

const RECORD_KEY = 'casino.providerRecord';

beforeEach(stubDesktopViewport);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(leaveForProvider).mockClear();
  sessionStorage.clear();
});

const trustly = (storedData: { reference: string }[]) => ({
  method: 'trustly',
  minAmount: { EUR: 20 },
  maxAmount: { EUR: 5000 },
  storedData,
});

/** The limits answer with these deposit limits (Finland's rule wants the daily and monthly ones). */
const limitsWith = (daily: number, monthly: number) => () =>
  json({
    success: true,
    limits: [],
    trueLimits: {},
    depositLimits: [
      { currency: 'EUR', ammount: daily, dailyDeposit: true },
      { currency: 'EUR', ammount: 0, weeklyDeposit: true },
      { currency: 'EUR', ammount: monthly, monthlyDeposit: true },
      { coolOff: false },
    ],
  });

/**
 * The FIN player with the deposit limits set, the methods and the newest deposits (a failed 300 € one past the last
 * successful 60 € one).
 */
const answers = (storedData: { reference: string }[], calls: Record<string, Answer>) => ({
  ...playerAnswers(),
  'GET /player-api/player/limits': limitsWith(100, 1000),
  'GET /player-api/payment/methods': () => json({ success: true, methods: [trustly(storedData)] }),
  'GET /player-api/transactions/deposits': () =>
    json({
      success: true,
      page: 1,
      pageCount: 1,
      transactions: [
        { createdTime: '2026-11-20T10:00:00Z', status: 'failed', amount: 300, currency: 'EUR' },
        { createdTime: '2026-11-19T10:00:00Z', status: 'ok', amount: 60, currency: 'EUR' },
      ],
    }),
  ...calls,
});

/** The deposit page's presets. */
async function openDeposit(user: ReturnType<typeof userEvent.setup>) {
  await openFromBalance(user, 'Deposit');
  return within(await screen.findByRole('group', { name: 'Choose an amount' }, SLOW));
}

describe('the deposit page', { timeout: 20_000 }, () => {
  it('offers the presets of the last successful deposit; the chosen preset pressed again confirms with the stored reference', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, string>[] = [];
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: answers([{ reference: 'acct-1' }], {
        'POST /player-api/payment/confirmDeposit': async (request) => {
          bodies.push(await formOf(request));
          return json({ success: true, redirectUrl: 'https://pay.example/confirm?reference=r1', token: 'tok-c' });
        },
      }),
    });
    const presets = await openDeposit(user);
    expect(presets.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '€100.00',
      '€150.00',
      '€200.00',
    ]);
    // A returning player has no policy boxes to tick.
    expect(screen.queryByRole('checkbox')).toBeNull();

    await user.click(presets.getByRole('button', { name: '€150.00' }));
    expect(presets.getByRole('button', { name: '€150.00' }).getAttribute('aria-pressed')).toBe('true');
    expect(bodies).toEqual([]);
    await user.click(presets.getByRole('button', { name: '€150.00' }));

    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://pay.example/confirm?reference=r1'));
    expect(bodies).toEqual([{ amount: '150', method: 'trustly', storedDetailReference: 'acct-1' }]);
    // With the confirmation's token, the return asks what was received.
    expect(JSON.parse(sessionStorage.getItem(RECORD_KEY) ?? 'null')).toMatchObject({
      type: 'deposit',
      amount: 150,
      token: 'tok-c',
    });
  });

  it("refuses an amount below the method's minimum, then initiates without a stored reference", async () => {
    const user = userEvent.setup();
    const bodies: Record<string, string>[] = [];
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: answers([], {
        'POST /player-api/payment/initDeposit': async (request) => {
          bodies.push(await formOf(request));
          return json({ success: true, token: 'tok-1', redirectUrl: 'https://pay.example/new' });
        },
      }),
    });
    await openDeposit(user);
    const amount = screen.getByRole<HTMLInputElement>('textbox', { name: 'Or type an amount' });
    // The form opens with the first preset chosen (100 €, after the last successful deposit), so one press deposits
    // it; the player types another amount.
    expect(amount.value).toBe('100');
    await user.clear(amount);
    await user.type(amount, '15');
    await user.click(screen.getAllByRole('button', { name: 'Deposit' }).at(-1)!);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The minimum deposit is €20.00.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '25,50{Enter}');
    await waitFor(() => expect(leaveForProvider).toHaveBeenCalledWith('https://pay.example/new'));
    expect(bodies).toEqual([{ amount: '25.5', method: 'trustly', country: 'FIN', currency: 'EUR' }]);
    expect(JSON.parse(sessionStorage.getItem(RECORD_KEY) ?? 'null')).toMatchObject({ amount: 25.5, token: 'tok-1' });
  });

  it("shows the server's refusal with its code and takes input again", async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: answers([{ reference: 'acct-1' }], {
        'POST /player-api/payment/confirmDeposit': () =>
          json({ success: false, errorCode: 122, error: 'Limit reached' }, 403),
      }),
    });
    const presets = await openDeposit(user);
    await user.click(presets.getByRole('button', { name: '€100.00' }));
    await user.click(presets.getByRole('button', { name: '€100.00' }));
    expect(await screen.findByText('You have reached your gaming or deposit limit.', {}, SLOW)).toBeTruthy();
    expect(leaveForProvider).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Or type an amount' }).hasAttribute('readonly')).toBe(false);
  });

  it("sends a FIN player without the daily and monthly deposit limits to set them first (Finland's rule)", async () => {
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: answers([], { 'GET /player-api/player/limits': limitsWith(100, 0) }),
    });
    const panel = await openFromBalance(user, 'Deposit');
    expect(await within(panel).findByText('Set your deposit limits first', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Choose an amount' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Set deposit limits' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile/limits'));
    expect(router.state.location.search).toBe('?next=deposit');
  });
});
