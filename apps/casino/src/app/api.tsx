import type { Api } from '@casino/api-client';
import { createContext, use, type ReactNode } from 'react';

const ApiContext = createContext<Api | null>(null);

/** Hands the configured clients to containers, so tests can give them clients on a stubbed fetch. */
export function ApiProvider({ api, children }: { api: Api; children: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

export function useApi(): Api {
  const api = use(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider> above it.');
  return api;
}
