import { createApi, type Api } from '@casino/api-client';
import { SIGNED_IN_COOKIE } from '@casino/flows';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { afterAll } from 'vitest';
import { setBrowserServices } from '../src/app/browser-services';
import { createI18n } from '../src/app/i18n';
import { Providers } from '../src/app/providers';
import { createQueryClient } from '../src/app/query-client';
import { splitLocale } from '../src/app/routes';
import {
  createAppRouter,
  localeResources,
  type AppRouter,
  type PageModule,
  type Pages,
} from '../src/stories/app-router';

export type { PageModule };

/** An answer of the stubbed network to a request, by 'METHOD /path' (the service prefix included, no query). */
export type Answer = (request: Request) => Response | Promise<Response>;
export const json = (body: unknown, status = 200) => Response.json(body, { status });
export const notLoggedIn = () => json({ success: false, errorCode: 115, error: 'Not logged in' }, 401);

/**
 * GET /player's answer for a logged-in player with `fields` changed: by default one whose marketing prompt is due
 * (no consents, logged in before).
 */
export const aPlayer = (fields: Record<string, unknown> = {}) => ({
  success: true,
  userId: 7,
  nickName: null,
  firstName: 'Maija',
  lastName: 'Mallikas',
  email: 'maija@example.com',
  phoneNumber: null,
  phoneNumberVerified: false,
  country: 'FIN',
  receiveEmail: false,
  receiveSms: false,
  lastLoginTime: '2026-03-01T18:22:05Z',
  ...fields,
});

const ORIGIN = 'http://casino.test';

/** The app's api clients on absolute URLs of a test origin, every request answered by `fetch`. */
export const stubbedApi = (fetch: (input: RequestInfo | URL) => Promise<Response>): Api =>
  createApi({
    playerBaseUrl: `${ORIGIN}/player-api`,
    contentBaseUrl: `${ORIGIN}/content`,
    avatarBaseUrl: `${ORIGIN}/api`,
    cmsBaseUrl: `${ORIGIN}/cms`,
    fetch,
  });

/**
 * Whether a test of this file had a player's page (the session asked for the player). Such a page loads the profile
 * panel and its landing page when the browser is idle (panel-provider.tsx); if the file's last test ended with those
 * imports in flight, they would fail once the environment is gone (vitest's EnvironmentTeardownError, seen on a busy
 * machine). So after the file, the same imports are awaited: they are the ones in flight, not new ones.
 */
let playerAsked = false;
afterAll(async () => {
  if (playerAsked)
    await Promise.all([
      import('../src/features/profile-panel/panel-host'),
      import('../src/features/account/profile-page'),
    ]);
});

export interface AppOptions {
  /** The page to open, e.g. '/en/game/starburst/play'. */
  path: string;
  /** The route modules to mount, by named route, in every locale; any other path is the not-found page. */
  pages?: Pages;
  /** The network: answers by 'GET /content/games'; anything else is a 404. */
  answers?: Record<string, Answer>;
  /** Sets the server's signed-in hint, so the session asks for the player (answer 'GET /player-api/player'). */
  signedIn?: boolean;
}

export interface RenderedApp {
  router: AppRouter;
  api: Api;
  queryClient: QueryClient;
  /** Every request made, as 'METHOD /path?query'. */
  requests: string[];
}

/**
 * Renders the app as the browser runs it — the root route with the site's frame, the given pages with their client
 * loaders, the real translations — on a stubbed network. The clients are the app's own, on absolute URLs.
 */
export function renderApp({ path, pages = {}, answers = {}, signedIn = false }: AppOptions): RenderedApp {
  const requests: string[] = [];
  const api = stubbedApi(async (input) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    requests.push(`${request.method} ${decodeURIComponent(url.pathname)}${url.search}`);
    if (url.pathname === '/player-api/player') playerAsked = true;
    return (
      answers[`${request.method} ${decodeURIComponent(url.pathname)}`]?.(request) ?? new Response('', { status: 404 })
    );
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const i18n = createI18n(splitLocale(path).locale, { resources: localeResources });
  setBrowserServices({ api, queryClient, i18n });
  document.cookie = `${SIGNED_IN_COOKIE}=${signedIn ? '1' : ''}; Path=/${signedIn ? '' : '; Max-Age=0'}`;

  const router = createAppRouter(path, pages);
  render(
    <Providers api={api} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, api, queryClient, requests };
}
