import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../../src/images/schema.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();

const picture = '/images/providers/netent.svg';

const image = (query: string, headers: Record<string, string> = {}) =>
  testApp().app.inject({ method: 'GET', url: `/content/image?${query}`, headers });

describe('GET /content/image', () => {
  it.each([
    ['image/avif,image/webp,*/*', 'image/avif', 'heif'],
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['*/*', 'image/png', 'png'],
  ])('answers Accept %s with %s at the requested width', async (accept, type, format) => {
    const response = await image(`url=${picture}&w=828`, { accept });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toBe('Accept');
    const metadata = await sharp(response.rawPayload).metadata();
    expect({ format: metadata.format, width: metadata.width }).toEqual({ format, width: 828 });
  });

  it('answers a vector source as itself to a browser, which names SVG in its Accept header, at any width', async () => {
    const { db } = testApp();
    const [source] = await db.select().from(images).where(eq(images.path, picture));
    const accept = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    for (const width of [640, 3840]) {
      const response = await image(`url=${picture}&w=${width}`, { accept });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.headers.vary).toBe('Accept');
      // Never as a document with a script: the API's deny-all policy comes with it.
      expect(response.headers['content-security-policy']).toMatch(/default-src 'none'/);
      expect(response.rawPayload.equals(source!.data)).toBe(true);
    }
    // A client that does not name SVG (a crawler) gets a raster.
    const crawler = await image(`url=${picture}&w=640`, { accept: 'image/avif,image/webp,*/*' });
    expect(crawler.headers['content-type']).toBe('image/avif');
    // A raster source has no vector to send: the browser gets the best raster format, at the width asked.
    const path = '/uploads/test-raster.png';
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    await db.insert(images).values({ path, contentType: 'image/png', data: png });
    try {
      const raster = await image(`url=${path}&w=640`, { accept });
      expect(raster.headers['content-type']).toBe('image/avif');
      expect((await sharp(raster.rawPayload).metadata()).width).toBe(640);
    } finally {
      await db.delete(images).where(eq(images.path, path));
    }
  });

  it('answers 304 to a request that has the current ETag', async () => {
    const first = await image(`url=${picture}&w=640&q=60`, { accept: 'image/webp' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await image(`url=${picture}&w=640&q=60`, { accept: 'image/webp', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const otherFormat = await image(`url=${picture}&w=640&q=60`, { accept: 'image/avif', 'if-none-match': etag });
    expect(otherFormat.statusCode).toBe(200);
  });

  it('makes a smaller file at a lower quality', async () => {
    const at = async (q: number) =>
      (await image(`url=/images/games/nordic-roulette.svg&w=1080&q=${q}`, { accept: 'image/webp' })).rawPayload;
    const [low, high] = [await at(20), await at(95)];
    expect(low.length).toBeLessThan(high.length);
  });

  it.each([
    ['//evil.example/x.png', 400],
    ['http://evil.example/x.png', 400],
    ['/\\evil.example', 400],
    ['images/games/x.svg', 400],
    ['/images/../../etc/passwd', 404],
    ['/no-such-picture.png', 404],
  ])('refuses %s with %i: only pictures of the site itself', async (url, status) => {
    expect((await image(`url=${encodeURIComponent(url)}&w=640`)).statusCode).toBe(status);
  });

  it('refuses a width that is not one of the steps', async () => {
    expect((await image(`url=${picture}&w=500`)).statusCode).toBe(400);
    expect((await image(`url=${picture}&w=4000`)).statusCode).toBe(400);
  });

  it('serves an encoded answer again from its cache', async () => {
    const { db } = testApp();
    const url = '/images/avatars/12/3.svg';
    expect((await image(`url=${url}&w=750`)).statusCode).toBe(200);
    const [stored] = await db.select().from(images).where(eq(images.path, url));
    await db.delete(images).where(eq(images.path, url));
    try {
      expect((await image(`url=${url}&w=750`)).statusCode).toBe(200);
      expect((await image(`url=${url}&w=1080`)).statusCode).toBe(404);
    } finally {
      await db.insert(images).values(stored!);
    }
  });
});
