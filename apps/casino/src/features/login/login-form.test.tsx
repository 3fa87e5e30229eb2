import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import * as login from '../../routes/login';

const player = () => json({ success: true, userId: 7, nickName: 'Teppo', firstName: 'Teppo', lastName: 'Testaaja' });
const activity = (count: number) => () => json({ success: true, activities: [], count });
const loggedIn: Record<string, Answer> = {
  'GET /player-api/player': player,
  'GET /player-api/player/balance': () =>
    json({ success: true, balance: 10, currency: 'EUR', cash: 10, promo: 0, currentTurnover: 0, totalTurnover: 0 }),
  'POST /payment/prefillDeposit': () => json({ success: true }),
};

/** The app loads its route and texts first: on a busy machine that takes more than findBy's second. */
const slow = { timeout: 8000 };

async function submit(email = 'teppo@example.com', password = 'secret1') {
  await userEvent.type(await screen.findByLabelText('E-mail', undefined, slow), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
}

// The whole app renders; on a busy two-core machine a login takes a few seconds.
describe('login page', { timeout: 20_000 }, () => {
  it('asks for both fields before calling the server', async () => {
    const { requests } = renderApp({ path: '/en/login', pages: { LOGIN: login } });
    await userEvent.click(
      within(await screen.findByRole('main', undefined, slow)).getByRole('button', { name: 'Log in' }),
    );
    expect(await screen.findAllByText('Please fill in this field.')).toHaveLength(2);
    expect(requests.filter((request) => request.startsWith('POST /player-api/login'))).toEqual([]);
  });

  it('shows a wrong password as its error, with the code', async () => {
    renderApp({
      path: '/en/login',
      pages: { LOGIN: login },
      answers: { 'POST /player-api/login': () => json({ success: false, errorCode: 104, error: 'Wrong' }, 401) },
    });
    await submit();
    const alert = (await screen.findByText(/The login details are incorrect\./)).closest('[role="alert"]');
    expect(alert?.textContent).toContain('(104)');
  });

  it.each([
    [114, 'Your account has not been activated yet.', 'Activate your account with the link we sent to your e-mail.'],
    // Closed by the operator: no activation link opens it again.
    [210, 'This account has been closed.', 'To reopen the account, contact customer support.'],
  ])('shows %i as the highlighted notice with its hint and the end time', async (errorCode, message, hint) => {
    renderApp({
      path: '/en/login',
      pages: { LOGIN: login },
      answers: {
        'POST /player-api/login': () =>
          json(
            { success: false, errorCode, error: 'Not active', params: { expireTimestamp: Date.UTC(2026, 11, 24, 12) } },
            403,
          ),
      },
    });
    await submit();
    const notice = (await screen.findByText(message)).closest('[data-slot="notice"]') as HTMLElement;
    expect(notice.getAttribute('role')).toBe('alert');
    expect(within(notice).getByText(hint)).toBeTruthy();
    expect(within(notice).getByText(/Valid until 24\/12\/2026/)).toBeTruthy();
  });

  it('offers a new activation link on 114, sent to the address typed, and says so for any address', async () => {
    const bodies: Record<string, string>[] = [];
    renderApp({
      path: '/en/login',
      pages: { LOGIN: login },
      answers: {
        'POST /player-api/login': () => json({ success: false, errorCode: 114, error: 'Not activated' }, 403),
        'POST /player-api/player/resendActivation': async (request) => {
          bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
          return json({ success: true });
        },
      },
    });
    await submit('waiting@example.com');
    const notice = (await screen.findByText('Your account has not been activated yet.')).closest<HTMLElement>(
      '[data-slot="notice"]',
    )!;
    await userEvent.click(within(notice).getByRole('button', { name: 'Send a new activation link' }));
    expect(
      await within(notice).findByText(
        'If an account at waiting@example.com is waiting for activation, a new link is on its way. It is valid for 7 days.',
      ),
    ).toBeTruthy();
    expect(bodies).toEqual([{ email: 'waiting@example.com' }]);
  });

  it('offers no new activation link for a closed account (210)', async () => {
    renderApp({
      path: '/en/login',
      pages: { LOGIN: login },
      answers: { 'POST /player-api/login': () => json({ success: false, errorCode: 210, error: 'Closed' }, 403) },
    });
    await submit();
    await screen.findByText('This account has been closed.');
    expect(screen.queryByRole('button', { name: 'Send a new activation link' })).toBeNull();
  });

  it('shows the highlighted notice without an end time when the answer has none', async () => {
    renderApp({
      path: '/en/login',
      pages: { LOGIN: login },
      answers: { 'POST /player-api/login': () => json({ success: false, errorCode: 210, error: 'Not active' }, 403) },
    });
    await submit();
    const notice = (await screen.findByText('This account has been closed.')).closest('[data-slot="notice"]');
    expect(notice?.textContent).toContain('To reopen the account');
    expect(notice?.textContent).not.toContain('Valid until');
  });

  it.each([
    ['/en/login', 214, 'Read the terms', '/en/terms'],
    ['/en/login', 215, 'Read the privacy policy', '/en/privacy'],
    ['/kirjaudu', 214, 'Lue käyttöehdot', '/kayttoehdot'],
    ['/kirjaudu', 215, 'Lue tietosuojaseloste', '/tietosuoja'],
    ['/et/sisselogimine', 215, 'Loe privaatsuspoliitikat', '/et/privaatsus'],
  ])('on %s links the box asked for by %i to its content page (%s: %s)', async (path, errorCode, name, href) => {
    renderApp({
      path,
      pages: { LOGIN: login },
      answers: { 'POST /player-api/login': () => json({ success: false, errorCode, error: 'Policy' }, 403) },
    });
    const email = await within(await screen.findByRole('main', undefined, slow)).findByRole('textbox', undefined, slow);
    const form = within(email.closest('form')!);
    await userEvent.type(email, 'teppo@example.com');
    await userEvent.type(form.getByLabelText(/^(Password|Salasana|Parool)$/), 'secret1');
    await userEvent.click(form.getByRole('button', { name: /^(Log in|Kirjaudu|Logi sisse)$/ }));
    const link = await screen.findByRole('link', { name });
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('asks for the terms when the server says they are not accepted, and sends them once ticked', async () => {
    const bodies: string[] = [];
    renderApp({
      path: '/en/login',
      pages: { LOGIN: login },
      answers: {
        'POST /player-api/login': async (request) => {
          bodies.push(await request.text());
          return json({ success: false, errorCode: 214, error: 'Terms' }, 403);
        },
      },
    });
    await submit();
    const terms = await screen.findByRole('checkbox', { name: /terms and conditions/ });
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please accept this to continue.')).toBeTruthy();
    expect(bodies).toHaveLength(1);
    await userEvent.click(terms);
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(new URLSearchParams(bodies[1]).get('policyChecked')).toBe('true');
  });

  it('takes a new player to the limits page after the first login', async () => {
    const { router } = renderApp({
      path: '/en/login?redirectUrl=%2Fen%2Fgames',
      pages: { LOGIN: login },
      answers: {
        ...loggedIn,
        'POST /player-api/login': () => json({ success: true }),
        'GET /player-api/player/activity': activity(1),
      },
    });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/profile/limits'));
  });

  it.each([
    ['/en/games', '/en/games'],
    ['https://evil.example/', '/en'],
    ['//evil.example', '/en'],
    ['/\\evil.example', '/en'],
    ['javascript:alert(1)', '/en'],
  ])('sends a returning player with redirectUrl %s to %s', async (redirectUrl, destination) => {
    const { router } = renderApp({
      path: `/en/login?redirectUrl=${encodeURIComponent(redirectUrl)}`,
      pages: { LOGIN: login },
      answers: {
        ...loggedIn,
        'POST /player-api/login': () => json({ success: true }),
        'GET /player-api/player/activity': activity(5),
      },
    });
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  });
});
