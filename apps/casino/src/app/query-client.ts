import { QueryClient } from '@tanstack/react-query';

/** Public content changes rarely: what the server rendered stays fresh for this long in the browser. */
const CONTENT_STALE_MS = 5 * 60_000;

/**
 * The one cache of server state. Queries pause while the tab is hidden (TanStack's focus manager) and refresh once
 * when it comes back; polling queries set their own `refetchInterval` from the spec's constants.
 */
export const createQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: CONTENT_STALE_MS, retry: 1 } } });
