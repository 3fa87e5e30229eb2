import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPlayer, json, renderApp, type Answer } from '../../../test/app-harness';
import { QUIET_MS } from '../../shared/popups/calm-moment';
import { SitePopups } from './site-popups';

/** Where the popups closed in this session are kept (seen-popups.ts). */
const SEEN_KEY = 'casino.seenPopups';
/** The popups' code and the sanitiser load on demand: on a busy machine that takes longer than a find's second. */
const LAZY = { timeout: 5000 };
/** An empty page: the root mounts the popups. */
const pages = { HOME: { default: () => null } };

const bookWeek = {
  id: 1,
  title: 'Book week',
  content:
    '<p>Free spins on <a href="/en/slots">book games</a> all week.</p>' +
    '<script>window.popupHacked = true</script><img src="/images/x.png" onerror="window.popupHacked = true">',
};
const jackpot = { id: 2, title: 'Jackpot weekend', content: '<p>Double jackpots on Saturday.</p>' };
const settings =
  (...popups: (typeof bookWeek)[]): Answer =>
  () =>
    json({ footer: '', popups });

/** An answer held until the test lets it go. */
function held(answer: Answer) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return { answer: (async (request) => (await released, answer(request))) as Answer, release };
}

/**
 * The popup, found once it shows: the test waits as a person who has stopped doing anything would, the quiet time
 * passing on the faked clock (each poll lets one go by; a popup opens only after one without activity).
 */
async function popup(name: string) {
  await expect
    .poll(async () => {
      await act(() => vi.advanceTimersByTimeAsync(QUIET_MS));
      return screen.queryByRole('dialog', { name });
    }, LAZY)
    .not.toBeNull();
  return screen.getByRole('dialog', { name });
}
/** A user acting on the faked clock. */
const aUser = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
/** Any dialog on the page, also one that another modal dialog hides from the accessibility tree. */
const dialogs = () => screen.queryAllByRole('dialog', { hidden: true });
const popupShowing = () => document.querySelector('[data-site-popup]') !== null;

/** Waits until the popups were asked for and their answer had time to show something. */
async function settled(requests: string[]) {
  await waitFor(() => expect(requests.some((request) => request.startsWith('GET /cms/site-settings'))).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
  await quietTime();
}

/** A quiet time passes, as for a person who has stopped doing anything (each activity starts it again). */
const quietTime = () => act(() => vi.advanceTimersByTimeAsync(QUIET_MS));
/** Whether anything asked for the popups. */
const popupsAsked = (requests: string[]) => requests.some((request) => request.startsWith('GET /cms/'));

beforeEach(() => {
  // The clock runs as the real one, and a test can let the quiet time pass at once.
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  sessionStorage.clear();
  localStorage.clear();
  delete (window as { popupHacked?: boolean }).popupHacked;
});
afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the site popups', { timeout: 20_000 }, () => {
  // First in the file: the page's first interaction is remembered for the window, so every later test runs after one.
  it('ask for nothing before the page’s first interaction, and open only after a quiet time, not at it', async () => {
    const { requests } = renderApp({ path: '/en', pages, answers: { 'GET /cms/site-settings': settings(bookWeek) } });
    await screen.findByRole('main');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(popupsAsked(requests)).toBe(false);
    expect(dialogs()).toEqual([]);
    act(() => void window.dispatchEvent(new Event('touchstart')));
    await waitFor(() => expect(popupsAsked(requests)).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(dialogs()).toEqual([]);
    // Something done before the quiet time is over starts it again: a key, a scroll, the mouse.
    for (const event of [new KeyboardEvent('keydown', { key: 'b' }), new Event('scroll'), new Event('pointermove')]) {
      act(() => void window.dispatchEvent(event));
      await act(() => vi.advanceTimersByTimeAsync(QUIET_MS - 200));
    }
    expect(dialogs()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole('dialog', { name: 'Book week' })).toBeTruthy();
  });

  it('never open while a field has the focus or holds typed text, and open once it is left empty', async () => {
    // Key by key, a tenth of a second apart, as a person types.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay: 100 });
    const { requests } = renderApp({
      path: '/en',
      pages: { HOME: { default: () => <input type="search" aria-label="Search games" /> } },
      answers: { 'GET /cms/site-settings': settings(bookWeek) },
    });
    const search = await screen.findByRole('searchbox', { name: 'Search games' });
    await user.click(search);
    await user.type(search, 'book');
    await settled(requests);
    await quietTime();
    expect(dialogs()).toEqual([]);
    expect(search).toHaveProperty('value', 'book');
    expect(document.activeElement).toBe(search);

    // Left with its text in it: the person has not finished.
    act(() => search.blur());
    await quietTime();
    await quietTime();
    expect(dialogs()).toEqual([]);

    await user.clear(search);
    act(() => search.blur());
    expect(await popup('Book week')).toBeTruthy();
  });

  it.each([
    ['registration', '/en/registration', 'REGISTRATION'],
    ['login', '/en/login', 'LOGIN'],
    ['forgot-password', '/en/login/forgotPassword', 'FORGOT_PASSWORD'],
  ])('show none on the %s page, where a person came to act', async (_page, path, route) => {
    const { requests, router } = renderApp({
      path,
      pages: { ...pages, [route]: { default: () => <input aria-label="E-mail" /> } },
      answers: { 'GET /cms/site-settings': settings(bookWeek) },
    });
    await screen.findByRole('textbox', { name: 'E-mail' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await quietTime();
    expect(popupsAsked(requests)).toBe(false);
    expect(dialogs()).toEqual([]);
    // Back on a browsing page, it shows.
    await act(() => router.navigate('/en'));
    expect(await popup('Book week')).toBeTruthy();
  });

  it('step aside, not closed, when the visitor leaves for a form, and come back on a browsing page', async () => {
    const { router } = renderApp({
      path: '/en',
      pages: { ...pages, REGISTRATION: { default: () => <input aria-label="E-mail" /> } },
      answers: { 'GET /cms/site-settings': settings(bookWeek) },
    });
    await popup('Book week');
    await act(() => router.navigate('/en/registration'));
    await screen.findByRole('textbox', { name: 'E-mail' });
    await quietTime();
    expect(dialogs()).toEqual([]);
    expect(sessionStorage.getItem(SEEN_KEY)).toBeNull();
    await act(() => router.navigate('/en'));
    expect(await popup('Book week')).toBeTruthy();
  });

  it('show the popup of the page’s locale with its HTML sanitised, and the close button focused', async () => {
    const { requests } = renderApp({ path: '/en', pages, answers: { 'GET /cms/site-settings': settings(bookWeek) } });
    const dialog = await popup('Book week');
    expect(requests).toContain('GET /cms/site-settings?lang=en');
    expect(within(dialog).getByRole('link', { name: 'book games' }).getAttribute('href')).toBe('/en/slots');
    expect(dialog.textContent).toContain('Free spins on book games all week.');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect((window as { popupHacked?: boolean }).popupHacked).toBeUndefined();
    // The content describes the dialog.
    expect(dialog.getAttribute('aria-describedby')).toBe(
      within(dialog)
        .getByText(/Free spins/)
        .closest('[id]')?.id,
    );
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
  });

  it('close with the close button, remembered for the session, and focus goes back where it was', async () => {
    const user = aUser();
    const answer = held(settings(bookWeek));
    renderApp({ path: '/en', pages, answers: { 'GET /cms/site-settings': answer.answer } });
    const main = await screen.findByRole('main');
    main.focus();
    answer.release();
    const dialog = await popup('Book week');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialogs()).toEqual([]));
    expect(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null')).toEqual([1]);
    await waitFor(() => expect(document.activeElement).toBe(main));
  });

  it('close with Escape too', async () => {
    const user = aUser();
    renderApp({ path: '/', pages, answers: { 'GET /cms/site-settings': settings(bookWeek) } });
    await popup('Book week');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialogs()).toEqual([]));
    expect(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null')).toEqual([1]);
  });

  it('show one at a time, in order, and a reload with the same session shows none that was closed', async () => {
    const user = aUser();
    const answers = { 'GET /cms/site-settings': settings(bookWeek, jackpot) };
    renderApp({ path: '/en', pages, answers });
    const first = await popup('Book week');
    expect(dialogs()).toHaveLength(1);
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    expect(await popup('Jackpot weekend')).toBeTruthy();
    expect(dialogs()).toHaveLength(1);

    // Reloaded before closing the second: only the second shows again.
    cleanup();
    renderApp({ path: '/en', pages, answers });
    const second = await popup('Jackpot weekend');
    expect(screen.queryByRole('dialog', { name: 'Book week', hidden: true })).toBeNull();
    await user.click(within(second).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialogs()).toEqual([]));

    // Reloaded again: both were closed, none shows.
    cleanup();
    const { requests } = renderApp({ path: '/en', pages, answers });
    await settled(requests);
    expect(dialogs()).toEqual([]);
  });

  it.each([
    ['an error answer', () => json({ footer: '', popups: [bookWeek] }, 500)],
    ['a failed request', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an answer without popups', () => json({ footer: '<p>Footer</p>' })],
  ])('show nothing after %s', async (_case, answer: Answer) => {
    const { requests } = renderApp({ path: '/en', pages, answers: { 'GET /cms/site-settings': answer } });
    await settled(requests);
    expect(dialogs()).toEqual([]);
    expect(sessionStorage.getItem(SEEN_KEY)).toBeNull();
  });

  it('render nothing on the server', () => {
    expect(
      renderToString(
        <MemoryRouter initialEntries={['/en']}>
          <SitePopups />
        </MemoryRouter>,
      ),
    ).toBe('');
  });

  it('wait while a game is played, and show once the player leaves the game page', async () => {
    const user = aUser();
    const { requests } = renderApp({
      path: '/en/game/book-of-dead/play',
      pages: { ...pages, GAME_PAGE: { default: () => <Link to="/en">Leave the game</Link> } },
      answers: { 'GET /cms/site-settings': settings(bookWeek) },
    });
    // The page has had its first interaction (an earlier test): the popups would load at once; long past that, nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    expect(popupsAsked(requests)).toBe(false);
    await user.click(await screen.findByRole('link', { name: 'Leave the game' }));
    expect(await popup('Book week')).toBeTruthy();
  });
});

describe('the site popups beside the account prompts', { timeout: 20_000 }, () => {
  /** A player whose marketing prompt is due (no consents, logged in before, never prompted in this browser). */
  const player = aPlayer({ nickName: 'Maija' });
  /** The marketing prompt is a popup too: it opens at a calm moment. */
  const prompt = () => popup('Would you like to hear about our offers?');

  it('wait while a prompt is open, and show once it is answered', async () => {
    const user = aUser();
    const popups = held(settings(bookWeek));
    renderApp({
      path: '/en',
      pages,
      signedIn: true,
      answers: { 'GET /player-api/player': () => json(player), 'GET /cms/site-settings': popups.answer },
    });
    const dialog = await prompt();
    popups.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await quietTime();
    expect(popupShowing()).toBe(false);
    expect(dialogs()).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(await popup('Book week')).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
  });

  it('step aside, not closed, for a prompt that protects the player opening while one shows, and come back after it', async () => {
    const user = aUser();
    // Consents given (no marketing prompt), and a raised loss limit awaiting its confirmation.
    const playerAnswer = held(() => json(aPlayer({ receiveEmail: true })));
    const raised = { amount: 50, newAmount: 100, increasingToBeConfirmed: true };
    const kept = { amount: 200, newAmount: null, increasingToBeConfirmed: false };
    renderApp({
      path: '/en',
      pages,
      signedIn: true,
      answers: {
        'GET /player-api/player': playerAnswer.answer,
        'GET /player-api/player/limits': () =>
          json({
            success: true,
            limits: [],
            trueLimits: { dailyLoss: raised, weeklyLoss: kept, monthlyLoss: kept },
            depositLimits: [],
          }),
        'GET /cms/site-settings': settings(bookWeek),
      },
    });
    await popup('Book week');
    playerAnswer.release();
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your new loss limits' }, LAZY);
    await waitFor(() => expect(popupShowing()).toBe(false));
    expect(dialogs()).toHaveLength(1);
    expect(sessionStorage.getItem(SEEN_KEY)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await popup('Book week')).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
  });

  it('keep the marketing prompt waiting while one shows: it opens at a calm moment once the popup is closed', async () => {
    const user = aUser();
    const playerAnswer = held(() => json(player));
    renderApp({
      path: '/en',
      pages,
      signedIn: true,
      answers: { 'GET /player-api/player': playerAnswer.answer, 'GET /cms/site-settings': settings(bookWeek) },
    });
    const shown = await popup('Book week');
    playerAnswer.release();
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    await quietTime();
    await quietTime();
    expect(screen.queryByRole('dialog', { name: 'Would you like to hear about our offers?' })).toBeNull();
    expect(popupShowing()).toBe(true);

    await user.click(within(shown).getByRole('button', { name: 'Close' }));
    expect(await prompt()).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
  });
});
