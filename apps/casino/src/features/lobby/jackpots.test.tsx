import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/app-harness';
import * as home from '../../routes/home';

describe('jackpots on the home page', () => {
  it('shows each jackpot with its amount in the locale', async () => {
    renderApp({
      path: '/en',
      pages: { HOME: home },
      answers: {
        'GET /player-api/jackpots': () =>
          json({
            success: true,
            jackpots: [{ id: 1, name: 'Northern Mega', amount: 100000, currency: 'EUR', gameIds: [5] }],
          }),
      },
    });
    const ticker = await screen.findByRole('region', { name: 'Jackpots now' });
    expect(within(ticker).getByText('Northern Mega')).toBeTruthy();
    expect(within(ticker).getByText('€100,000.00')).toBeTruthy();
  });

  it('leaves them out when they cannot be loaded', async () => {
    renderApp({ path: '/en', pages: { HOME: home }, answers: { 'GET /player-api/jackpots': () => json({}, 500) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Jackpots now' })).toBeNull();
  });
});
