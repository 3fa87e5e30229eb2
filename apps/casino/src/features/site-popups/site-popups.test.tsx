import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { aPlayer, json, renderApp, type Answer } from '../../../test/app-harness';
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

const popup = (name: string) => screen.findByRole('dialog', { name }, LAZY);
/** Any dialog on the page, also one that another modal dialog hides from the accessibility tree. */
const dialogs = () => screen.queryAllByRole('dialog', { hidden: true });
const popupShowing = () => document.querySelector('[data-site-popup]') !== null;

/** Waits until the popups were asked for and their answer had time to show something. */
async function settled(requests: string[]) {
  await waitFor(() => expect(requests.some((request) => request.startsWith('GET /cms/site-settings'))).toBe(true));
  await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  delete (window as { popupHacked?: boolean }).popupHacked;
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the site popups', { timeout: 20_000 }, () => {
  // First in the file: the page's first interaction is remembered for the window, so every later test runs after one.
  it('ask for nothing before the page’s first interaction, and show at a touch', async () => {
    const { requests } = renderApp({ path: '/en', pages, answers: { 'GET /cms/site-settings': settings(bookWeek) } });
    await screen.findByRole('main');
    await act(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    expect(requests.filter((request) => request.startsWith('GET /cms/'))).toEqual([]);
    expect(dialogs()).toEqual([]);
    act(() => void window.dispatchEvent(new Event('touchstart')));
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    renderApp({ path: '/', pages, answers: { 'GET /cms/site-settings': settings(bookWeek) } });
    await popup('Book week');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialogs()).toEqual([]));
    expect(JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? 'null')).toEqual([1]);
  });

  it('show one at a time, in order, and a reload with the same session shows none that was closed', async () => {
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    const { requests } = renderApp({
      path: '/en/game/book-of-dead/play',
      pages: { ...pages, GAME_PAGE: { default: () => <Link to="/en">Leave the game</Link> } },
      answers: { 'GET /cms/site-settings': settings(bookWeek) },
    });
    // The page has had its first interaction (an earlier test): the popups would load at once; long past that, nothing.
    await act(() => new Promise((resolve) => setTimeout(resolve, 2000)));
    expect(requests.filter((request) => request.startsWith('GET /cms/'))).toEqual([]);
    await user.click(await screen.findByRole('link', { name: 'Leave the game' }));
    expect(await popup('Book week')).toBeTruthy();
  });
});

describe('the site popups beside the account prompts', { timeout: 20_000 }, () => {
  /** A player whose marketing prompt is due (no consents, logged in before, never prompted in this browser). */
  const player = aPlayer({ nickName: 'Maija' });
  const prompt = () => screen.findByRole('dialog', { name: 'Would you like to hear about our offers?' }, LAZY);

  it('wait while a prompt is open, and show once it is answered', async () => {
    const user = userEvent.setup();
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
    expect(popupShowing()).toBe(false);
    expect(dialogs()).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(await popup('Book week')).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
  });

  it('step aside, not closed, for a prompt that opens while one shows, and come back after it', async () => {
    const user = userEvent.setup();
    const playerAnswer = held(() => json(player));
    renderApp({
      path: '/en',
      pages,
      signedIn: true,
      answers: { 'GET /player-api/player': playerAnswer.answer, 'GET /cms/site-settings': settings(bookWeek) },
    });
    await popup('Book week');
    playerAnswer.release();
    const dialog = await prompt();
    await waitFor(() => expect(popupShowing()).toBe(false));
    expect(dialogs()).toHaveLength(1);
    expect(sessionStorage.getItem(SEEN_KEY)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(await popup('Book week')).toBeTruthy();
    expect(dialogs()).toHaveLength(1);
  });
});
