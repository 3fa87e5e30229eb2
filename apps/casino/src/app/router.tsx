import { LOCALES } from '@casino/flows';
import type { ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page';
import { SiteLayout } from '../features/layout/site-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { localePrefix, ROUTES, type RouteName } from './routes';

/** The page of each named route that has one; a new screen adds a row here and its paths in routes.ts. */
const pages: Partial<Record<RouteName, ComponentType>> = {
  HOME: HomePage,
};

/** One branch per locale: fi at '/', en at '/en', et at '/et', each with its localized page paths. */
export const routes: RouteObject[] = LOCALES.map((locale) => ({
  path: localePrefix(locale) || '/',
  Component: SiteLayout,
  children: [
    ...Object.entries(pages).map(([name, Component]) => {
      const path = ROUTES[name as RouteName][locale];
      return path === '/' ? { index: true, Component } : { path: path.slice(1), Component };
    }),
    { path: '*', Component: NotFoundPage },
  ],
}));

/** Whether a path (or a route pattern such as '/en/*') lands on the not-found page. */
export const isNotFoundPath = (path: string): boolean => matchRoutes(routes, path)?.at(-1)?.route.path === '*';
