import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import * as login from '../../routes/login';

const player: Record<string, Answer> = {
  'GET /player-api/player': () => json({ success: true, userId: 7, nickName: 'T', firstName: 'T', lastName: 'T' }),
};

describe('language switcher for a logged-in player', () => {
  it('stores the new language on the server (the language-change flow)', async () => {
    const stored: string[] = [];
    const { router } = renderApp({
      path: '/en/nothing/here',
      pages: { LOGIN: login },
      signedIn: true,
      answers: {
        ...player,
        'POST /player-api/player/changeLanguage': async (request) => {
          stored.push(await request.text());
          return json({ success: true });
        },
      },
    });
    // The player is logged in once the bottom bar offers the profile (log out is in the profile panel).
    await screen.findByRole('button', { name: 'Profile' }, { timeout: 5000 });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Eesti' }),
    );
    await waitFor(() => expect(stored).toEqual(['language=et']));
    expect(router.state.location.pathname).toBe('/et');
  });

  it('goes home in the new locale when the server refuses the change', async () => {
    const { router } = renderApp({
      path: '/ei/ole',
      pages: { LOGIN: login },
      signedIn: true,
      answers: {
        ...player,
        'POST /player-api/player/changeLanguage': () => json({ success: false, errorCode: 100, error: 'No' }, 500),
      },
    });
    await screen.findByRole('button', { name: 'Profiili' }, { timeout: 5000 });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Kieli' })).getByRole('link', { name: 'English' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });

  it('asks nothing of the server for a visitor', async () => {
    const { requests, router } = renderApp({ path: '/en/nothing/here' });
    await screen.findByRole('link', { name: 'Register' });
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Language' })).getByRole('link', { name: 'Suomi' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requests.some((request) => request.includes('changeLanguage'))).toBe(false);
  });
});
