import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { Config } from '../config.ts';
import { newNonce, pagePolicy, type PageSources } from './security-headers.ts';

/**
 * What the app's server build exports (apps/casino/server/app.ts): a web Request in, the page's Response out, its
 * inline scripts carrying `nonce`; and the third-party origins its pages need in their Content-Security-Policy.
 */
export interface PageRenderer {
  handle(request: Request, context: { fetch: typeof fetch; nonce: string }): Promise<Response>;
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
 * A fetch that answers in-process, through `app.inject`: the pages' loaders read the services of this origin without
 * a socket. Only the path and query of the URL count.
 */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: request.method as HTTPMethods,
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(request.body && { payload: Buffer.from(await request.arrayBuffer()) }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      for (const item of Array.isArray(value) ? value : [value])
        if (item !== undefined) headers.append(name, String(item));
    }
    return new Response(NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);
/** Pages are compressed per request at a quick level (the build's files come pre-compressed at the best one). */
const BROTLI_QUALITY = 5;
const COMPRESS_FROM_BYTES = 1024;

async function encode(body: Buffer, acceptEncoding: string): Promise<{ body: Buffer; encoding?: string }> {
  if (body.length < COMPRESS_FROM_BYTES) return { body };
  if (/\bbr\b/.test(acceptEncoding))
    return {
      body: await compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      encoding: 'br',
    };
  if (/\bgzip\b/.test(acceptEncoding)) return { body: await compressGzip(body), encoding: 'gzip' };
  return { body };
}

/**
 * Answers a page request with the app's server rendering: the request goes to React Router as a web Request on the
 * site's origin, and its Response (status, headers, HTML) comes back through Fastify, compressed for the browser.
 * Each page gets a fresh nonce, which its scripts carry and its Content-Security-Policy names.
 */
export function pageResponder(
  app: FastifyInstance,
  renderer: () => Promise<PageRenderer>,
  { siteOrigin, maintenanceBranding }: Pick<Config, 'siteOrigin' | 'maintenanceBranding'>,
) {
  const fetch = inProcessFetch(app);
  // A maintenance logo on another host (MAINTENANCE_LOGO_URL) is the one picture the pages show from elsewhere.
  const logo = maintenanceBranding.logo.url;
  const logoOrigin = /^https?:/.test(logo) ? [new URL(logo).origin] : [];
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) headers.append(name, item);
    }
    const nonce = newNonce();
    const pages = await renderer();
    // A HEAD is rendered as its GET (React Router answers a HEAD with no body and no type): Node leaves the body out,
    // and the type and length stay the GET's.
    const method = request.method === 'HEAD' ? 'GET' : request.method;
    const response = await pages.handle(new Request(siteOrigin + request.url, { method, headers }), { fetch, nonce });
    const contentType = response.headers.get('content-type') ?? '';
    const raw = Buffer.from(await response.arrayBuffer());
    const compressible = /^(text\/|application\/(xml|json))/.test(contentType);
    const { body, encoding } = compressible
      ? await encode(raw, String(request.headers['accept-encoding'] ?? ''))
      : { body: raw };
    reply.code(response.status);
    for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (compressible) reply.header('vary', 'accept-encoding');
    const sources = pages.contentSources ?? {};
    reply.header(
      'content-security-policy',
      pagePolicy(nonce, { ...sources, img: [...(sources.img ?? []), ...logoOrigin] }),
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
}
