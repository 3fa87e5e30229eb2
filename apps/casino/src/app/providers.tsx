import type { Api } from '@casino/api-client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider } from './api';

interface AppServices {
  api: Api;
  /** The one cache of server state. */
  queryClient: QueryClient;
  i18n: i18n;
}

/** Everything a page needs above it, on the server (per request) and in the browser (once). */
export function Providers({ api, queryClient, i18n, children }: AppServices & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ApiProvider api={api}>{children}</ApiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
