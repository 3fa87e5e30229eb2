import createClient, { type Client } from 'openapi-fetch';
import type { paths as AvatarPaths } from './generated/avatar';
import type { paths as CmsPaths } from './generated/cms';
import type { paths as ContentPaths } from './generated/content';
import type { paths as PlayerPaths } from './generated/player';

export interface ApiConfig {
  playerBaseUrl: string;
  contentBaseUrl: string;
  avatarBaseUrl: string;
  cmsBaseUrl: string;
  fetch?: typeof fetch;
}

/** The one-origin deployment: the `servers` prefixes of the four OpenAPI documents. */
export const defaultApiConfig = {
  playerBaseUrl: '/player-api',
  contentBaseUrl: '/content',
  avatarBaseUrl: '/api',
  cmsBaseUrl: '/cms',
} as const satisfies ApiConfig;

type FormValue = string | number | boolean | Blob | null | undefined;

/**
 * The player API's body encoding: FormData passes through; an object becomes multipart FormData when a field holds
 * a Blob (uploads), URLSearchParams otherwise. Booleans become 'true'/'false', arrays repeat their key, and
 * undefined or null fields are left out.
 */
export function formBody(body: unknown): FormData | URLSearchParams {
  if (body instanceof FormData) return body;
  const fields = Object.entries(body as Record<string, FormValue | FormValue[]>).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).flatMap((item) => (item == null ? [] : [[name, item] as const])),
  );
  if (fields.some(([, value]) => value instanceof Blob)) {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value instanceof Blob ? value : String(value));
    return form;
  }
  return new URLSearchParams(fields.map(([name, value]) => [name, String(value)]));
}

export interface Api {
  player: Client<PlayerPaths>;
  content: Client<ContentPaths>;
  avatar: Client<AvatarPaths>;
  cms: Client<CmsPaths>;
}

/** The four configured openapi-fetch clients. Base URLs come only from `config`. */
export function createApi(config: ApiConfig): Api {
  // Without a configured fetch, look the global up per call, so that one patched later (MSW in tests) is used.
  const fetch = config.fetch ?? ((request: Request) => globalThis.fetch(request));
  return {
    player: createClient<PlayerPaths>({
      fetch,
      baseUrl: config.playerBaseUrl,
      credentials: 'include',
      bodySerializer: formBody,
      // openapi-fetch labels every non-FormData body as JSON; dropping that label lets the body set its own
      // Content-Type (application/x-www-form-urlencoded, or multipart/form-data with its boundary).
      headers: { 'Content-Type': null },
    }),
    content: createClient<ContentPaths>({ fetch, baseUrl: config.contentBaseUrl, credentials: 'omit' }),
    avatar: createClient<AvatarPaths>({ fetch, baseUrl: config.avatarBaseUrl, credentials: 'include' }),
    cms: createClient<CmsPaths>({ fetch, baseUrl: config.cmsBaseUrl, credentials: 'include' }),
  };
}
