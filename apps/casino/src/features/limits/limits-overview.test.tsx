import { screen, waitFor } from '@testing-library/react';
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
};

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
            limits: [limit('dailyLoss', 100, 25), limit('weeklyLoss', 500, 25), limit('monthlyLoss', 1000, 25)],
            trueLimits: {},
            depositLimits: [{ currency: 'EUR', ammount: 300, weeklyDeposit: true }, { coolOff: false }],
          }),
      },
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(await screen.findByText('Daily loss limit')).toBeTruthy();
    expect(screen.getByText('Weekly')).toBeTruthy();
    expect(screen.getByText('€300.00')).toBeTruthy();
    expect(screen.getByText('No cool-off is on.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull(), { timeout: 3000 });
  });
});
