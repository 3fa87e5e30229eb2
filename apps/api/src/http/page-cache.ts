/**
 * The rendered public pages, kept in memory for as long as their own `Cache-Control: public, max-age=N` allows: a page
 * that is the same for every visitor is rendered once per address and max-age, then served from here. A burst of
 * requests for an address not yet kept waits for one render. The public data the renders read is kept here too, for
 * a few seconds (app-pages.ts). `clear()` drops everything (the admin tool's changes); a change made elsewhere
 * (another process on PostgreSQL) shows once the max-age has passed.
 */

/** What a page answered, kept as the server sends it. */
export interface KeptPage {
  status: number;
  headers: [name: string, value: string][];
  body: Buffer;
  /** Text worth compressing (HTML, XML, JSON), sent with `vary: accept-encoding`. */
  compressible: boolean;
  /** The body compressed, each made on the first request that accepts it. */
  encoded: Map<string, Promise<Buffer>>;
}

interface Entry {
  rendered: Promise<Rendered>;
  /** Milliseconds since the epoch; until the render has answered, Infinity (the render's requests wait for it). */
  expires: number;
}

/** How many answers are kept at most: a page is some 300 kB; query strings make addresses without end. */
const MAX_ENTRIES = 200;

/** The seconds a response may be shared for, or 0: public, max-age or s-maxage above 0, no cookie set. */
export function sharedMaxAge(headers: Headers): number {
  const cacheControl = headers.get('cache-control') ?? '';
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  if (headers.getSetCookie().length > 0) return 0;
  const age = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  return age ? Number(age[1]) : 0;
}

/** A render's answer, and how many seconds it may be shared for (0: it is for its own request only). */
export interface Rendered {
  page: KeptPage;
  maxAge: number;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * The page kept for `key`, or the one `render` makes, kept when it is shareable. Requests that arrive while it
   * renders wait for it, and render their own if it turns out not to be shareable (it may set a cookie).
   */
  async get(key: string, render: () => Promise<Rendered>): Promise<KeptPage> {
    const found = this.#entries.get(key);
    if (found && found.expires > this.now()) {
      const shared = await found.rendered;
      return shared.maxAge > 0 ? shared.page : (await render()).page;
    }
    const entry: Entry = { rendered: render(), expires: Infinity };
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    const current = () => this.#entries.get(key) === entry;
    try {
      const rendered = await entry.rendered;
      if (rendered.maxAge > 0 && current()) entry.expires = this.now() + rendered.maxAge * 1000;
      else if (current()) this.#entries.delete(key);
      return rendered.page;
    } catch (error) {
      if (current()) this.#entries.delete(key);
      throw error;
    }
  }

  /** Forgets every kept page: the next request for each renders it anew. */
  clear(): void {
    this.#entries.clear();
  }
}
