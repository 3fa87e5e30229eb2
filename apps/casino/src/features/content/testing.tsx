import { createApi, defaultApiConfig, type Api } from '@casino/api-client';
import { LOCALES } from '@casino/flows';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  RouterProvider,
  useRouteError,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { createI18n } from '../../app/i18n';
import { Providers } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { runLoad, type LoadPage } from '../../app/route-data';
import { localePrefix, ROUTES, splitLocale, type RouteName } from '../../app/routes';
import type { ArticleListing } from './queries';

/** The feature's texts in English (as in /tmp/i18n/content.json), plus the site name they refer to. */
const texts = {
  layout: { site: { name: 'Casino' } },
  content: {
    news: {
      title: 'News – $t(layout.site.name)',
      description: 'The latest news.',
      heading: 'News',
      empty: 'There is no news right now.',
    },
    campaigns: {
      title: 'Campaigns – $t(layout.site.name)',
      description: 'Our current campaigns.',
      heading: 'Campaigns',
      empty: 'There are no campaigns right now.',
    },
    article: {
      readingTime_one: '{{count}} min read',
      readingTime_other: '{{count}} min read',
      backToNews: 'All news',
      backToCampaigns: 'All campaigns',
    },
    page: { title: '{{title}} – $t(layout.site.name)' },
  },
};

/** Content answers by path after /content, query included (`{ '/articles?lang=en': [...] }`); others are 404. */
export type Content = Record<string, unknown>;

/** The clients on a stubbed content service; `requests` records every content path asked. */
export function contentApi(content: Content = {}): { api: Api; requests: string[] } {
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const key = url.pathname.replace(/^\/content/, '') + url.search;
    requests.push(key);
    return key in content ? Response.json(content[key]) : Response.json({ message: 'Not found' }, { status: 404 });
  };
  const origin = 'http://casino.test';
  return {
    api: createApi({
      playerBaseUrl: origin + defaultApiConfig.playerBaseUrl,
      contentBaseUrl: origin + defaultApiConfig.contentBaseUrl,
      avatarBaseUrl: origin + defaultApiConfig.avatarBaseUrl,
      cmsBaseUrl: origin + defaultApiConfig.cmsBaseUrl,
      fetch: fetch as typeof globalThis.fetch,
    }),
    requests,
  };
}

function RouteError() {
  const error = useRouteError();
  return <p role="alert">{isRouteErrorResponse(error) ? `HTTP ${error.status}` : 'Unexpected error'}</p>;
}

interface RenderOptions {
  /** The screens by route name, in every locale. */
  pages: Partial<Record<RouteName, ComponentType>>;
  /** Each route's data function; without one the page renders from what the cache already has. */
  loads?: Partial<Record<RouteName, LoadPage>>;
  api?: Api;
  /** The app's own cache (data stays fresh for minutes): fill it before rendering. */
  queryClient?: QueryClient;
}

/** Renders `path` among the named routes with the app's providers; a loader's notFound() shows "HTTP 404". */
export function renderContent(
  path: string,
  { pages, loads = {}, api = contentApi().api, queryClient = createQueryClient() }: RenderOptions,
) {
  const routes: RouteObject[] = LOCALES.flatMap((locale) =>
    Object.entries(pages).map(([name, Component]) => {
      const load = loads[name as RouteName];
      return {
        path: localePrefix(locale) + ROUTES[name as RouteName][locale],
        Component,
        ErrorBoundary: RouteError,
        HydrateFallback: () => null,
        ...(load && {
          loader: ({ params, request }: LoaderFunctionArgs) => runLoad({ api, queryClient }, request, params, load),
        }),
      };
    }),
  );
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const locale = splitLocale(path).locale;
  const i18n = createI18n(locale, { resources: { [locale]: { common: texts } } });
  render(
    <Providers api={api} queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, queryClient };
}

/** An article as GET /articles lists it, in English unless told otherwise. */
export const listing = (slug: string, extra: Partial<ArticleListing> = {}): ArticleListing => ({
  slug,
  title: slug.replaceAll('-', ' '),
  thumbnail: `/images/articles/${slug}.svg`,
  date_parsed: '12.3.2026',
  locale: 'en',
  category: 'campaign',
  reading_minutes: 1,
  translations: { en: slug },
  ...extra,
});
