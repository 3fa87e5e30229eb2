import { createApi, defaultApiConfig, type Api } from '@casino/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

/**
 * What the casino server (apps/api) hands each page request: a fetch that answers the services of this origin
 * in-process. React Router passes it to every loader as `context` and to entry.server. (The page's scripts need no
 * nonce: the server allows its inline scripts by their hashes, so that a public page can be kept and shared.)
 */
export interface PageContext {
  fetch: typeof fetch;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the augmentation names what loaders get
  interface AppLoadContext extends PageContext {}
}

/** The clients and the query cache of one server request: the loaders fill the cache, the page renders from it. */
export interface RequestServices {
  api: Api;
  queryClient: QueryClient;
}

/** Any origin will do: the context's fetch answers in-process, it only needs absolute URLs. */
const SERVER_ORIGIN = 'http://casino.internal';
const services = new WeakMap<PageContext, RequestServices>();

/** The services of the request that `context` belongs to, made on first use so loaders and the render share them. */
export function requestServices(context: PageContext): RequestServices {
  let found = services.get(context);
  if (!found) {
    found = {
      api: createApi({
        playerBaseUrl: SERVER_ORIGIN + defaultApiConfig.playerBaseUrl,
        contentBaseUrl: SERVER_ORIGIN + defaultApiConfig.contentBaseUrl,
        avatarBaseUrl: SERVER_ORIGIN + defaultApiConfig.avatarBaseUrl,
        cmsBaseUrl: SERVER_ORIGIN + defaultApiConfig.cmsBaseUrl,
        fetch: context.fetch,
      }),
      queryClient: createQueryClient(),
    };
    services.set(context, found);
  }
  return found;
}
