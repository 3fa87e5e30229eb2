import { createApi, type Api } from '@casino/api-client';
import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, isRouteErrorResponse, RouterProvider, useRouteError } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../app/i18n';
import { playerKey } from '../../shared/player/player-queries';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { gameBySlugQuery, type Game } from '../../shared/content/queries';
import { SessionProvider } from '../../shared/session/session';
import GamePlayPage from '../../routes/game-play';
import { loadGamePlay, providerPreviewQuery } from './load';

const origin = 'http://casino.test';
const texts = {
  gamePlay: {
    page: { description: 'Play {{title}}.' },
    mode: { demo: 'Demo', real: 'Real money', login: 'I have an account', playForReal: 'Play for real' },
    frame: {
      loading: 'Loading the game…',
      error: 'The game could not be started.',
      retry: 'Try again',
      fullscreen: 'Full screen',
      exitFullscreen: 'Exit full screen',
    },
    more: { title: 'More from {{provider}}' },
  },
  lobby: {
    game: { play: 'Play', new: 'New', rtp: 'RTP {{rtp}}%' },
    rail: { previous: 'Previous: {{group}}', next: 'Next: {{group}}' },
    volatility: { name: 'Volatility', low: 'low', medium: 'medium', high: 'high' },
  },
  errors: { 131: 'The game was not found.', unexpected: 'An unexpected error occurred.' },
};

const game: Game = {
  id: 42,
  name: 'Book of Tests Low',
  friendly_name: 'book-of-tests',
  provider: 12,
  thumbnail: '/images/games/book-of-tests.svg',
  translations: { en: { title: 'Book of Tests' }, fi: { title: 'Testien kirja' } },
  excerpt: 'Suomeksi.',
  excerpt_en: 'Ancient pages with expanding symbols.',
  excerpt_et: 'Eesti keeles.',
  rtp: 89.55,
  volatility: 'medium',
};
const sibling: Game = {
  id: 43,
  name: 'Shark Sprint',
  friendly_name: 'shark-sprint',
  provider: 12,
  thumbnail: '/images/games/shark-sprint.svg',
};

type Answer = (request: Request) => Response | Promise<Response>;
const json = (body: unknown, status = 200) => Response.json(body, { status });
const player = () => json({ success: true, userId: 7, nickName: 'Testi', firstName: 'Teppo', lastName: 'Testaaja' });
const notLoggedIn = () => json({ success: false, errorCode: 115, error: 'Not logged in' }, 401);
const launched = (mode: string) => () => json({ success: true, url: `${origin}/game-launch/42?mode=${mode}&lang=fi` });

/** Clients on a stubbed network: `answers` by 'METHOD /path'; anything else is a 404. */
function stubApi(answers: Record<string, Answer>) {
  const requests: string[] = [];
  const api: Api = createApi({
    playerBaseUrl: `${origin}/player-api`,
    contentBaseUrl: `${origin}/content`,
    avatarBaseUrl: `${origin}/api`,
    cmsBaseUrl: `${origin}/cms`,
    fetch: async (input: RequestInfo | URL) => {
      const request = input instanceof Request ? input : new Request(input);
      const key = `${request.method} ${decodeURIComponent(new URL(request.url).pathname)}`;
      requests.push(key);
      return answers[key]?.(request) ?? new Response('', { status: 404 });
    },
  });
  return { api, requests };
}

/** The page at /en/game/book-of-tests/play with the game and its provider's games already in the cache. */
function renderPage(answers: Record<string, Answer>) {
  const { api, requests } = stubApi(answers);
  // The app's cache: the server's data stays fresh, so the page fetches none of it again.
  const queryClient = createQueryClient();
  queryClient.setQueryData(gameBySlugQuery(api, game.friendly_name).queryKey, game);
  queryClient.setQueryData(providerPreviewQuery(api, 'Relax Gaming').queryKey, [
    { ...game, titles: { en: 'Book of Tests' } },
    { ...sibling, titles: {} },
  ]);
  const router = createMemoryRouter([{ path: '/en/game/:slug/play', Component: GamePlayPage }], {
    initialEntries: ['/en/game/book-of-tests/play'],
  });
  render(
    <Providers api={api} queryClient={queryClient} i18n={createI18n('en', { resources: { en: { common: texts } } })}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </Providers>,
  );
  return { requests, queryClient };
}

const frame = () => screen.findByTitle<HTMLIFrameElement>('Book of Tests');

/** The server's hint that this browser has a session: without it the app asks for no player. */
const signedIn = () => {
  document.cookie = 'casino_signed_in=1; Path=/';
};

describe('game play page', () => {
  afterEach(() => {
    document.cookie = 'casino_signed_in=; Max-Age=0; Path=/';
  });

  it('shows the game in the locale, its provider, excerpt and head, and more of its provider without it', async () => {
    renderPage({ 'GET /player-api/player': notLoggedIn, 'GET /player-api/game/demo/42': launched('demo') });
    const heading = screen.getByRole('heading', { level: 1, name: 'Book of Tests' });
    expect(heading.parentElement?.textContent).toBe('Book of TestsRelax Gaming');
    expect(screen.getByText('Ancient pages with expanding symbols.')).toBeTruthy();
    // Its RTP and volatility as the catalogue states them, in the locale's number format.
    const facts = screen.getByText('RTP 89.55%').closest('[data-slot="game-facts"]')!;
    expect(facts.textContent).toBe('RTP 89.55%Volatilitymedium');
    expect(facts.querySelector('[data-volatility="medium"]')).toBeTruthy();
    const rail = screen.getByRole('region', { name: 'More from Relax Gaming' });
    expect(rail.textContent).toContain('Shark Sprint');
    expect(rail.textContent).not.toContain('Book of Tests');
    await waitFor(() => expect(document.title).toBe('Book of Tests'));
    const description = document.head.querySelector('meta[name="description"]');
    expect(description?.getAttribute('content')).toBe('Ancient pages with expanding symbols.');
    const image = document.head.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? '';
    expect(new URL(image, origin).searchParams.get('url')).toBe(game.thumbnail);
  });

  it('launches the demo for a visitor, in the page locale, and offers Pay N Play and the login back to this page', async () => {
    const { requests } = renderPage({
      'GET /player-api/player': notLoggedIn,
      'GET /player-api/game/demo/42': launched('demo'),
    });
    const iframe = await frame();
    expect(iframe.getAttribute('src')).toBe(`${origin}/game-launch/42?mode=demo&lang=en`);
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(iframe.getAttribute('allow')).toBe('fullscreen');
    expect(screen.getByText('Demo')).toBeTruthy();
    const login = screen.getByRole('link', { name: 'I have an account' });
    expect(login.getAttribute('href')).toBe('/en/login?redirectUrl=%2Fen%2Fgame%2Fbook-of-tests%2Fplay');
    expect(requests).not.toContain('GET /player-api/game/real/42');
    // The deposit of a guest opens over the game, and only then asks for the payment methods.
    expect(requests).not.toContain('GET /player-api/payment/methods');
    await userEvent.click(screen.getByRole('button', { name: 'Play for real' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    await waitFor(() => expect(requests).toContain('GET /player-api/payment/methods'));
  });

  it('launches real money for a logged-in player, without the login offer', async () => {
    signedIn();
    const { requests } = renderPage({
      'GET /player-api/player': player,
      'GET /player-api/game/real/42': launched('real'),
    });
    expect((await frame()).getAttribute('src')).toBe(`${origin}/game-launch/42?mode=real&lang=en`);
    expect(screen.getByText('Real money')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'I have an account' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Play for real' })).toBeNull();
    expect(requests).not.toContain('GET /player-api/game/demo/42');
  });

  it("shows the game's artwork and a loading note in the frame until the game has loaded, then the game", async () => {
    renderPage({ 'GET /player-api/player': notLoggedIn, 'GET /player-api/game/demo/42': launched('demo') });
    const note = screen.getByRole('status');
    expect(note.textContent).toBe('Loading the game…');
    // The artwork is decorative (the frame and the heading name the game) and busy with the note.
    const stage = note.closest('[aria-busy]');
    const poster = stage?.querySelector('img');
    expect(poster?.getAttribute('alt')).toBe('');
    expect(new URL(poster?.getAttribute('src') ?? '', origin).searchParams.get('url')).toBe(game.thumbnail);
    expect(poster?.getAttribute('srcset')).toContain('w=1080');
    expect(stage?.getAttribute('aria-busy')).toBe('true');

    const iframe = await frame();
    // Launched but still loading: the frame waits, unseen, behind the artwork.
    expect(stage?.contains(iframe)).toBe(true);
    expect(getComputedStyle(iframe).visibility).toBe('hidden');
    expect(stage?.querySelector('img')).toBe(poster);
    fireEvent.load(iframe);
    expect(getComputedStyle(iframe).visibility).toBe('visible');
    expect(stage?.querySelector('img')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(stage?.getAttribute('aria-busy')).toBe('false');
  });

  it('launches nothing while the session is being checked', async () => {
    signedIn();
    const { requests } = renderPage({ 'GET /player-api/player': () => new Promise<Response>(() => {}) });
    await waitFor(() => expect(requests).toContain('GET /player-api/player'));
    expect(screen.queryByTitle('Book of Tests')).toBeNull();
    expect(screen.getByText('Loading the game…')).toBeTruthy();
    expect(requests.filter((request) => request.includes('/game/'))).toEqual([]);
  });

  it('says why a game does not start, and starts it on a retry', async () => {
    signedIn();
    let calls = 0;
    renderPage({
      'GET /player-api/player': player,
      'GET /player-api/game/real/42': () =>
        ++calls === 1 ? json({ success: false, errorCode: 131, error: 'Game not found' }, 404) : launched('real')(),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('The game was not found. (131)');
    expect(screen.queryByTitle('Book of Tests')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await frame()).getAttribute('src')).toBe(`${origin}/game-launch/42?mode=real&lang=en`);
  });

  it("refreshes the balance on the slot's round message, and only on one from the slot's frame and origin", async () => {
    signedIn();
    const { queryClient } = renderPage({
      'GET /player-api/player': player,
      'GET /player-api/game/real/42': launched('real'),
    });
    const source = (await frame()).contentWindow;
    queryClient.setQueryData(playerKey('balance'), { success: true, balance: 10 });
    const invalidated = () => queryClient.getQueryState(playerKey('balance'))?.isInvalidated;
    const post = (init: MessageEventInit) =>
      act(() =>
        window.dispatchEvent(new MessageEvent('message', { data: { type: 'balance-changed', balance: 9 }, ...init })),
      );

    post({ origin: 'http://evil.test', source });
    post({ origin, source: window });
    expect(invalidated()).toBe(false);
    post({ origin, source });
    expect(invalidated()).toBe(true);
  });

  describe('where the browser can show an element full screen', () => {
    afterEach(() => {
      Reflect.deleteProperty(document, 'fullscreenEnabled');
      Reflect.deleteProperty(HTMLElement.prototype, 'requestFullscreen');
    });

    it('shows the frame and its wrapper full screen from a named button', async () => {
      Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
      const requestFullscreen = vi.fn(function (this: HTMLElement) {
        return Promise.resolve();
      });
      Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', {
        value: requestFullscreen,
        configurable: true,
      });
      renderPage({ 'GET /player-api/player': notLoggedIn, 'GET /player-api/game/demo/42': launched('demo') });
      const iframe = await frame();
      await userEvent.click(screen.getByRole('button', { name: 'Full screen' }));
      expect(requestFullscreen).toHaveBeenCalledOnce();
      expect(requestFullscreen.mock.contexts[0]).toBe(iframe.parentElement);
    });
  });

  it('is the not-found page (HTTP 404) for an unknown game', async () => {
    const { api, requests } = stubApi({ 'GET /content/games': () => json([]) });
    const queryClient = new QueryClient();
    const url = new URL(`${origin}/en/game/no-such-game/play`);
    const load = loadGamePlay({
      api,
      fetch: (options) => queryClient.ensureQueryData(options),
      locale: 'en',
      params: { slug: 'no-such-game' },
      url,
    });
    await expect(load).rejects.toMatchObject({ init: { status: 404 } });
    expect(requests).toEqual(['GET /content/games']);

    function Boundary() {
      const error = useRouteError();
      return <p>{isRouteErrorResponse(error) ? error.status : 'other'}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/en/game/:slug/play',
          loader: ({ params }) =>
            loadGamePlay({ api, fetch: (o) => queryClient.ensureQueryData(o), locale: 'en', params, url }),
          Component: GamePlayPage,
          ErrorBoundary: Boundary,
          HydrateFallback: () => null,
        },
      ],
      { initialEntries: ['/en/game/no-such-game/play'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('404')).toBeTruthy();
  });
});
