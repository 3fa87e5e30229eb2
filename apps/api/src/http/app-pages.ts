import { createHash } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Config } from '../config.ts';
import { sharedMaxAge, type KeptPage, type PageCache, type Rendered } from './page-cache.ts';
import { pagePolicy, type PageSources } from './security-headers.ts';
import { accepted } from './static-files.ts';

/**
 * What the app's server build exports (apps/casino/server/app.ts): a web Request in, the page's Response out; and the
 * third-party origins its pages need in their Content-Security-Policy.
 */
export interface PageRenderer {
  handle(request: Request, context: { fetch: typeof fetch }): Promise<Response>;
  contentSources?: PageSources;
}

/** Loads the app's server build (APP_SERVER, e.g. apps/casino/build/server/index.js). */
export async function loadPageRenderer(path: string): Promise<PageRenderer> {
  const module = (await import(pathToFileURL(path).href)) as Partial<PageRenderer>;
  if (typeof module.handle !== 'function') throw new Error(`APP_SERVER=${path} exports no handle() function`);
  return module as PageRenderer;
}

const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The public data the pages' loaders read (the content service, the CMS and the jackpots, not the site's status) is
 * kept for this many seconds, so that a render reads each answer once for all the pages rendered meanwhile: the home
 * page reads 18 (the groups, 11 rails of games, the jackpots …), which took about half of its render.
 */
const DATA_SECONDS = 5;
const SHARED_DATA = /^\/((content|cms)\/(?!status|maintenance)|player-api\/jackpots$)/;

/**
 * A fetch that answers in-process, through `app.inject`: the pages' loaders read the services of this origin without
 * a socket. Only the path and query of the URL count. A GET of public data is kept in `cache` (see DATA_SECONDS).
 */
function inProcessFetch(app: FastifyInstance, cache: PageCache): typeof fetch {
  async function call(request: Request, path: string): Promise<KeptPage> {
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: path,
      headers: Object.fromEntries(request.headers),
      ...(request.body && { payload: Buffer.from(await request.arrayBuffer()) }),
    });
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) headers.push([name, String(item)]);
    }
    return { status: answer.statusCode, headers, body: answer.rawPayload, compressible: false, encoded: new Map() };
  }
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const answer =
      request.method === 'GET' && SHARED_DATA.test(url.pathname)
        ? await cache.get(`data ${path}`, async () => {
            const page = await call(request, path);
            return { page, maxAge: page.status === 200 ? DATA_SECONDS : 0 };
          })
        : await call(request, path);
    return new Response(NO_BODY.has(answer.status) ? null : new Uint8Array(answer.body), {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/**
 * Pages are compressed when first sent in an encoding, at a quick level: the home page's 300 kB take 3.5 ms and give
 * 15.9 kB at 5, 15 ms and 15.4 kB at 9 (the build's files come pre-compressed at the best level).
 */
const BROTLI_QUALITY = 5;
const COMPRESS_FROM_BYTES = 1024;

/** The encoding of `body` that the request accepts (a q of 0 refusing one), if any pays: br, else gzip. */
function chooseEncoding(body: Buffer, acceptEncoding: string | undefined) {
  if (body.length < COMPRESS_FROM_BYTES) return undefined;
  const takes = accepted(acceptEncoding);
  return ['br', 'gzip'].find((encoding) => takes.has(encoding));
}

const compress = (body: Buffer, encoding: string) =>
  encoding === 'br'
    ? compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    : compressGzip(body);

/** The hashes of a page's inline scripts, for its Content-Security-Policy: data blocks (JSON) run nothing. */
function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes) || /\btype="application\/(ld\+)?json"/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(code).digest('base64')}`);
  }
  return [...hashes];
}

/**
 * Answers a page request with the app's server rendering: the request goes to React Router as a web Request on the
 * site's origin, and its Response (status, headers, HTML) comes back through Fastify, compressed for the browser.
 * A page the app marks as the same for everyone (`Cache-Control: public, max-age`) is kept (PageCache) and served
 * from memory until then, with the same headers. Its Content-Security-Policy allows its inline scripts by their
 * hashes, so that the page and its headers can be kept as they are, here and by a CDN.
 */
export function pageResponder(
  app: FastifyInstance,
  renderer: () => Promise<PageRenderer>,
  { siteOrigin, maintenanceBranding }: Pick<Config, 'siteOrigin' | 'maintenanceBranding'>,
  cache: PageCache,
) {
  const fetch = inProcessFetch(app, cache);
  // A maintenance logo on another host (MAINTENANCE_LOGO_URL) is the one picture the pages show from elsewhere.
  const logo = maintenanceBranding.logo.url;
  const logoOrigin = /^https?:/.test(logo) ? [new URL(logo).origin] : [];

  async function render(request: FastifyRequest): Promise<Rendered> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, item);
    }
    const pages = await renderer();
    // A HEAD is rendered as its GET (React Router answers a HEAD with no body and no type): Node leaves the body out,
    // and the type and length stay the GET's.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const response = await pages.handle(new Request(siteOrigin + request.url, { method, headers }), { fetch });
    const body = Buffer.from(await response.arrayBuffer());
    const compressible = /^(text\/|application\/(xml|json))/.test(response.headers.get('content-type') ?? '');
    const kept: [string, string][] = [...response.headers].filter(([name]) => name !== 'set-cookie');
    for (const cookie of response.headers.getSetCookie()) kept.push(['set-cookie', cookie]);
    if (compressible) kept.push(['vary', 'accept-encoding']);
    const sources = pages.contentSources ?? {};
    const scripts = /^text\/html/.test(response.headers.get('content-type') ?? '')
      ? inlineScriptHashes(body.toString('utf8'))
      : [];
    kept.push([
      'content-security-policy',
      pagePolicy(scripts, { ...sources, img: [...(sources.img ?? []), ...logoOrigin] }),
    ]);
    const page: KeptPage = { status: response.status, headers: kept, body, compressible, encoded: new Map() };
    return { page, maxAge: compressible && response.status === 200 ? sharedMaxAge(response.headers) : 0 };
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const shared = request.method === 'GET' || request.method === 'HEAD';
    const page = shared ? await cache.get(request.url, () => render(request)) : (await render(request)).page;
    const encoding = page.compressible ? chooseEncoding(page.body, request.headers['accept-encoding']) : undefined;
    let body = page.body;
    if (encoding) {
      let encoded = page.encoded.get(encoding);
      if (!encoded) {
        encoded = compress(page.body, encoding);
        page.encoded.set(encoding, encoded);
      }
      body = await encoded;
    }
    reply.code(page.status);
    for (const [name, value] of page.headers) if (name !== 'set-cookie') reply.header(name, value);
    const cookies = page.headers.filter(([name]) => name === 'set-cookie').map(([, value]) => value);
    if (cookies.length) reply.header('set-cookie', cookies);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}
