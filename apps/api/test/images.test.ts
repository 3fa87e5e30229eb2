import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { images } from '../src/images/schema.ts';
import { useTestApp } from './support.ts';

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
