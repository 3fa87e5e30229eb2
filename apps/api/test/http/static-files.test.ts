import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../support.ts';

const staticDir = mkdtempSync(join(tmpdir(), 'casino-static-'));
const indexHtml = '<!doctype html><title>Casino</title><div id="root"></div>';
writeFileSync(join(staticDir, 'index.html'), indexHtml);
writeFileSync(join(staticDir, 'index.html.br'), brotliCompressSync(indexHtml));
mkdirSync(join(staticDir, 'assets'));
writeFileSync(join(staticDir, 'assets', 'app-1a2b3c.js'), 'console.log(1)');
writeFileSync(join(staticDir, 'robots.txt'), 'User-agent: *');
writeFileSync(join(staticDir, 'assets', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
const bigScript = `export const games = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id })))};`;
writeFileSync(join(staticDir, 'assets', 'big-4d5e6f.js'), bigScript);
writeFileSync(join(staticDir, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(bigScript));
writeFileSync(join(staticDir, 'assets', 'big-4d5e6f.js.gz'), gzipSync(bigScript));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
const testApp = useTestApp({ STATIC_DIR: staticDir });

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('the app from STATIC_DIR', () => {
  it('serves index.html at /, not cached', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/', headers: html });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves files, hashed assets as immutable', async () => {
    const asset = await testApp().app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await testApp().app.inject({ method: 'GET', url: '/robots.txt' })).body).toBe('User-agent: *');
  });

  it('gives a script only the security headers that act on it, and a document or an SVG the whole set', async () => {
    const asset = await testApp().app.inject({ method: 'GET', url: '/assets/app-1a2b3c.js' });
    expect(asset.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    });
    for (const documentOnly of [
      'content-security-policy',
      'permissions-policy',
      'cross-origin-opener-policy',
      'x-frame-options',
      'referrer-policy',
    ])
      expect(asset.headers[documentOnly]).toBeUndefined();
    for (const url of ['/', '/assets/logo.svg']) {
      const answer = await testApp().app.inject({ method: 'GET', url, headers: html });
      expect(answer.headers['content-security-policy']).toBeTruthy();
      expect(answer.headers['x-frame-options']).toBeTruthy();
      expect(answer.headers['permissions-policy']).toBeTruthy();
    }
  });

  it("sends the build's brotli or gzip copy of a file to a browser that takes it", async () => {
    const get = (encoding: string) =>
      testApp().app.inject({ method: 'GET', url: '/assets/big-4d5e6f.js', headers: { 'accept-encoding': encoding } });
    const brotli = await get('gzip, deflate, br');
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding' });
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bigScript);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bigScript);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
    // A page sent compressed is still revalidated on every load.
    for (const url of ['/', '/en/games']) {
      const page = await testApp().app.inject({ method: 'GET', url, headers: { ...html, 'accept-encoding': 'br' } });
      expect(page.headers, url).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(indexHtml);
    }
  });

  it('honours a q of 0 for an encoding, answers a HEAD without the body and a known copy with 304', async () => {
    const get = (headers: Record<string, string>, method: 'GET' | 'HEAD' = 'GET') =>
      testApp().app.inject({ method, url: '/assets/big-4d5e6f.js', headers });
    expect((await get({ 'accept-encoding': 'br;q=0, gzip' })).headers['content-encoding']).toBe('gzip');
    const head = await get({}, 'HEAD');
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(bigScript)));
    const { etag } = head.headers;
    expect(etag).toMatch(/^".+"$/);
    const again = await get({ 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await get({ 'if-none-match': '"another"' });
    expect(changed.statusCode).toBe(200);
  });

  it('answers app routes that are no file with index.html (SPA fallback), not cached', async () => {
    for (const url of ['/en/games', '/pelit/suosikit', '/game/wolf-pack/play?x=1']) {
      const response = await testApp().app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(indexHtml);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('does not swallow the 404s of the services, even for a browser', async () => {
    for (const url of ['/content/no-such-call', '/player-api/no-such-call', '/api/nothing', '/cms']) {
      const response = await testApp().app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 100 });
    }
  });

  it('answers 404 to a missing file that is not a page request', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/assets/missing.js',
      headers: { accept: '*/*' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 100 });
  });

  it('serves a file only at its exact path: no other spelling, no folder listing', async () => {
    for (const url of ['/ASSETS/app-1a2b3c.js', '/assets/APP-1a2b3c.js', '/assets//app-1a2b3c.js', '/assets/']) {
      const response = await testApp().app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.body, url).not.toBe('console.log(1)');
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('still answers the services on the same origin', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/content/status', headers: html });
    expect(response.json()).toEqual({ maintenance: null, serviceDisruption: null });
  });
});
