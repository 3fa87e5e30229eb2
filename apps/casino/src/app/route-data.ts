import type { Api } from '@casino/api-client';
import type { Locale } from '@casino/flows';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { data, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type Params } from 'react-router';
import { browserServices } from './browser-services';
import { requestServices, type RequestServices } from './page-context';
import { splitLocale } from './routes';

/** What a page's data function gets: the clients, a cached fetch into the query cache, and where it is. */
export interface PageLoad {
  api: Api;
  fetch: <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => Promise<T>;
  locale: Locale;
  params: Params;
  url: URL;
}

/** Fills the query cache with a page's public data; throws notFound() for an unknown game, group or article. */
export type LoadPage = (load: PageLoad) => Promise<unknown>;

/** Runs a page's data function into the given clients and cache (the loaders below; tests with their own clients). */
export async function runLoad({ api, queryClient }: RequestServices, request: Request, params: Params, load: LoadPage) {
  const url = new URL(request.url);
  await load({
    api,
    fetch: (options) => queryClient.ensureQueryData(options),
    locale: splitLocale(url.pathname).locale,
    params,
    url,
  });
  return null;
}

/** A route's `loader`: on the server, into the request's cache, which the page then renders and hands over. */
export const loadOnServer = ({ context, request, params }: LoaderFunctionArgs, load: LoadPage) =>
  runLoad(requestServices(context), request, params, load);

/** A route's `clientLoader`: on a navigation in the browser, into its cache (a no-op for data already there). */
export async function loadInBrowser({ request, params }: ClientLoaderFunctionArgs, load: LoadPage) {
  const services = browserServices();
  // A page in another locale renders only once its texts are loaded (no flash of the old language).
  await services.i18n.changeLanguage(splitLocale(new URL(request.url).pathname).locale);
  return runLoad(services, request, params, load);
}

/** Ends a load with the localised not-found page and HTTP 404. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** Public pages are the same for every visitor (player data loads in the browser), so shared caches may keep them. */
export const publicPageHeaders = () => ({ 'Cache-Control': 'public, max-age=60, s-maxage=60' });
