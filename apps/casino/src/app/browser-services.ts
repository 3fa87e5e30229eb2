import { createApi, defaultApiConfig } from '@casino/api-client';
import type { i18n } from 'i18next';
import { createI18n } from './i18n';
import type { RequestServices } from './page-context';
import { createQueryClient } from './query-client';
import { splitLocale } from './routes';

export type BrowserServices = RequestServices & { i18n: i18n };

let services: BrowserServices | undefined;

/** The browser's clients, its one query cache and its i18next, shared by the client loaders and the rendered app. */
export function browserServices(): BrowserServices {
  services ??= {
    api: createApi(defaultApiConfig),
    queryClient: createQueryClient(),
    i18n: createI18n(splitLocale(window.location.pathname).locale),
  };
  return services;
}

/** Tests and stories run the app on services of their own: clients on a stubbed network, texts in hand. */
export function setBrowserServices(value: BrowserServices) {
  services = value;
}
