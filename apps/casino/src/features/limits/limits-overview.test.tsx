import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/app-harness';
import * as profileLimits from '../../routes/profile-limits';

const limit = (type: string, amount: number, usedAmount: number) => ({
  type,
  amount,
  usedAmount,
  minAmount: 10,
  maxAmount: 100000,
  autoRenew: true,
  currency: 'EUR',
  coolOff: false,
});
const player = {
  'GET /player-api/player': () => json({ success: true, userId: 7, nickName: 'T', firstName: 'T', lastName: 'T' }),
  'GET /player-api/player/balance': () =>
    json({ success: true, balance: 50, currency: 'EUR', cash: 50, promo: 0, currentTurnover: 0, totalTurnover: 0 }),
  'GET /player-api/player/spending': () =>
    json({
      success: true,
      periods: [1, 7, 30, 365].map((days) => ({
        days,
        deposits: days * 10 + 0.5,
        withdrawals: 0,
        bets: days,
        wins: 0,
        net: -days,
        sessions: 1,
        playedSeconds: 600,
      })),
      days: Array.from({ length: 30 }, (_, index) => ({
        date: `2026-11-${String(index + 1).padStart(2, '0')}`,
        net: -1,
      })),
    }),
};

/** The player's limits have replaced the defaults the page shows while they load. */
const limitsLoaded = () =>
  waitFor(() => expect(screen.getByRole('region', { name: 'Loss limits' }).closest('[inert]')).toBeNull(), {
    timeout: 5000,
  });

describe('profile limits page', () => {
  it('sends a visitor to log in, with the page as redirectUrl', async () => {
    const { router } = renderApp({ path: '/en/profile/limits', pages: { PROFILE_LIMITS: profileLimits } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(router.state.location.search).toBe(`?redirectUrl=${encodeURIComponent('/en/profile/limits')}`);
  });

  it("shows a player's loss limits with what is used, the deposit limits and the cool-off, after the loading screen", async () => {
    renderApp({
      path: '/en/profile/limits',
      pages: { PROFILE_LIMITS: profileLimits },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/player/limits': () =>
          json({
            success: true,
            limits: [limit('dailyLoss', 0, 25), limit('weeklyLoss', 500, 25), limit('monthlyLoss', 1000, 25)],
            trueLimits: {},
            depositLimits: [
              {
                currency: 'EUR',
                ammount: 300,
                usedAmount: 120,
                endTime: new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 30_000).toISOString(),
                weeklyDeposit: true,
              },
              { coolOff: false },
            ],
          }),
      },
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Daily loss limit')).toBeTruthy();
    // 0 is no limit: said so, with the losses so far and no bar; the others show what is used of them.
    const daily = screen.getByText('Daily loss limit').closest<HTMLElement>('[data-slot="limit-card"]')!;
    expect(within(daily).getByText('No limit')).toBeTruthy();
    expect(within(daily).queryByRole('progressbar')).toBeNull();
    // The headroom (an extension): what is left of each limit, and when its period resets.
    const weeklyLoss = screen.getByText('Weekly loss limit').closest<HTMLElement>('[data-slot="limit-card"]')!;
    expect(within(weeklyLoss).getByRole('progressbar', { name: 'Left' }).getAttribute('aria-valuenow')).toBe('475');
    expect(screen.getAllByRole('progressbar', { name: 'Left' })).toHaveLength(3);
    const deposit = screen.getByText('Weekly deposit limit').closest<HTMLElement>('[data-slot="limit-card"]')!;
    expect(within(deposit).getByRole('progressbar', { name: 'Left' }).getAttribute('aria-valuetext')).toBe(
      '€180.00 / €300.00',
    );
    expect(within(deposit).getByText('Resets in 2 days 5 hrs 0 mins')).toBeTruthy();
    expect(screen.getByText('Weekly')).toBeTruthy();
    expect(screen.getAllByText('€300.00')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Set cool-off' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull(), { timeout: 3000 });
  });

  it("shows the default limits, inert, while the player's are on the way, then the player's", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    renderApp({
      path: '/en/profile/limits',
      pages: { PROFILE_LIMITS: profileLimits },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/player/limits': async () => {
          await answered;
          return json({
            success: true,
            limits: [limit('dailyLoss', 0, 0), limit('weeklyLoss', 0, 0), limit('monthlyLoss', 0, 0)],
            trueLimits: {},
            depositLimits: [{ currency: 'EUR', ammount: 300, weeklyDeposit: true }, { coolOff: false }],
          });
        },
      },
    });
    expect(await screen.findByRole('status', { name: 'Loading limits' }, { timeout: 5000 })).toBeTruthy();
    // Daily none, weekly 1,000 and monthly 2,000 EUR (spec 3), in a view that takes no input.
    const weekly = await screen.findByText('€1,000.00');
    expect(screen.getByText('€2,000.00')).toBeTruthy();
    expect(weekly.closest('[inert]')).not.toBeNull();
    answer();
    expect(await screen.findAllByText('€300.00')).not.toHaveLength(0);
    expect(screen.queryByText('€1,000.00')).toBeNull();
    for (const amount of screen.getAllByText('€300.00')) expect(amount.closest('[inert]')).toBeNull();
    expect(screen.queryByRole('status', { name: 'Loading limits' })).toBeNull();
    // The periods not set are open, as for any answer (the defaults had the monthly closed).
    const expanded = (period: string) =>
      screen.getByRole('button', { name: new RegExp(`^${period}`) }).getAttribute('aria-expanded');
    expect([expanded('Daily'), expanded('Weekly'), expanded('Monthly')]).toEqual(['true', 'false', 'true']);
  });

  it('keeps a failed load an error with a retry, not an empty list of limits, and the retry loads them', async () => {
    let fail = true;
    renderApp({
      path: '/en/profile/limits',
      pages: { PROFILE_LIMITS: profileLimits },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/player/limits': () =>
          fail
            ? json({ success: false, errorCode: 100, error: 'Unexpected' }, 500)
            : json({ success: true, limits: [limit('dailyLoss', 100, 5)], trueLimits: {}, depositLimits: [] }),
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 10_000 });
    expect(screen.getByText('The limits could not be loaded. Please try again in a moment.')).toBeTruthy();
    expect(screen.queryByText('Daily loss limit')).toBeNull();
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('Daily loss limit')).toBeTruthy();
  });

  it('shows the spending overview below the limits, the last 30 days first', async () => {
    renderApp({
      path: '/en/profile/limits',
      pages: { PROFILE_LIMITS: profileLimits },
      signedIn: true,
      answers: player,
    });
    const spending = await screen.findByRole('region', { name: 'Your spending' }, { timeout: 10_000 });
    const period = await within(spending).findByRole('tabpanel');
    expect(within(spending).getByRole('tab', { name: '30 days' }).getAttribute('aria-selected')).toBe('true');
    expect(period.textContent).toMatch(/[-−]€30\.00/);
    expect(period.textContent).toContain('€300.50');
    expect(within(spending).getByRole('table', { name: 'Net result per day, last 30 days' })).toBeTruthy();
  });

  it('sets the deposit limits with the cross rules, then leads back to the deposit', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, string>[] = [];
    const deposit = { daily: 0, monthly: 0 };
    const limitsAnswer = () =>
      json({
        success: true,
        limits: [limit('dailyLoss', 0, 0), limit('weeklyLoss', 0, 0), limit('monthlyLoss', 0, 0)],
        trueLimits: {},
        depositLimits: [
          { currency: 'EUR', ammount: deposit.daily, dailyDeposit: true },
          { currency: 'EUR', ammount: 0, weeklyDeposit: true },
          { currency: 'EUR', ammount: deposit.monthly, monthlyDeposit: true },
          { coolOff: false },
        ],
      });
    renderApp({
      path: '/en/profile/limits?next=deposit',
      pages: { PROFILE_LIMITS: profileLimits },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/player/limits': limitsAnswer,
        'POST /player-api/player/limit/deposit': async (request) => {
          const body = Object.fromEntries(new URLSearchParams(await request.text()));
          bodies.push(body);
          if (body.dailyAmount) deposit.daily = Number(body.dailyAmount);
          if (body.monthlyAmount) deposit.monthly = Number(body.monthlyAmount);
          return limitsAnswer();
        },
      },
    });
    await limitsLoaded();
    const daily = screen.getByRole('region', { name: /^Daily/ });
    const monthly = screen.getByRole('region', { name: /^Monthly/ });
    expect(screen.queryByRole('button', { name: 'Continue to deposit' })).toBeNull();

    await user.type(within(daily).getByRole('textbox', { name: 'New limit (€)' }), '500{Enter}');
    expect(await within(daily).findByText('Your changes have been saved.')).toBeTruthy();
    expect(bodies).toEqual([{ dailyAmount: '500', dailyAutoRenew: 'true' }]);

    const monthlyAmount = within(monthly).getByRole('textbox', { name: 'New limit (€)' });
    await user.type(monthlyAmount, '100{Enter}');
    expect(within(monthly).getByText('The limit cannot be lower than your daily limit.')).toBeTruthy();
    expect(monthlyAmount.getAttribute('aria-invalid')).toBe('true');
    await user.clear(monthlyAmount);
    await user.type(monthlyAmount, '9');
    await user.click(within(monthly).getByRole('button', { name: 'Save' }));
    expect(within(monthly).getByText('Min 10€ - Max 100000€')).toBeTruthy();
    expect(bodies).toHaveLength(1);

    await user.clear(monthlyAmount);
    await user.type(monthlyAmount, '2000');
    await user.click(within(monthly).getByRole('checkbox', { name: /Renew automatically/ }));
    await user.click(within(monthly).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your deposit limits are set.')).toBeTruthy();
    expect(bodies[1]).toEqual({ monthlyAmount: '2000', monthlyAutoRenew: 'false' });
    expect(screen.getByRole('button', { name: /^Monthly.*€2,000\.00/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue to deposit' })).toBeTruthy();
  });

  it('changes a loss limit in its card, refusing what the cross rules forbid', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, string>[] = [];
    const lossLimits = [limit('dailyLoss', 100, 25), limit('weeklyLoss', 500, 25), limit('monthlyLoss', 1000, 25)];
    const answer = () =>
      json({ success: true, limits: lossLimits, trueLimits: {}, depositLimits: [{ coolOff: false }] });
    renderApp({
      path: '/en/profile/limits',
      pages: { PROFILE_LIMITS: profileLimits },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/player/limits': answer,
        'POST /player-api/player/limit/loss': async (request) => {
          bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
          lossLimits[0] = limit('dailyLoss', 200, 25);
          return answer();
        },
      },
    });
    const card = (await screen.findByText('Daily loss limit', {}, { timeout: 5000 })).closest(
      '[data-slot="limit-card"]',
    ) as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Change limit' }));
    const amount = within(card).getByRole('textbox', { name: 'New limit (€)' });
    expect((amount as HTMLInputElement).value).toBe('100');
    await user.clear(amount);
    await user.type(amount, '600{Enter}');
    expect(within(card).getByText('The limit cannot be higher than your weekly limit.')).toBeTruthy();
    expect(bodies).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '200{Enter}');
    expect(await within(card).findByText('Your changes have been saved.')).toBeTruthy();
    expect(bodies).toEqual([{ dailyAmount: '200', dailyAutoRenew: 'true' }]);
    expect(within(card).getByText('€200.00')).toBeTruthy();
  });

  it('sets a cool-off after the password, which logs the player out; a wrong password says so', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, string>[] = [];
    let loggedOut = false;
    const { router } = renderApp({
      path: '/en/profile/limits',
      pages: { PROFILE_LIMITS: profileLimits },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/player/limits': () =>
          json({ success: true, limits: [], trueLimits: {}, depositLimits: [{ coolOff: false }] }),
        'POST /player-api/player/limit/coolOff': async (request) => {
          const body = Object.fromEntries(new URLSearchParams(await request.text()));
          bodies.push(body);
          return body.password === 'secret1'
            ? json({ success: true, coolOff: true, endTime: '2026-11-29T10:00:00Z' })
            : json({ success: false, errorCode: 109, error: 'The password is wrong' }, 400);
        },
        'POST /player-api/logout': () => {
          loggedOut = true;
          return json({ success: true });
        },
      },
    });
    await limitsLoaded();
    await user.click(screen.getByRole('button', { name: 'Set cool-off' }));
    expect(screen.getByText('Choose the length of the cool-off.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '3 days' }));
    await user.click(screen.getByRole('button', { name: 'Set cool-off' }));
    const password = screen.getByLabelText('Password');
    expect(document.activeElement).toBe(password);
    expect(
      screen.getByText('Confirm a cool-off of 3 days with your password. You will be logged out at once.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: '3 days' }).getAttribute('aria-checked')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Set cool-off' }));
    await user.type(screen.getByLabelText('Password'), 'wrong1{Enter}');
    expect(await screen.findByText('The password or date of birth is incorrect.')).toBeTruthy();
    expect(loggedOut).toBe(false);

    await user.type(screen.getByLabelText('Password'), 'secret1{Enter}');
    await waitFor(() => expect(loggedOut).toBe(true));
    expect(bodies).toEqual([
      { coolOffDays: '3', password: 'wrong1' },
      { coolOffDays: '3', password: 'secret1' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
  });

  it('switches the reality check on at a chosen interval and off again, and says what it saved', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, string>[] = [];
    let minutes = 0;
    const reality = () => json({ success: true, minutes, nextCheckTime: null });
    renderApp({
      path: '/en/profile/limits',
      pages: { PROFILE_LIMITS: profileLimits },
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/player/limits': () =>
          json({ success: true, limits: [], trueLimits: {}, depositLimits: [{ coolOff: false }] }),
        'GET /player-api/player/limit/realityCheck/reset': reality,
        'POST /player-api/player/limit/time': async (request) => {
          const body = Object.fromEntries(new URLSearchParams(await request.text()));
          bodies.push(body);
          minutes = Number(body.minutes);
          return reality();
        },
      },
    });
    await limitsLoaded();
    const card = screen.getByText('Reality check').closest<HTMLElement>('[data-slot="card"]')!;
    expect(await within(card).findByText(/It is off\./)).toBeTruthy();
    expect(within(card).getByRole('radio', { name: 'Off' }).getAttribute('aria-checked')).toBe('true');

    await user.click(within(card).getByRole('radio', { name: '30 min' }));
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Saved. The next reminder comes in 30 minutes.')).toBeTruthy();
    expect(within(card).getByText(/It is on: every 30 minutes\./)).toBeTruthy();
    expect(bodies).toEqual([{ minutes: '30' }]);

    // A new pick takes the saved message away until it is saved.
    await user.click(within(card).getByRole('radio', { name: 'Off' }));
    expect(within(card).queryByText(/^Saved/)).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Save' }));
    expect(await within(card).findByText('Saved. The reminder is off.')).toBeTruthy();
    expect(bodies).toEqual([{ minutes: '30' }, { minutes: '0' }]);
  });
});
