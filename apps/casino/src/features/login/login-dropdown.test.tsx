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

describe('header log in', () => {
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
    await screen.findByRole('link', { name: 'Register' });
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Log in' }));
    const panel = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(panel).getByLabelText('E-mail'), 'teppo@example.com');
    await userEvent.type(within(panel).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/nothing/here');
  });

  it('goes to the login page on a phone', async () => {
    wide(false);
    const { router } = renderApp({ path: '/en/nothing/here' });
    await screen.findByRole('link', { name: 'Register' });
    await userEvent.click(screen.getAllByRole('link', { name: 'Log in' })[0]!);
    expect(router.state.location.pathname).toBe('/en/login');
  });
});
