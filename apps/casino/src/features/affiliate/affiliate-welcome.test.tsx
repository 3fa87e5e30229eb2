import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/app-harness';
import * as login from '../../routes/login';
import * as registration from '../../routes/registration';

const affiliate = (reference: string, spins: number) => () =>
  json({
    reference,
    message_fi: 'Tervetuloa kumppanilta!',
    message_en: `Welcome from partner ${reference}!`,
    message_et: 'Tere tulemast partnerilt!',
    granted_free_spins: spins,
    free_spin_game: spins ? { title: 'Book of Gem' } : null,
  });

afterEach(() => {
  sessionStorage.clear();
  document.cookie = 'affiliate=; Max-Age=0; Path=/';
});

describe('affiliate welcome', () => {
  it("shows a visitor from an affiliate's link its message, free spins and a way to register", async () => {
    renderApp({
      path: '/en/login?ref=12',
      pages: { LOGIN: login },
      answers: { 'GET /content/affiliate/12': affiliate('12', 20) },
    });
    expect(await screen.findByText('Welcome from partner 12!')).toBeTruthy();
    expect(screen.getByText('20 free spins: Book of Gem')).toBeTruthy();
  });

  it('leads its register button to the registration page', async () => {
    const { router } = renderApp({
      path: '/en/login?ref=12',
      pages: { LOGIN: login, REGISTRATION: registration },
      answers: { 'GET /content/affiliate/12': affiliate('12', 20) },
    });
    const banner = await screen.findByRole('region', { name: 'Welcome!' });
    const register = within(banner).getByRole('link', { name: 'Register' });
    expect(register.getAttribute('href')).toBe('/en/registration');
    await userEvent.click(register);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/registration'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeTruthy();
  });

  it('falls back to the reference 1 for an unknown affiliate', async () => {
    const { requests } = renderApp({
      path: '/en/login?ref=99',
      pages: { LOGIN: login },
      answers: { 'GET /content/affiliate/1': affiliate('1', 0) },
    });
    expect(await screen.findByText('Welcome from partner 1!')).toBeTruthy();
    expect(requests).not.toContain('GET /content/affiliate/99');
  });

  it('sets the 7-day cookie for a logged-in player instead of the banner', async () => {
    renderApp({
      path: '/en/login?ref=12',
      pages: { LOGIN: login },
      signedIn: true,
      answers: {
        'GET /player-api/player': () =>
          json({ success: true, userId: 7, nickName: 'T', firstName: 'T', lastName: 'T' }),
        'GET /content/affiliate/12': affiliate('12', 20),
      },
    });
    await waitFor(() => expect(document.cookie).toContain('affiliate=12'));
    expect(screen.queryByText('Welcome from partner 12!')).toBeNull();
  });

  it('shows nothing without an affiliate', async () => {
    const { requests } = renderApp({ path: '/en/login', pages: { LOGIN: login } });
    await screen.findAllByRole('link', { name: 'Register' });
    expect(requests.some((request) => request.includes('/affiliate/'))).toBe(false);
  });
});
