import { dehydrate } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { contentServices, renderRoutes, type Content } from '../../../test/page-harness';
import type { Game, GameGroup, Supplier } from '../../shared/content/queries';
import type { RouteName } from '../../app/routes';

/** A route module as src/routes.ts loads it. */
export interface PageModule {
  loader: (args: LoaderFunctionArgs) => Promise<unknown>;
  default: ComponentType;
}

export type { Content };

/** UI texts for the tests, the same in every locale: the content under test is what differs by locale. */
const texts = {
  layout: { site: { name: 'Casino' } },
  lobby: {
    game: { play: 'Play', new: 'New', rtp: 'RTP {{rtp}}%' },
    volatility: {
      name: 'Volatility',
      low: 'low',
      medium: 'medium',
      high: 'high',
      empty: 'No games of this volatility now.',
    },
    volatilityFilter: { label: 'Volatility', all: 'All', low: 'Low', medium: 'Medium', high: 'High' },
    rail: { previous: 'Previous: {{group}}', next: 'Next: {{group}}', all: 'Show all' },
    list: { more: 'Show more games', shown: 'Showing {{shown}} of {{total}} games' },
    slots: {
      title: 'Slots – $t(layout.site.name)',
      description: 'All slots.',
      heading: 'Slots',
      all: 'All slots',
      empty: 'No slots now.',
    },
    live: {
      title: 'Live – $t(layout.site.name)',
      description: 'Live games.',
      heading: 'Live casino',
      all: 'All live games',
      empty: 'No live games now.',
    },
    group: {
      title: '{{group}} – $t(layout.site.name)',
      description: 'The games of {{group}}.',
      empty: 'No games in this group now.',
    },
    providers: {
      title: 'Providers – $t(layout.site.name)',
      description: 'All providers.',
      heading: 'Game providers',
      empty: 'No providers now.',
      games_one: '{{count}} game',
      games_other: '{{count}} games',
    },
    provider: {
      title: '{{provider}} – $t(layout.site.name)',
      description: 'Every game by {{provider}}.',
      games: 'Games by {{provider}}',
      empty: 'No games by this provider now.',
    },
  },
};

/**
 * Renders `path` the way the server does: the named routes' real loaders (in every locale) fill a request's query
 * cache through a stubbed content service, and the page renders from that cache. An unknown path or a loader's
 * notFound() shows "HTTP 404". Returns the router and the content paths requested.
 */
export function renderPage(path: string, pages: Partial<Record<RouteName, PageModule>>, content: Content) {
  const { context, requests, api, queryClient } = contentServices(content);
  const routes = Object.fromEntries(
    Object.entries(pages).map(([name, module]) => [
      name,
      { loader: (args: LoaderFunctionArgs) => module.loader({ ...args, context }), Component: module.default },
    ]),
  );
  const router = renderRoutes(path, routes, { api, queryClient, texts });
  return { router, requests, queryClient };
}

/**
 * Calls a route module's loader on the server for `path` with these params, as React Router would; `handedOver`
 * then gives the data of the request's cache that the page would hand the browser.
 */
export function callLoader(module: PageModule, path: string, params: Record<string, string>, content: Content) {
  const { context, queryClient } = contentServices(content);
  const request = new Request(`http://casino.test${path}`);
  const loaded = module.loader({ request, url: new URL(request.url), pattern: '', params, context });
  const handedOver = () => dehydrate(queryClient).queries.map((query) => query.state.data);
  return { loaded, handedOver };
}

/** What a loader threw (a redirect or a not-found answer), or undefined when it finished. */
export const thrownBy = (loaded: Promise<unknown>) =>
  loaded.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );

export const game = (id: number, name: string, extra: Partial<Game> = {}): Game => ({
  id,
  name,
  friendly_name: name.toLowerCase().replaceAll(' ', '-'),
  provider: 1,
  release_date: '1.1.2020',
  thumbnail: `/images/games/${id}.svg`,
  ...extra,
});

export const games = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => game(from + index, `Game ${from + index}`));

export const group = (
  id: number,
  type: GameGroup['type'],
  slug: string,
  name: string,
  extra: Partial<GameGroup> = {},
) => ({ id, type, slug, name, parentId: type === 'slots' ? 1 : 2, ...extra }) satisfies GameGroup;

export const supplier = (id: number, name: string, slug: string, logo?: string): Supplier => ({
  id,
  name,
  slug,
  ...(logo && { logo }),
});
