import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { PageRenderer } from '../../src/http/app-pages.ts';
import { PageCache, sharedMaxAge, type KeptPage, type Rendered } from '../../src/http/page-cache.ts';
import { openTestDatabase } from '../support.ts';

const PUBLIC = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=60, s-maxage=60' };

/** Renders count per path; /private sets a cookie, /missing is a 404, both with the public header. */
const renders: string[] = [];
const renderer: PageRenderer = {
  handle: async (request, { fetch }) => {
    const { pathname } = new URL(request.url);
    renders.push(pathname);
    // A page's data, as its loaders read it: public data (the content service's, the jackpots) and the site's status.
    if (pathname.startsWith('/data/'))
      for (const path of ['/content/site-settings?lang=fi', '/player-api/jackpots?currency=eur', '/content/status'])
        expect((await fetch(`http://casino.internal${path}`)).status).toBe(200);
    const html = `<!doctype html><html><body><h1>${pathname} ${renders.length}</h1>${'<p>games</p>'.repeat(200)}</body></html>`;
    if (pathname === '/private')
      return new Response(html, { headers: { ...PUBLIC, 'set-cookie': `seen=${renders.length}; Path=/` } });
    return new Response(html, { status: pathname === '/missing' ? 404 : 200, headers: PUBLIC });
  },
};

let app: FastifyInstance;
let close: () => Promise<void>;
beforeAll(async () => {
  const database = await openTestDatabase();
  app = await buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }), pages: async () => renderer });
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());
beforeEach(() => {
  app.pageCache.clear();
  renders.length = 0;
});

describe('public pages from memory', () => {
  it('render a public page once, then serve it as it was, compressed or not, with the same headers', async () => {
    const first = await app.inject({ url: '/en', headers: { 'accept-encoding': 'br' } });
    const second = await app.inject({ url: '/en', headers: { 'accept-encoding': 'br' } });
    const plain = await app.inject({ url: '/en' });
    const head = await app.inject({ method: 'HEAD', url: '/en' });
    expect(renders).toEqual(['/en']);
    expect(second.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(second.rawPayload).toString()).toBe(plain.body);
    expect(plain.body).toContain('<h1>/en 1</h1>');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(plain.headers['content-length']);
  });

  it('keep each address apart, query included', async () => {
    await app.inject({ url: '/en' });
    await app.inject({ url: '/en?ref=12' });
    await app.inject({ url: '/en?ref=12' });
    expect(renders).toEqual(['/en', '/en']);
    expect((await app.inject({ url: '/fi' })).body).toContain('<h1>/fi 3</h1>');
  });

  it('render for one request only a page that sets a cookie, or fails, or is not found', async () => {
    const one = await app.inject({ url: '/private' });
    const two = await app.inject({ url: '/private' });
    expect(one.headers['set-cookie']).toEqual(['seen=1; Path=/']);
    expect(two.headers['set-cookie']).toEqual(['seen=2; Path=/']);
    await app.inject({ url: '/missing' });
    expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
    expect(renders).toEqual(['/private', '/private', '/missing', '/missing']);
  });

  it('render a burst of requests for a page not yet kept once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => app.inject({ url: '/en/games' })));
    expect(renders).toEqual(['/en/games']);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
  });

  it("read the renders' public data once for a few seconds, and the site's status for each render", async () => {
    const inject = vi.spyOn(app, 'inject');
    const reads = (path: string) => inject.mock.calls.filter((call) => JSON.stringify(call).includes(path));
    await app.inject({ url: '/data/one' });
    await app.inject({ url: '/data/two' });
    expect(reads('/content/site-settings')).toHaveLength(1);
    expect(reads('/player-api/jackpots')).toHaveLength(1);
    expect(reads('/content/status')).toHaveLength(2);
    app.pageCache.clear();
    await app.inject({ url: '/data/three' });
    expect(reads('/content/site-settings')).toHaveLength(2);
    inject.mockRestore();
  });

  it('render anew after the cache is cleared (the admin tool changed the site)', async () => {
    await app.inject({ url: '/en' });
    app.pageCache.clear();
    expect((await app.inject({ url: '/en' })).body).toContain('<h1>/en 2</h1>');
  });
});

describe('page cache', () => {
  const page = (text: string): KeptPage => ({
    status: 200,
    headers: [],
    body: Buffer.from(text),
    compressible: true,
    encoded: new Map(),
  });

  it('keep a page for its max-age and no longer', async () => {
    let now = 0;
    const cache = new PageCache(() => now);
    let count = 0;
    const render = async (): Promise<Rendered> => ({ page: page(`render ${(count += 1)}`), maxAge: 60 });
    expect(String((await cache.get('/', render)).body)).toBe('render 1');
    now = 59_999;
    expect(String((await cache.get('/', render)).body)).toBe('render 1');
    now = 60_000;
    expect(String((await cache.get('/', render)).body)).toBe('render 2');
  });

  it('let the requests waiting on a render that cannot be shared render their own', async () => {
    const cache = new PageCache();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let count = 0;
    const render = async (): Promise<Rendered> => {
      const mine = (count += 1);
      if (mine === 1) await gate;
      return { page: page(`render ${mine}`), maxAge: 0 };
    };
    const first = cache.get('/', render);
    const second = cache.get('/', render);
    release();
    expect(String((await first).body)).toBe('render 1');
    expect(String((await second).body)).toBe('render 2');
  });

  it('keep no failed render', async () => {
    const cache = new PageCache();
    await expect(cache.get('/', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(String((await cache.get('/', async () => ({ page: page('up'), maxAge: 60 }))).body)).toBe('up');
  });

  it.each([
    ['public, max-age=60', {}, 60],
    ['public, max-age=60, s-maxage=30', {}, 30],
    ['max-age=60', {}, 0],
    ['public, no-store', {}, 0],
    ['public, max-age=60', { 'set-cookie': 'a=1' }, 0],
  ])('share %s %o for %i s', (cacheControl, more, seconds) => {
    expect(sharedMaxAge(new Headers({ 'cache-control': cacheControl, ...more }))).toBe(seconds);
  });
});
