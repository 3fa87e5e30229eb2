import { createApi, defaultApiConfig, type ApiConfig } from '@casino/api-client';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createI18n } from '../src/app/i18n';
import { Providers } from '../src/app/providers';
import { routes } from '../src/app/router';
import { splitLocale } from '../src/app/routes';

const localeFiles = import.meta.glob<unknown>('../public/locales/*/*.json', { eager: true, import: 'default' });

/** Serves public/locales the way the static server does. */
const localeFetch: typeof fetch = async (url) => {
  const file = localeFiles[`../public${String(url)}`];
  return file ? Response.json(file) : new Response('', { status: 404 });
};

export const json = (body: unknown, status = 200) => Response.json(body, { status });

/** The clients on absolute URLs: Node's fetch has no page to resolve '/content' against. */
const origin = 'http://casino.test';
const testConfig: ApiConfig = {
  playerBaseUrl: origin + defaultApiConfig.playerBaseUrl,
  contentBaseUrl: origin + defaultApiConfig.contentBaseUrl,
  avatarBaseUrl: origin + defaultApiConfig.avatarBaseUrl,
  cmsBaseUrl: origin + defaultApiConfig.cmsBaseUrl,
};

/** Answers to service calls by method and path, e.g. `{ 'GET /content/games': () => json([]) }`. */
export type StubApi = Record<string, (request: Request) => Promise<Response> | Response>;

/**
 * Renders the whole app at `path`, with its real routes, translations and clients, on a stubbed network: `api`
 * answers the service calls it names, any other call gets a 404. Returns the router, the query cache and every request made.
 */
export function renderApp(path: string, api: StubApi) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    requests.push(request);
    const answer = api[`${request.method} ${new URL(request.url).pathname}`];
    return answer ? answer(request) : new Response('', { status: 404 });
  };
  render(
    <Providers
      api={createApi({ ...testConfig, fetch })}
      queryClient={queryClient}
      i18n={createI18n(splitLocale(path).locale, { fetch: localeFetch })}
    >
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, requests, queryClient };
}
