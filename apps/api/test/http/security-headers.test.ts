import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { PageRenderer } from '../../src/http/app-pages.ts';
import { openTestDatabase } from '../support.ts';

/** Directive name -> its sources, from a Content-Security-Policy header. */
const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );

/** A page renderer like the app's: two inline scripts, a data block and the entry module by its address. */
const INLINE = ['start()', 'window.__context = {"a":1};'];
const renderer: PageRenderer = {
  handle: async (request) => {
    // React Router answers a HEAD with no body and no type.
    if (request.method === 'HEAD') return new Response(null);
    return new Response(
      '<!doctype html><html><body>' +
        INLINE.map((code) => `<script>${code}</script>`).join('') +
        '<script id="query-state" type="application/json">{"queries":[]}</script>' +
        '<script type="module" src="/assets/entry.js"></script></body></html>',
      { headers: { 'content-type': 'text/html; charset=utf-8' } },
    );
  },
  contentSources: { connect: ['https://o1.ingest.example.io'], frame: ['https://chat.example.com'] },
};

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

let close: () => Promise<void>;
let app: FastifyInstance;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  const database = await openTestDatabase();
  app = await buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }), pages: async () => renderer });
  behindProxy = await buildApp({
    db: database.db,
    config: loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' }),
    pages: async () => renderer,
  });
  close = async () => {
    await app.close();
    await behindProxy.close();
    await database.close();
  };
});
afterAll(() => close());

const COMMON = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

describe('security headers', () => {
  it.each([
    ['an answer', '/content/games?limit=1', 200],
    ['a failure', '/player-api/player', 401],
    ['an unknown service path', '/player-api/no-such-operation', 404],
  ])('give %s of the API a deny-all policy, no framing and the common set', async (_name, url, status) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      ...COMMON,
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    expect(String(response.headers['permissions-policy'])).toMatch(/(^|, )camera=\(\)/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it("allow a page's inline scripts by their hashes and this origin's scripts, with no nonce and no unsafe-inline script", async () => {
    const page = await app.inject({ url: '/en/some/page' });
    const policy = directives(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'", ...INLINE.map(sha256)]);
    expect(page.body).not.toContain('nonce');
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(page.headers).toMatchObject({ ...COMMON, 'x-frame-options': 'SAMEORIGIN' });
  });

  it('answer the HEAD of a page as its GET, with its type, length and policy and without the body', async () => {
    const get = await app.inject({ url: '/en/some/page' });
    const head = await app.inject({ method: 'HEAD', url: '/en/some/page' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
  });

  it('name the origins the app asks for, each by name and no wildcard', async () => {
    const policy = directives((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://o1.ingest.example.io']);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://chat.example.com']);
    expect([...policy.values()].flat().some((source) => source.includes('*'))).toBe(false);
  });

  it('allow a maintenance logo on another host by its origin', async () => {
    const database = await openTestDatabase();
    const branded = await buildApp({
      db: database.db,
      config: loadConfig({ NODE_ENV: 'test', MAINTENANCE_LOGO_URL: 'https://cdn.example.com/brand/logo.png' }),
      pages: async () => renderer,
    });
    const policy = directives((await branded.inject({ url: '/' })).headers['content-security-policy']);
    await branded.close();
    await database.close();
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
    expect(directives((await app.inject({ url: '/' })).headers['content-security-policy']).get('img-src')).toEqual([
      "'self'",
      'data:',
    ]);
  });

  it("let /docs run only Swagger UI's files and its own start script, by that script's hash", async () => {
    const response = await app.inject({ url: '/docs' });
    const inline = /<script>([\s\S]*?)<\/script>/.exec(response.body)?.[1];
    const hash = createHash('sha256').update(inline!).digest('base64');
    expect(directives(response.headers['content-security-policy']).get('script-src')).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
    expect(directives(response.headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  it('add HSTS for a year with subdomains when a trusted proxy says the request came over https, and only then', async () => {
    const viaTls = { 'x-forwarded-proto': 'https' };
    expect((await behindProxy.inject({ url: '/', headers: viaTls })).headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect((await behindProxy.inject({ url: '/' })).headers['strict-transport-security']).toBeUndefined();
    // Without TRUST_PROXY anyone could send the header: it is ignored.
    expect((await app.inject({ url: '/', headers: viaTls })).headers['strict-transport-security']).toBeUndefined();
  });
});
