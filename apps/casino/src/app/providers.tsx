import type { Api } from '@casino/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ApiProvider } from './api';

interface AppServices {
  api: Api;
  /** The one cache of server state. */
  queryClient: QueryClient;
  i18n: i18n;
}

export const createQueryClient = () => new QueryClient();

/** Everything a page needs above it. Children suspend until the locale file has loaded. */
export function Providers({ api, queryClient, i18n, children }: AppServices & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ApiProvider api={api}>
          <Suspense>{children}</Suspense>
        </ApiProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
