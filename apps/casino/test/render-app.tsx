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

/**
 * Renders the whole app at `path`, with its real routes, translations and clients, on a stubbed network:
 * `api` answers every service call.
 */
export function renderApp(path: string, api: (request: Request) => Promise<Response> | Response) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const fetch = async (input: RequestInfo | URL) => api(input instanceof Request ? input : new Request(input));
  render(
    <Providers
      api={createApi({ ...testConfig, fetch })}
      queryClient={queryClient}
      i18n={createI18n(splitLocale(path).locale, { fetch: localeFetch })}
    >
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router };
}
