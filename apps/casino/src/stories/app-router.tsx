import { localePrefix, LOCALES, type Locale } from '@casino/flows';
import type { Resource } from 'i18next';
import type { ComponentType } from 'react';
import { createMemoryRouter, type ClientLoaderFunctionArgs, type LoaderFunction, type RouteObject } from 'react-router';
import en from '../../public/locales/en/common.json';
import et from '../../public/locales/et/common.json';
import fi from '../../public/locales/fi/common.json';
import { NAMESPACE } from '../app/i18n';
import { ROUTES, type RouteName } from '../app/routes';
import * as root from '../root';
import * as notFound from '../routes/not-found';

/**
 * The app as the browser runs it, for the vitest harness (test/app-harness.tsx) and the screen stories
 * (screen.tsx): the root route with the site's frame and its client loader, the given route modules in every locale,
 * and the not-found page for any other path. The real route table (src/routes.ts) is React Router's build config;
 * this builds the same tree in memory from named route modules.
 */

/** A route module as src/routes.ts loads it: its browser data function and its page. */
export interface PageModule {
  clientLoader?: (args: ClientLoaderFunctionArgs) => unknown;
  default: ComponentType;
}

/** The route modules to mount, by named route (in every locale). */
export type Pages = Partial<Record<RouteName, PageModule>>;

/** The real texts of every locale (public/locales), for an i18next that loads nothing. */
export const localeResources: Resource = Object.fromEntries(
  Object.entries({ fi, en, et } satisfies Record<Locale, unknown>).map(([locale, texts]) => [
    locale,
    { [NAMESPACE]: texts },
  ]),
);

/** The route tree: root (site frame, layout data), the pages in fi, en and et, then not found. */
function appRoutes(pages: Pages): RouteObject[] {
  const children: RouteObject[] = LOCALES.flatMap((locale) =>
    Object.entries(pages).map(([name, module]) => {
      const pattern = ROUTES[name as RouteName][locale];
      return {
        path: localePrefix(locale) + (pattern === '/' ? '' : pattern) || '/',
        loader: module.clientLoader as LoaderFunction | undefined,
        Component: module.default,
      };
    }),
  );
  return [
    {
      id: 'root',
      path: '/',
      loader: root.clientLoader as LoaderFunction,
      Component: root.default,
      ErrorBoundary: root.ErrorBoundary as ComponentType,
      HydrateFallback: () => null,
      children: [
        ...children,
        { path: '*', loader: notFound.clientLoader as LoaderFunction, Component: notFound.default },
      ],
    },
  ];
}

/**
 * A memory router at `path` over appRoutes(pages). Its loaders start at once and read the browser services, so call
 * setBrowserServices (app/browser-services.ts) first.
 */
export const createAppRouter = (path: string, pages: Pages = {}) =>
  createMemoryRouter(appRoutes(pages), { initialEntries: [path] });

export type AppRouter = ReturnType<typeof createAppRouter>;
