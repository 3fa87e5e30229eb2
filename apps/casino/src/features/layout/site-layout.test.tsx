import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, notLoggedIn, renderApp } from '../../../test/app-harness';
import * as home from '../../routes/home';

const player = () => json({ success: true, userId: 7, nickName: 'Teppo', firstName: 'Teppo', lastName: 'Testaaja' });
const balance = (amount: number) => () =>
  json({
    success: true,
    balance: amount,
    currency: 'EUR',
    cash: amount,
    promo: 0,
    currentTurnover: 0,
    totalTurnover: 0,
  });
const footer = '<p>Pelaa vastuullisesti. <a href="https://peluuri.fi">Peluuri</a></p><script>alert(1)</script>';

describe('language switcher', () => {
  it('offers the other two languages, each in its own language, for the same page', async () => {
    renderApp({ path: '/ei-ole?x=1' });
    const switcher = await screen.findByRole('navigation', { name: 'Kieli' });
    const links = within(switcher).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('lang'), link.getAttribute('href')])).toEqual([
      ['English', 'en', '/en?x=1'],
      ['Eesti', 'et', '/et?x=1'],
    ]);
  });

  it('keeps the page and switches the texts', async () => {
    const { router } = renderApp({ path: '/', pages: { HOME: home } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pelit' })).toBeTruthy();
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Kieli' })).getByRole('link', { name: 'English' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Games' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en');
    expect(within(screen.getByRole('navigation', { name: 'Language' })).getAllByRole('link')).toHaveLength(2);
  });
});

describe('not-found page', () => {
  it('answers an unknown path in the locale of its prefix, with a way home', async () => {
    renderApp({ path: '/et/olematu' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lehte ei leitud' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Avalehele' }).getAttribute('href')).toBe('/et');
  });

  it('is what a Finnish path under /en shows', async () => {
    renderApp({ path: '/en/kirjaudu' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});

describe('footer', () => {
  it('shows the sanitised footer HTML of the site settings in the current locale', async () => {
    const { requests } = renderApp({
      path: '/en/nothing',
      answers: { 'GET /content/site-settings': () => json({ footer, popups: [] }) },
    });
    const contentinfo = await screen.findByRole('contentinfo');
    expect(await within(contentinfo).findByRole('link', { name: 'Peluuri' })).toBeTruthy();
    expect(contentinfo.querySelector('script')).toBeNull();
    expect(requests).toContain('GET /content/site-settings?lang=en');
  });

  it('keeps the language switcher when the site settings cannot be loaded', async () => {
    renderApp({ path: '/nothing', answers: { 'GET /content/site-settings': () => json({}, 500) } });
    const contentinfo = await screen.findByRole('contentinfo');
    expect(within(contentinfo).getByRole('navigation', { name: 'Kieli' })).toBeTruthy();
    expect(within(contentinfo).queryByRole('link', { name: 'Peluuri' })).toBeNull();
  });
});

describe('header', () => {
  it('offers a visitor log in, with the page as redirectUrl, and register; it asks for no player', async () => {
    const { requests } = renderApp({ path: '/en/nothing?x=1' });
    expect((await screen.findByRole('link', { name: 'Register' })).getAttribute('href')).toBe('/en/registration');
    for (const login of screen.getAllByRole('link', { name: 'Log in' }))
      expect(login.getAttribute('href')).toBe(`/en/login?redirectUrl=${encodeURIComponent('/en/nothing?x=1')}`);
    expect(requests.some((request) => request.startsWith('GET /player-api/player'))).toBe(false);
  });

  it('shows a logged-in player the balance and logs out, after which the balance is gone', async () => {
    let logouts = 0;
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: {
        'GET /player-api/player': player,
        'GET /player-api/player/balance': balance(125.5),
        'POST /player-api/logout': () => {
          logouts += 1;
          return json({ success: true });
        },
      },
    });
    expect(await screen.findAllByRole('button', { name: /€125\.50/ })).not.toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByRole('link', { name: 'Register' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /€125\.50/ })).toBeNull();
    expect(logouts).toBe(1);
  });

  it("lists a logged-in player's favourites and last played in the casino games menu, and a visitor's not", async () => {
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: { 'GET /player-api/player': player, 'GET /player-api/player/balance': balance(1) },
    });
    await screen.findByRole('button', { name: 'Log out' });
    await userEvent.click(screen.getByRole('button', { name: 'Slots' }));
    expect((await screen.findByRole('link', { name: 'Favourites' })).getAttribute('href')).toBe('/en/games/favourites');
    expect(screen.getByRole('link', { name: 'Last played' }).getAttribute('href')).toBe('/en/games/last-played');
    expect(screen.getByRole('link', { name: 'Game providers' }).getAttribute('href')).toBe('/en/suppliers');
  });

  it('logs the player out when any call answers 115', async () => {
    let sessionGone = false;
    const { queryClient } = renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: {
        'GET /player-api/player': player,
        'GET /player-api/player/balance': () => (sessionGone ? notLoggedIn() : balance(10)()),
      },
    });
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    sessionGone = true;
    await queryClient.refetchQueries({ queryKey: ['player', 'balance'] });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Register' })).toBeTruthy();
    expect(queryClient.getQueryData(['player', 'player'])).toBeUndefined();
  });
});

describe('maintenance gate', () => {
  it('replaces the site with the message in the locale, English when the locale has none', async () => {
    renderApp({
      path: '/et/nothing',
      answers: {
        'GET /content/status': () => json({ maintenance: { en: '<p>Back soon.</p>' }, serviceDisruption: null }),
      },
    });
    expect(await screen.findByText('Back soon.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Keel' })).toBeNull();
  });

  it.each([
    [
      'a seeded picture, through the image endpoint',
      '/images/brand.svg',
      /^\/content\/image\?url=%2Fimages%2Fbrand\.svg&w=640&/,
    ],
    [
      'a logo on another host, as it is',
      'https://cdn.example.com/logo.png',
      /^https:\/\/cdn\.example\.com\/logo\.png$/,
    ],
  ])('shows the configured logo: %s', async (_name, url, src) => {
    renderApp({
      path: '/en/nothing',
      answers: {
        'GET /content/status': () => json({ maintenance: { en: '<p>Back soon.</p>' }, serviceDisruption: null }),
        'GET /content/maintenance': () =>
          json({ appName: 'Kasino', logo: { url, width: 180, height: 50 }, message: {} }),
      },
    });
    const logo = await screen.findByRole('img', { name: 'Kasino' });
    await waitFor(() => expect(logo.getAttribute('src')).toMatch(src));
    expect(logo.getAttribute('width')).toBe('180');
  });

  it('shows a service disruption as a banner above the site', async () => {
    renderApp({
      path: '/en/nothing',
      answers: {
        'GET /content/status': () =>
          json({ maintenance: null, serviceDisruption: { en: '<p>Deposits are slow.</p>' } }),
      },
    });
    expect(await screen.findByText('Deposits are slow.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeTruthy();
  });
});

describe('session clock', () => {
  it('counts a logged-in player’s session from the start kept for the browser session', async () => {
    sessionStorage.setItem('casino.sessionTimerStart', String(Date.now() - (3600 + 62) * 1000));
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: {
        'GET /player-api/player': () =>
          json({ success: true, userId: 7, nickName: 'T', firstName: 'T', lastName: 'T' }),
      },
    });
    expect(await screen.findAllByText(/^01:01:0[2-4]$/)).not.toHaveLength(0);
    sessionStorage.clear();
  });

  it('is not there for a visitor', async () => {
    renderApp({ path: '/en/nothing' });
    await screen.findByRole('link', { name: 'Register' });
    expect(screen.queryByText(/^\d\d:\d\d:\d\d$/)).toBeNull();
  });
});

describe('navigation badges', () => {
  it("count a logged-in player's free-spin bonuses plus campaigns, and wheel spins on the bonus game's and wheel's links", async () => {
    renderApp({
      path: '/en/nothing',
      signedIn: true,
      answers: {
        'GET /player-api/player': player,
        'GET /player-api/bonuswheel/spin': () => json({ success: true, available_spins: 3 }),
        'GET /player-api/player/bonuses/freeSpins': () =>
          json({ success: true, bonuses: { count: 2 }, pageCount: 1, transactions: [] }),
        'GET /player-api/campaigns/depositCampaigns': () =>
          json({
            success: true,
            campaigns: [
              {
                campaignId: 1,
                title: 'Book week',
                minDepositAmount: 20,
                maxPromoLimit: 100,
                freeSpinAmount: 20,
                turnoverFactor: 30,
              },
            ],
          }),
      },
    });
    const bar = await screen.findByRole('navigation', { name: 'Quick menu' });
    expect(await within(bar).findByText('3 bonuses')).toBeTruthy();
    expect((await within(bar).findByRole('link', { name: /Bonus game/ })).getAttribute('href')).toBe('/en/bonus-game');
    expect(within(bar).getByText('3 spins')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect((await within(menu).findByRole('link', { name: /^Bonus wheel/ })).textContent).toContain('3');
  });

  it('are not there, and not asked for, for a visitor', async () => {
    const { requests } = renderApp({ path: '/en/nothing' });
    await screen.findByRole('link', { name: 'Register' });
    expect(requests.some((request) => /bonuswheel|freeSpins|depositCampaigns/.test(request))).toBe(false);
  });
});
