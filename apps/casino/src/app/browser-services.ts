import { createApi, defaultApiConfig } from '@casino/api-client';
import type { i18n } from 'i18next';
import { createI18n } from './i18n';
import type { RequestServices } from './page-context';
import { createQueryClient } from './query-client';
import { splitLocale } from './routes';

let services: (RequestServices & { i18n: i18n }) | undefined;

/** The browser's clients, its one query cache and its i18next, shared by the client loaders and the rendered app. */
export function browserServices() {
  services ??= {
    api: createApi(defaultApiConfig),
    queryClient: createQueryClient(),
    i18n: createI18n(splitLocale(window.location.pathname).locale),
  };
  return services;
}
