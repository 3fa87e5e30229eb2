import { SIGNED_IN_COOKIE } from '@casino/flows';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, type Answer } from '../../../test/app-harness';
import * as login from '../../routes/login';
import type * as providerRecord from '../../shared/payments/provider-record';
import { leaveForProvider } from '../../shared/payments/provider-record';

vi.mock('../../shared/payments/provider-record', async (original) => ({
  ...(await original<typeof providerRecord>()),
  leaveForProvider: vi.fn(),
}));

/** The app, its dialog and the machines load on demand: on a busy machine that takes more than findBy's second. */
const slow = { timeout: 8000 };

const RECORD_KEY = 'casino.providerRecord';
const methods = () =>
  json({ success: true, methods: [{ method: 'trustly', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 } }] });

/** The page's bank login button, once the payment methods are there (it waits, disabled, until then). */
const enabledBankButton = (name: string) =>
  waitFor(() => {
    const button = within(screen.getByRole('main')).getByRole('button', { name });
    expect(button).toHaveProperty('disabled', false);
    return button;
  }, slow);

afterEach(() => {
  vi.mocked(leaveForProvider).mockClear();
  sessionStorage.clear();
  document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
});

// The whole app renders; on a busy two-core machine each step takes a moment.
describe('log in with your bank', { timeout: 20_000 }, () => {
  it.each([
    ['/en/login', 'Log in with your bank', 'FIN'],
    ['/et/sisselogimine', 'Logi sisse pangaga', 'EST'],
  ])(
    'on %s starts with the first method and the country of the locale, keeps the token and goes to the bank',
    async (path, name, country) => {
      const bodies: URLSearchParams[] = [];
      renderApp({
        path,
        pages: { LOGIN: login },
        answers: {
          'GET /player-api/payment/methods': methods,
          'POST /player-api/payment/initLogin': async (request) => {
            bodies.push(new URLSearchParams(await request.text()));
            return json({
              success: true,
              token: 'bank-token',
              redirectUrl: 'https://bank.example/identify?token=bank-token',
            });
          },
        },
      });
      await userEvent.click(await enabledBankButton(name));
      await waitFor(
        () => expect(leaveForProvider).toHaveBeenCalledWith('https://bank.example/identify?token=bank-token'),
        slow,
      );
      expect(Object.fromEntries(bodies[0]!)).toEqual({ country, method: 'trustly' });
      // The record, and the page to come back to (jsdom's own location: the memory router leaves it at '/').
      expect(JSON.parse(sessionStorage.getItem(RECORD_KEY)!)).toEqual({
        type: 'auth',
        token: 'bank-token',
        returnTo: '/',
      });
    },
  );

  it('shows the refusal of the start by its code, and keeps no record', async () => {
    renderApp({
      path: '/en/login',
      pages: { LOGIN: login },
      answers: {
        'GET /player-api/payment/methods': methods,
        'POST /player-api/payment/initLogin': () => json({ success: false, errorCode: 108, error: 'Blocked' }, 403),
      },
    });
    await userEvent.click(await enabledBankButton('Log in with your bank'));
    const main = within(screen.getByRole('main'));
    const alert = (await main.findByText(/not available in your country/)).closest('[role="alert"]') as HTMLElement;
    expect(alert.textContent).toContain('(108)');
    expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
    expect(leaveForProvider).not.toHaveBeenCalled();
  });

  it('waits, disabled, without the payment methods, and says so when they cannot be loaded', async () => {
    renderApp({
      path: '/en/login',
      pages: { LOGIN: login },
      answers: {
        'GET /player-api/payment/methods': () => json({ success: false, errorCode: 100, error: 'Down' }, 500),
      },
    });
    const main = within(await screen.findByRole('main', undefined, slow));
    expect(await main.findByText(/Logging in with your bank is not available right now/, undefined, slow)).toBeTruthy();
    expect(main.getByRole('button', { name: 'Log in with your bank' })).toHaveProperty('disabled', true);
  });
});

/** A visitor back from the bank: the record in the session storage, the answers of the return's calls. */
function back(answers: Record<string, Answer>, returnTo?: string) {
  sessionStorage.setItem(RECORD_KEY, JSON.stringify({ type: 'auth', token: 'bank-token', returnTo }));
  let loggedIn = false;
  const startSession = () => {
    loggedIn = true;
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
  };
  const app = renderApp({
    path: '/en',
    pages: { HOME: { default: () => null }, LOGIN: login },
    answers: {
      'GET /player-api/player': () =>
        loggedIn ? json({ success: true, userId: 9, firstName: 'Maija', lastName: 'Mallikas' }) : json({}, 401),
      ...Object.fromEntries(
        Object.entries(answers).map(([call, answer]) => [
          call,
          async (request: Request) => {
            const response = await answer(request);
            // As the server: an answer ok (a status ok, or an auto-login) starts the session.
            const { status = 'ok' } = (await response.clone().json()) as { status?: string };
            if (response.ok && status === 'ok') startSession();
            return response;
          },
        ]),
      ),
    },
  });
  return app;
}

describe('back from the bank', { timeout: 20_000 }, () => {
  it('logs the player in with the stored token, and forgets it', async () => {
    const tokens: string[] = [];
    back({
      'POST /player-api/payment/loginStatus': async (request) => {
        tokens.push(new URLSearchParams(await request.text()).get('token')!);
        return json({ success: true, status: 'ok' });
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Logging in with your bank' }, slow)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Log out' }, slow)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(tokens).toEqual(['bank-token']);
    expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
  });

  it('asks a new customer for the terms and the privacy policy, then logs in with autoLogin and the flags', async () => {
    const autoLogins: Record<string, string>[] = [];
    back({
      'POST /player-api/payment/loginStatus': () => json({ success: false, errorCode: 214, error: 'Terms' }, 403),
      'POST /player-api/autoLogin': async (request) => {
        const body = Object.fromEntries(new URLSearchParams(await request.text()));
        autoLogins.push(body);
        return body.privacyPolicyChecked === 'true'
          ? json({ success: true })
          : json({ success: false, errorCode: 215, error: 'Privacy' }, 403);
      },
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Accept the terms' }, slow));
    expect(dialog.getByText('You must accept the terms and conditions to continue.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Read the terms' }).getAttribute('href')).toBe('/en/terms');
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Please accept this to continue.')).toBeTruthy();
    expect(autoLogins).toEqual([]);

    await userEvent.click(dialog.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    const privacy = await dialog.findByRole('checkbox', { name: /I accept the privacy policy/ }, slow);
    expect(autoLogins).toEqual([{ t: 'bank-token', policyChecked: 'true', privacyPolicyChecked: 'false' }]);
    await userEvent.click(privacy);
    await userEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('button', { name: 'Log out' }, slow)).toBeTruthy();
    expect(autoLogins[1]).toEqual({ t: 'bank-token', policyChecked: 'true', privacyPolicyChecked: 'true' });
    expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
  });

  it('takes the player back to the page the bank login started from, and on from there once logged in', async () => {
    const { router } = back(
      { 'POST /player-api/payment/loginStatus': () => json({ success: true, status: 'ok' }) },
      '/en/login?redirectUrl=%2Fen%2Fgames',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'), slow);
    // The login page sends a logged-in player on to its redirectUrl (spec 2.2).
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/games'), slow);
  });

  it.each(['https://evil.example/', '//evil.example'])(
    'stays where the bank brought it with returnTo %s',
    async (returnTo) => {
      const { router } = back(
        { 'POST /player-api/payment/loginStatus': () => json({ success: true, status: 'ok' }) },
        returnTo,
      );
      expect(await screen.findByRole('button', { name: 'Log out' }, slow)).toBeTruthy();
      expect(router.state.location.pathname).toBe('/en');
    },
  );

  it('says a cancelled identification did not complete; closing it forgets the record', async () => {
    back({ 'POST /player-api/payment/loginStatus': () => json({ success: true, status: 'cancelled' }) });
    const dialog = await screen.findByRole('dialog', { name: 'The identification was not completed' }, slow);
    expect(sessionStorage.getItem(RECORD_KEY)).toBeNull();
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });

  it('says an identification the bank has not confirmed yet is pending, and checks again', async () => {
    let calls = 0;
    back({
      'POST /player-api/payment/loginStatus': () =>
        json({ success: true, status: ++calls === 1 ? ('pending' as const) : ('ok' as const) }),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Your identification is not finished yet' }, slow));
    await userEvent.click(dialog.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByRole('button', { name: 'Log out' }, slow)).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('shows a failed check by its code and tries again', async () => {
    let calls = 0;
    back({
      'POST /player-api/payment/loginStatus': () =>
        ++calls === 1
          ? json({ success: false, errorCode: 119, error: 'Provider' }, 502)
          : json({ success: true, status: 'ok' }),
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'The login did not succeed' }, slow));
    expect(dialog.getByText('(119)')).toBeTruthy();
    expect(sessionStorage.getItem(RECORD_KEY)).not.toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Log out' }, slow)).toBeTruthy();
  });

  it('loads nothing for a visit without a bank login', async () => {
    const { requests } = renderApp({ path: '/en', pages: { HOME: { default: () => null } } });
    await screen.findByRole('link', { name: 'Register' }, slow);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((request) => request.includes('loginStatus'))).toEqual([]);
  });
});
