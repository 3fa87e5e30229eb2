import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import { Campaigns } from './campaigns';

const SLOW = { timeout: 5000 };

const player: Record<string, Answer> = {
  'GET /player-api/player': () => json({ success: true, userId: 7, nickName: 'T', firstName: 'T', lastName: 'T' }),
  'GET /player-api/player/balance': () =>
    json({
      success: true,
      balance: 150,
      currency: 'EUR',
      cash: 50,
      promo: 100,
      currentTurnover: 2250,
      totalTurnover: 3000,
    }),
};

const bonus = (id: number, cancellable = true) => ({
  freeSpinsBonusId: id,
  name: `Bonus ${id}`,
  games: [{ translation: 'Book of Dead', friendlyName: 'book-of-dead' }],
  freeSpins: 15,
  total: 20,
  turnoverFactor: 30,
  expirationTime: '2026-03-08T12:00:00Z',
  createdTime: '2026-03-01T12:00:00Z',
  cancellable,
});

/** `count` bonuses, 10 a page, the server's way: page n holds bonuses 10(n-1)+1 … */
const freeSpins =
  (count: () => number): Answer =>
  (request) => {
    const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
    const ids = Array.from({ length: count() }, (_, index) => index + 1).slice((page - 1) * 10, page * 10);
    return json({
      success: true,
      bonuses: { count: count() },
      pageCount: Math.ceil(count() / 10),
      transactions: ids.map((id) => bonus(id, id !== 2)),
    });
  };

const campaign = (id: number) => ({
  campaignId: id,
  title: `Campaign ${id}`,
  minDepositAmount: 20,
  maxPromoLimit: 100,
  freeSpinAmount: 20,
  turnoverFactor: 35,
});

const campaigns =
  (count: number): Answer =>
  () =>
    json({ success: true, campaigns: Array.from({ length: count }, (_, index) => campaign(index + 1)) });

const page = { HOME: { default: () => <Campaigns /> } };

const PAGE_2 = 'GET /player-api/player/bonuses/freeSpins?page=2';

const freeSpinRequests = (requests: string[]) =>
  requests.filter((request) => request.startsWith('GET /player-api/player/bonuses/freeSpins'));

describe('campaigns and free spins', { timeout: 20_000 }, () => {
  it('show the wagering, the campaigns and the bonuses with their terms, unpaged up to 10', async () => {
    renderApp({
      path: '/en',
      pages: page,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/campaigns/depositCampaigns': campaigns(2),
        'GET /player-api/player/bonuses/freeSpins': freeSpins(() => 10),
      },
    });
    // Total less current turnover, of the total: 750 of 3000.
    expect(await screen.findByText('€750.00 / €3,000.00', {}, SLOW)).toBeTruthy();
    const campaignList = screen.getByRole('button', { name: /Deposit campaigns/ });
    expect(campaignList.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByText('Campaign 2')).toBeTruthy();
    expect(screen.getAllByText('35x')).toHaveLength(2);
    expect(await screen.findByText('Bonus 10')).toBeTruthy();
    // The expiry in the Finnish format in every language.
    expect(screen.getAllByText('8.3.2026')).toHaveLength(10);
    expect(screen.getAllByText('30x')).toHaveLength(10);
    // Bonus 2 is not cancellable.
    expect(screen.getAllByRole('button', { name: 'Cancel bonus' })).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: /pages$/ })).toBeNull();
  });

  it('page the bonuses above 10, and a cancel reloads the list on page 1 with the notice', async () => {
    const user = userEvent.setup();
    let count = 12;
    const { requests } = renderApp({
      path: '/en',
      pages: page,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/campaigns/depositCampaigns': campaigns(0),
        'GET /player-api/player/bonuses/freeSpins': freeSpins(() => count),
        'POST /player-api/player/bonuses/freeSpins/cancel': async (request) => {
          expect(new URLSearchParams(await request.text()).get('freeSpinsBonusId')).toBe('11');
          count = 11;
          return json({ success: true });
        },
      },
    });
    expect(await screen.findByText('Bonus 1', {}, SLOW)).toBeTruthy();
    expect(screen.getByText('There are no active deposit campaigns for you right now.')).toBeTruthy();
    const pagination = screen.getByRole('navigation', { name: 'Free spins: pages' });
    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));
    const eleven = (await screen.findByText('Bonus 11')).closest('[data-slot="free-spin-card"]') as HTMLElement;
    await user.click(within(eleven).getByRole('button', { name: 'Cancel bonus' }));

    expect(await screen.findByText('The active bonus has been cancelled.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(await screen.findByText('Bonus 1')).toBeTruthy();
    // Page 1 again, and not the page left.
    const afterCancel = freeSpinRequests(requests).slice(freeSpinRequests(requests).lastIndexOf(PAGE_2) + 1);
    expect(afterCancel).toEqual([`GET /player-api/player/bonuses/freeSpins?page=1`]);
  });

  it('show a refused cancel by its message, and reload page 1 all the same', async () => {
    const user = userEvent.setup();
    const { requests } = renderApp({
      path: '/',
      pages: page,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/campaigns/depositCampaigns': campaigns(0),
        'GET /player-api/player/bonuses/freeSpins': freeSpins(() => 1),
        'POST /player-api/player/bonuses/freeSpins/cancel': () =>
          json({ success: false, errorCode: 195, error: 'No cancellable bonus has this id' }, 400),
      },
    });
    const cancel = await screen.findByRole('button', { name: 'Peru bonus' }, SLOW);
    const loadsBefore = freeSpinRequests(requests).length;
    await user.click(cancel);
    expect(await screen.findByText('Tarkista antamasi tiedot ja yritä uudelleen.')).toBeTruthy();
    await waitFor(() => expect(freeSpinRequests(requests).length).toBeGreaterThan(loadsBefore));
  });

  it('pages the deposit campaigns above 10, 10 a page', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/en',
      pages: page,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/campaigns/depositCampaigns': campaigns(11),
        'GET /player-api/player/bonuses/freeSpins': freeSpins(() => 0),
      },
    });
    expect(await screen.findByText('Campaign 10', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('Campaign 11')).toBeNull();
    expect(screen.getByText('You have no active free spins.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Campaign 11')).toBeTruthy();
    expect(screen.queryByText('Campaign 1')).toBeNull();
  });

  it('ask for a first deposit where the campaigns need payment details (125)', async () => {
    renderApp({
      path: '/en',
      pages: page,
      signedIn: true,
      answers: {
        ...player,
        'GET /player-api/campaigns/depositCampaigns': () =>
          json({ success: false, errorCode: 125, error: 'Add your payment details' }, 400),
        'GET /player-api/player/bonuses/freeSpins': freeSpins(() => 0),
      },
    });
    expect(await screen.findByText('Add your payment details by making your first deposit.', {}, SLOW)).toBeTruthy();
  });
});
