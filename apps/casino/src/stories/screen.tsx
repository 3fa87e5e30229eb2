import { createApi, defaultApiConfig } from '@casino/api-client';
import { SIGNED_IN_COOKIE, type Locale } from '@casino/flows';
import type { Decorator } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { setBrowserServices } from '../app/browser-services';
import { listenForFirstInteraction } from '../lib/first-interaction';
import { createI18n } from '../app/i18n';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { splitLocale } from '../app/routes';
import { createAppRouter, localeResources, type Pages } from './app-router';
import { siteAnswers } from './site-answers';

/**
 * The scaffold of the screen stories (title 'Screens/…'): a page of the app as the browser runs it — the root route
 * with the site's frame and the given route modules with their client loaders — on the app's own clients at their
 * default relative base URLs, which MSW answers (site-answers.ts), with the real texts of the page's locale, for a
 * visitor or a logged-in player.
 *
 *     const meta = {
 *       title: 'Screens/Home',
 *       component: Home,
 *       decorators: [withScreen],
 *       parameters: screenParameters({ path: '/', pages: { HOME: home } }),
 *     } satisfies Meta<typeof Home>;
 *
 * The router renders the page, so the story's own render is not used. The app keeps its browser services (clients,
 * query cache, i18next) in one module variable, so one story renders per document: the docs page shows each story in
 * its own frame (screenParameters).
 */

/** Who looks at the page: a visitor (no session), or a logged-in player (GET /player-api/player answers). */
export type Session = 'visitor' | 'player';

export interface ScreenParameters {
  /** The page to open, e.g. '/pelit' or '/en/game/book-of-dead/play'. */
  path: string;
  /** The route modules to mount, by named route, in every locale; any other path is the not-found page. */
  pages?: Pages;
  /** Default 'visitor'. */
  session?: Session;
}

/** Where the app keeps the start of the session clock (app/session-timer.ts). */
const SESSION_TIMER_KEY = 'casino.sessionTimerStart';
const DAY_MS = 24 * 60 * 60 * 1000;

function startSession(session: Session) {
  if (session === 'player') {
    document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/`;
    // A start ahead of the clock counts as 0 seconds (flows elapsedSeconds): the session clock stands at 00:00:00, so
    // screenshots do not depend on the second they are taken.
    sessionStorage.setItem(SESSION_TIMER_KEY, String(Date.now() + DAY_MS));
  } else {
    document.cookie = `${SIGNED_IN_COOKIE}=; Path=/; Max-Age=0`;
    sessionStorage.removeItem(SESSION_TIMER_KEY);
  }
}

/**
 * A screen is shown as a page someone has touched: what the app loads at the page's first interaction (the search,
 * the popups, a visitor's session) is there at once, as the screenshots and play functions expect.
 */
function interacted() {
  listenForFirstInteraction();
  window.dispatchEvent(new Event('pointerdown'));
}

function Screen({ path, pages = {}, session = 'visitor' }: ScreenParameters) {
  const locale = splitLocale(path).locale;
  const [app] = useState(() => {
    interacted();
    startSession(session);
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const services = {
      api: createApi(defaultApiConfig),
      queryClient,
      i18n: createI18n(locale, { resources: localeResources }),
    };
    // Before the router: its loaders start at once and read these.
    setBrowserServices(services);
    return { services, router: createAppRouter(path, pages) };
  });

  useEffect(() => {
    const root = document.documentElement;
    const lang = root.lang;
    root.lang = locale;
    return () => {
      root.lang = lang;
    };
  }, [locale]);

  return (
    <Providers {...app.services}>
      <RouterProvider router={app.router} />
    </Providers>
  );
}

/** Renders `parameters.screen` (ScreenParameters) through the app's router; a new app for every story. */
export const withScreen: Decorator = (_Story, { id, parameters }) => {
  const screen = parameters.screen as ScreenParameters | undefined;
  if (!screen) throw new Error(`Story ${id}: withScreen needs parameters.screen ({ path, pages, session }).`);
  return <Screen key={id} {...screen} />;
};

/**
 * A screen story's parameters: the page to render (ScreenParameters), the whole canvas, every answer of the site
 * plus `handlers` (which replace answers of the same name), and docs that show each story in its own frame. A story
 * changes one answer by its name (`parameters: { msw: { handlers: { limits: ... } } }`) or the session
 * (`parameters: { screen: { session: 'player' } }`).
 */
export const screenParameters = (screen: ScreenParameters, handlers: Record<string, HttpHandler> = {}) => ({
  layout: 'fullscreen',
  screen,
  msw: { handlers: { ...siteAnswers, ...handlers } },
  docs: { story: { inline: false, iframeHeight: 720 } },
});

/** The app's texts in `locale`, from its locale files: what a play function expects to see (`t('login.form.email')`). */
export const textsIn = (locale: Locale) => createI18n(locale, { resources: localeResources }).getFixedT(locale);

/**
 * Waits until a login-only page's loading screen (RequireLogin) has left: it covers the viewport and, by the spec's
 * timing, fades 1 s after the player has loaded and goes 0.5 s later, while the page is already rendered beneath.
 */
export const loadingScreenGone = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelector('[data-slot="loading-screen"]')).toBeNull(), { timeout: 5000 });
