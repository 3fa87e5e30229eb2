import { vi } from 'vitest';
import { createApi, type ApiConfig } from '../index';

export const testConfig = {
  playerBaseUrl: 'https://casino.test/player-api',
  contentBaseUrl: 'https://content.test/content',
  avatarBaseUrl: 'https://casino.test/api',
  cmsBaseUrl: 'https://cms.test/cms',
} satisfies ApiConfig;

/** A JSON answer. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** An answer without a body, as proxies and crashed servers send them. */
export const empty = (status: number) => new Response(null, { status, headers: { 'Content-Length': '0' } });

/** The four clients over a fake fetch that answers with `reply` and records every request. */
export function stubApi(reply: () => Response | Promise<Response>) {
  const requests: Request[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    requests.push(input as Request);
    return reply();
  });
  return { api: createApi({ ...testConfig, fetch }), requests };
}

/** The four clients over a fetch that rejects like a dropped connection. */
export function offlineApi() {
  const failure = new TypeError('Failed to fetch');
  return { ...stubApi(() => Promise.reject(failure)), failure };
}
