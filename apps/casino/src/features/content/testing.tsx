import type { Api } from '@casino/api-client';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { contentServices, renderRoutes, type Content } from '../../../test/page-harness';
import { createQueryClient } from '../../app/query-client';
import { runLoad, type LoadPage } from '../../app/route-data';
import type { RouteName } from '../../app/routes';
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

export type { Content };

/** The clients on a stubbed content service; `requests` records every content path asked. */
export function contentApi(content: Content = {}): { api: Api; requests: string[] } {
  const { api, requests } = contentServices(content);
  return { api, requests };
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
  const routes = Object.fromEntries(
    Object.entries(pages).map(([name, Component]) => {
      const load = loads[name as RouteName];
      return [
        name,
        {
          Component,
          ...(load && {
            loader: ({ params, request }: LoaderFunctionArgs) => runLoad({ api, queryClient }, request, params, load),
          }),
        },
      ];
    }),
  );
  const router = renderRoutes(path, routes, { api, queryClient, texts });
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
