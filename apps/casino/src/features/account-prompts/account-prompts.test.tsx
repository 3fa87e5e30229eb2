import { DAY_MS } from '@casino/flows';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router';
import { aPlayer, json, renderApp, type Answer } from '../../../test/app-harness';
import { QUIET_MS } from '../../shared/popups/calm-moment';

const KEY = 'casino.lastMarketingNotification';
/** The modals' code loads on demand: on a busy machine that takes longer than a find's default second. */
const LAZY = { timeout: 5000 };
/** The marketing prompt is a popup: it also waits for a calm moment, a quiet time without a key or the mouse. */
const CALM = { timeout: QUIET_MS + LAZY.timeout };
const ok = () => json({ success: true });

/** An empty page: the layout holds the prompts (root.tsx mounts AccountPrompts for a logged-in player). */
const pages = { HOME: { default: () => null } };

function open(player: ReturnType<typeof aPlayer>, answers: Record<string, Answer> = {}) {
  let current: Record<string, unknown> = player;
  return renderApp({
    path: '/en',
    pages,
    signedIn: true,
    answers: {
      'GET /player-api/player': () => json(current),
      ...answers,
      // The completion stores the e-mail: the player loaded again has it.
      'POST /player-api/player/completeAccount': async (request) => {
        const answer = answers['POST /player-api/player/completeAccount'];
        if (answer) return answer(request);
        current = { ...current, email: new URLSearchParams(await request.text()).get('email') };
        return ok();
      },
    },
  });
}

/** The calls of the account completion, in order (the session's loads after the login left out). */
const STEPS = /\/player\/(nickname|email|phonenumber|addPassword|completeAccount|sendVerificationSms)$/;
const calls = (requests: string[]) => requests.filter((request) => STEPS.test(request));

beforeEach(() => {
  localStorage.clear();
  window.dataLayer = [];
});
afterEach(() => localStorage.clear());

describe('the complete-account modal', { timeout: 20_000 }, () => {
  const steps: Record<string, Answer> = {
    'POST /player-api/player/nickname': ok,
    'POST /player-api/player/email': ok,
    'POST /player-api/player/phonenumber': ok,
    'POST /player-api/player/addPassword': ok,
    'GET /player-api/player/sendVerificationSms': ok,
  };
  const bankPlayer = aPlayer({ email: null });

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    const dialog = await screen.findByRole('dialog', { name: 'Complete your account' }, LAZY);
    await user.type(within(dialog).getByLabelText('Nickname'), 'Lucky7');
    await user.type(within(dialog).getByLabelText('E-mail'), 'maija@example.com');
    await user.type(within(dialog).getByLabelText('Phone number'), '401234567');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.type(within(dialog).getByLabelText('Repeat password'), 'secret12');
    return dialog;
  }

  it('cannot be dismissed: no close button, and Escape and a click outside do nothing', async () => {
    // The page behind a modal takes no pointer events: click it anyway, as a player would try.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    open(bankPlayer);
    const dialog = await screen.findByRole('dialog', { name: 'Complete your account' }, LAZY);
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(document.querySelector('[data-slot="dialog-overlay"]')!);
    await user.click(screen.getByRole('main', { hidden: true }));
    expect(screen.getByRole('dialog', { name: 'Complete your account' })).toBeTruthy();
  });

  it('waits while the player is in a game, and shows once they leave it', async () => {
    const user = userEvent.setup();
    // The modal's code loaded before, so that it would show within a few ticks if it were due.
    await import('./complete-account');
    renderApp({
      path: '/en/game/book-of-dead/play',
      pages: {
        ...pages,
        GAME_PAGE: { default: () => <Link to="/en">Back to the lobby</Link> },
      },
      signedIn: true,
      answers: { 'GET /player-api/player': () => json(bankPlayer) },
    });
    const back = await screen.findByRole('link', { name: 'Back to the lobby' }, LAZY);
    // The player has loaded (the header's 'game on' in place of the balance) and the game is not interrupted.
    await screen.findByText('Game on', {}, LAZY);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(back);
    expect(await screen.findByRole('dialog', { name: 'Complete your account' }, LAZY)).toBeTruthy();
  });

  it('runs its steps in order, then tracks the registration, stores the time and closes', async () => {
    const user = userEvent.setup();
    const { requests } = open(bankPlayer, steps);
    const dialog = await fill(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /offers and news/ }));
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(requests)).toEqual([
      'POST /player-api/player/nickname',
      'POST /player-api/player/email',
      'POST /player-api/player/phonenumber',
      'POST /player-api/player/addPassword',
      'POST /player-api/player/completeAccount',
      'GET /player-api/player/sendVerificationSms',
    ]);
    // The player is loaded again: it has its e-mail now.
    expect(requests.filter((request) => request === 'GET /player-api/player').length).toBeGreaterThan(1);
    expect(window.dataLayer).toContainEqual({ event: 'registration.complete' });
    expect(Number(localStorage.getItem(KEY))).toBeGreaterThanOrEqual(before);
    // The time just stored keeps the marketing prompt away.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('checks the fields before any call, with each message on its field', async () => {
    const user = userEvent.setup();
    const { requests } = open(bankPlayer, steps);
    const dialog = await screen.findByRole('dialog', { name: 'Complete your account' }, LAZY);
    await user.type(within(dialog).getByLabelText('Password'), 'abc12');
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));
    expect(within(dialog).getAllByText('Please fill in this field.')).toHaveLength(4);
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Nickname'));
    expect(calls(requests)).toEqual([]);
  });

  it.each([
    [
      'nickname',
      'POST /player-api/player/nickname',
      'Nickname',
      json({ success: false, errorCode: 180 }, 409),
      '(180)',
    ],
    ['e-mail', 'POST /player-api/player/email', 'E-mail', json({ success: false, errorCode: 180 }, 409), '(409)'],
    [
      'phone',
      'POST /player-api/player/phonenumber',
      'Phone number',
      json({ success: false, errorCode: 195 }, 400),
      '(400)',
    ],
    ['password', 'POST /player-api/player/addPassword', 'Password', json({ success: false }, 500), '(180)'],
  ])('stops at a failed %s step with its error on that field', async (_step, path, label, answer, code) => {
    const user = userEvent.setup();
    const { requests } = open(bankPlayer, { ...steps, [path]: () => answer.clone() });
    const dialog = await fill(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save and continue' }));

    const field = within(dialog).getByLabelText(label);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(message?.textContent).toContain(code);
    expect(document.activeElement).toBe(field);
    expect(calls(requests).at(-1)).toBe(path);
    expect(screen.getByRole('dialog', { name: 'Complete your account' })).toBeTruthy();
  });
});

describe('the marketing prompt', { timeout: 20_000 }, () => {
  it('shows to a player without consents and sets both when accepted', async () => {
    const user = userEvent.setup();
    const bodies: string[] = [];
    open(aPlayer(), {
      'POST /player-api/player/updateFields': async (request) => {
        bodies.push(await request.text());
        return json(aPlayer({ receiveEmail: true, receiveSms: true }));
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Would you like to hear about our offers?' }, CALM);
    expect(Number(localStorage.getItem(KEY))).toBeGreaterThan(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, please' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies.map((body) => Object.fromEntries(new URLSearchParams(body)))).toEqual([
      { receiveSms: 'true', receiveEmail: 'true' },
    ]);
  });

  it('is declined without a call, and the time it showed is kept', async () => {
    const user = userEvent.setup();
    const { requests } = open(aPlayer());
    const dialog = await screen.findByRole('dialog', { name: 'Would you like to hear about our offers?' }, CALM);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((request) => request.includes('updateFields'))).toBe(false);
    expect(Number(localStorage.getItem(KEY))).toBeGreaterThan(0);
  });

  it('is a popup: never on a page where the player came to act, and on a browsing page only after a quiet time', async () => {
    const user = userEvent.setup();
    // The prompt's code loaded before, so that it would show within a few ticks if nothing held it.
    await import('./marketing-prompt');
    renderApp({
      path: '/en/profile/limits',
      pages: { ...pages, PROFILE_LIMITS: { default: () => <Link to="/en">To the lobby</Link> } },
      signedIn: true,
      answers: { 'GET /player-api/player': () => json(aPlayer()) },
    });
    const lobby = await screen.findByRole('link', { name: 'To the lobby' }, LAZY);
    await act(() => new Promise((resolve) => setTimeout(resolve, QUIET_MS + 500)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();

    await user.click(lobby);
    const clicked = Date.now();
    await screen.findByRole('dialog', { name: 'Would you like to hear about our offers?' }, CALM);
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(QUIET_MS);
  });

  it.each([
    ['shown 29 days ago', 29 * DAY_MS, aPlayer(), false],
    ['shown 30 days ago', 30 * DAY_MS + 60_000, aPlayer(), true],
    ['an e-mail consent given', null, aPlayer({ receiveEmail: true }), false],
    ['a first login (no last login)', null, aPlayer({ lastLoginTime: null }), false],
  ])('follows the 30-day rule: %s', async (_case, ago, player, shown) => {
    if (ago !== null) localStorage.setItem(KEY, String(Date.now() - ago));
    open(player);
    if (shown) expect(await screen.findByRole('dialog', {}, CALM)).toBeTruthy();
    else {
      await screen.findByRole('main');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});

describe('the loss-limit confirmation', { timeout: 20_000 }, () => {
  const limitsWith = (daily: Record<string, unknown>) => ({
    success: true,
    limits: [],
    trueLimits: {
      dailyLoss: { amount: 50, newAmount: null, increasingToBeConfirmed: false, ...daily },
      weeklyLoss: { amount: 200, newAmount: null, increasingToBeConfirmed: false },
      monthlyLoss: { amount: 500, newAmount: null, increasingToBeConfirmed: false },
    },
    depositLimits: [],
  });
  const awaiting = limitsWith({ newAmount: 100, increasingToBeConfirmed: true });
  // Consents given: no marketing prompt beside it.
  const consenting = aPlayer({ receiveEmail: true });

  it('shows the raise that awaits, confirms it with the periods, says so, and closes', async () => {
    const user = userEvent.setup();
    const bodies: string[] = [];
    open(consenting, {
      'GET /player-api/player/limits': () => json(awaiting),
      'POST /player-api/player/limit/loss': async (request) => {
        bodies.push(await request.text());
        return json(limitsWith({ amount: 100 }));
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new loss limits' }, LAZY);
    expect(within(dialog).getByRole('term').textContent).toBe('Daily loss limit');
    expect(within(dialog).getByRole('definition').textContent).toBe('€50.00 → €100.00');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm all' }));
    expect(await within(dialog).findByText('Your new loss limits are now in effect.')).toBeTruthy();
    expect(bodies).toEqual(['confirm=daily']);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('cancels all; a refusal shows by its code, and the player may try again', async () => {
    const user = userEvent.setup();
    let refuse = true;
    open(consenting, {
      'GET /player-api/player/limits': () => json(awaiting),
      'POST /player-api/player/limit/loss': () =>
        refuse ? json({ success: false, errorCode: 217, error: 'Cool-off' }, 403) : json(limitsWith({})),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new loss limits' }, LAZY);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('(217)');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Cancel all' }));
    expect(await within(dialog).findByText(/The changes were cancelled/)).toBeTruthy();
  });

  it('closed without an answer, stays closed while the same raise awaits', async () => {
    const user = userEvent.setup();
    // Each load differs a little (as the used amounts do with play), and the same raise awaits.
    let load = 0;
    const { requests, queryClient } = open(consenting, {
      'GET /player-api/player/limits': () => json({ ...awaiting, load: ++load }),
    });
    await screen.findByRole('dialog', { name: 'Confirm your new loss limits' }, LAZY);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The limits load again (as the 5-s poll does): the modal does not come back for the same periods.
    const loads = requests.filter((request) => request === 'GET /player-api/player/limits').length;
    await queryClient.refetchQueries({ queryKey: ['player', 'limits'] });
    expect(requests.filter((request) => request === 'GET /player-api/player/limits').length).toBeGreaterThan(loads);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.some((request) => request.startsWith('POST /player-api/player/limit/loss'))).toBe(false);
  });

  it('does not show when nothing awaits', async () => {
    const { requests } = open(consenting, { 'GET /player-api/player/limits': () => json(limitsWith({})) });
    await waitFor(() => expect(requests).toContain('GET /player-api/player/limits'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the reality check', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    sessionStorage.clear();
  });
  const consenting = aPlayer({ receiveEmail: true });
  const interval = (minutes: number) => () => json({ success: true, minutes, nextCheckTime: null });

  async function remindAfterAMinute(answers: Record<string, Answer> = {}) {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    // The session began 25 minutes ago.
    sessionStorage.setItem('casino.sessionTimerStart', String(Date.now() - 25 * 60_000));
    const rendered = open(consenting, {
      'GET /player-api/player/limit/realityCheck/reset': interval(1),
      'POST /player-api/player/limit/resetTime/1': interval(1),
      'GET /player-api/player/spending': () =>
        json({ success: true, periods: [], days: [], session: { startTime: '', bets: 12, wins: 7.5, net: -4.5 } }),
      ...answers,
    });
    // The count starts from the session time's reset.
    await waitFor(() => expect(rendered.requests).toContain('POST /player-api/player/limit/resetTime/1'), LAZY);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, LAZY);
    return { ...rendered, user, dialog };
  }

  it('reminds at the interval with the session so far, and continue starts the next interval', async () => {
    const { user, dialog, requests } = await remindAfterAMinute();
    expect(within(dialog).getByText('You have been logged in for 26 minutes.')).toBeTruthy();
    // The session's result, the server's sums (an extension).
    const line = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(await within(dialog).findByText("This session's net result")).toBeTruthy();
    expect(line("This session's net result")).toBe('-€4.50');
    expect(line('Bets')).toBe('€12.00');
    expect(line('Wins')).toBe('€7.50');
    // It waits for an answer.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();
    const acknowledged = requests.length;
    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.slice(acknowledged)).toContain('GET /player-api/player/limit/realityCheck/reset');
    const asked = requests.filter((request) => request === 'GET /player-api/player/spending').length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('dialog', { name: 'Reality check' }, LAZY)).toBeTruthy();
    // Asked afresh for the next reminder.
    await waitFor(() =>
      expect(requests.filter((request) => request === 'GET /player-api/player/spending')).toHaveLength(asked + 1),
    );
  });

  it('log out ends the session', async () => {
    let logouts = 0;
    const { user, dialog } = await remindAfterAMinute({
      'POST /player-api/logout': () => {
        logouts += 1;
        return json({ success: true });
      },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(logouts).toBe(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a failed acknowledgement keeps the reminder with the error', async () => {
    let down = false;
    const { user, dialog } = await remindAfterAMinute({
      'GET /player-api/player/limit/realityCheck/reset': () =>
        down ? json({ success: false, errorCode: 100, error: 'Down' }, 500) : interval(1)(),
    });
    down = true;
    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('(100)');
    expect(screen.getByRole('dialog', { name: 'Reality check' })).toBeTruthy();
  });

  it('is off without an interval: no count, no reminder', async () => {
    const { requests } = open(consenting, { 'GET /player-api/player/limit/realityCheck/reset': interval(0) });
    await waitFor(() => expect(requests).toContain('GET /player-api/player/limit/realityCheck/reset'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(requests.some((request) => request.includes('resetTime'))).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('for a visitor', () => {
  it('asks nothing and shows nothing', async () => {
    const { requests } = renderApp({ path: '/en', pages });
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requests.filter((request) => request.startsWith('GET /player-api/player'))).toEqual([]);
  });
});
