import { SIGNED_IN_COOKIE } from '@casino/flows';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { json, renderApp } from '../../../test/app-harness';

const wide = (matches: boolean) =>
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({ matches, media: query, addEventListener() {}, removeEventListener() {} }),
  });

afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

/** The app and the dropdown's code load on demand: on a busy machine that takes more than findBy's second. */
const slow = { timeout: 8000 };

// The whole app renders; on a busy two-core machine a login takes a few seconds.
describe('header log in', { timeout: 20_000 }, () => {
  it('opens the login form in a dropdown on a wide screen, and logs the player in there', async () => {
    wide(true);
    let loggedIn = false;
    const { router } = renderApp({
      path: '/en/nothing/here',
      answers: {
        'POST /player-api/login': () => {
          loggedIn = true;
          document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
          return json({ success: true });
        },
        'GET /player-api/player/activity': () => json({ success: true, activities: [], count: 5 }),
        'GET /player-api/player': () =>
          loggedIn ? json({ success: true, userId: 7, nickName: 'T', firstName: 'T', lastName: 'T' }) : json({}, 401),
      },
    });
    await screen.findByRole('link', { name: 'Register' }, slow);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }));
    const panel = await screen.findByRole('dialog', { name: 'Log in' }, slow);
    // The logged-out panel (spec 2.5): the forgot-password link and the bank login beside the form.
    expect(within(panel).getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe(
      '/en/login/forgotPassword',
    );
    expect(within(panel).getByRole('button', { name: 'Log in with your bank' })).toBeTruthy();
    await userEvent.type(within(panel).getByLabelText('E-mail'), 'teppo@example.com');
    await userEvent.type(within(panel).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Log out' }, slow)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/nothing/here');
  });

  it('goes to the login page on a phone', async () => {
    wide(false);
    const { router } = renderApp({ path: '/en/nothing/here' });
    await screen.findByRole('link', { name: 'Register' }, slow);
    await userEvent.click(screen.getAllByRole('link', { name: 'Log in' })[0]!);
    expect(router.state.location.pathname).toBe('/en/login');
  });
});
