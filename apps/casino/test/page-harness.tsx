import { localePrefix, LOCALES } from '@casino/flows';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  RouterProvider,
  useRouteError,
  type RouteObject,
} from 'react-router';
import type { Api } from '@casino/api-client';
import { createI18n } from '../src/app/i18n';
import { requestServices } from '../src/app/page-context';
import { Providers } from '../src/app/providers';
import { notFound } from '../src/app/route-data';
import { ROUTES, splitLocale, type RouteName } from '../src/app/routes';

/**
 * Content answers by path after /content, query included: `{ '/games-by-group-id=3': [game] }`; others are 404. A
 * list asked a page at a time (`limit`, `offset`) is answered as the content service does: the page of the list
 * without them, and the whole list's length in X-Total-Count.
 */
export type Content = Record<string, unknown>;

const PAGE_PARAMS = ['limit', 'offset'];

function answer(content: Content, url: URL) {
  const query = new URLSearchParams([...url.searchParams].filter(([name]) => !PAGE_PARAMS.includes(name)));
  const key = decodeURIComponent(url.pathname.replace(/^\/content/, '')) + (query.size ? `?${query}` : '');
  if (!(key in content)) return Response.json({ message: 'Not found' }, { status: 404 });
  const list = content[key];
  if (!Array.isArray(list) || !PAGE_PARAMS.some((name) => url.searchParams.has(name))) return Response.json(list);
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const page = list.slice(offset, offset + Number(url.searchParams.get('limit') ?? 500));
  return Response.json(page, { headers: { 'x-total-count': String(list.length) } });
}

/**
 * A page request's services on a stubbed content service, as the server makes them (src/app/page-context.ts): the
 * context its loaders get, its clients and its query cache; `requests` records every content path asked.
 */
export function contentServices(content: Content = {}) {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    requests.push(decodeURIComponent(url.pathname.replace(/^\/content/, '')) + url.search);
    return answer(content, url);
  };
  const context = { fetch: fetch as typeof globalThis.fetch };
  return { context, requests, ...requestServices(context) };
}

function RouteError() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `HTTP ${error.status}` : 'Unexpected error'}</p>;
}

interface PageServices {
  api: Api;
  queryClient: QueryClient;
  /** The texts of the feature under test, the same in every locale. */
  texts: object;
}

/**
 * Renders `path` among the named routes (each at its path in every locale) with the app's providers. An unknown path
 * or a loader's notFound() shows "HTTP 404". Returns the router.
 */
export function renderRoutes(
  path: string,
  routes: Partial<Record<RouteName, Omit<RouteObject, 'path' | 'index' | 'children'>>>,
  { api, queryClient, texts }: PageServices,
) {
  const objects: RouteObject[] = [
    ...LOCALES.flatMap((locale) =>
      Object.entries(routes).map(([name, route]) => ({
        ...route,
        path: localePrefix(locale) + ROUTES[name as RouteName][locale],
        ErrorBoundary: RouteError,
        HydrateFallback: () => null,
      })),
    ),
    { path: '*', loader: () => notFound(), ErrorBoundary: RouteError, HydrateFallback: () => null },
  ];
  const router = createMemoryRouter(objects, { initialEntries: [path] });
  const locale = splitLocale(path).locale;
  const i18n = createI18n(locale, { resources: { [locale]: { common: texts } } });
  render(
    <Providers api={api} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}
