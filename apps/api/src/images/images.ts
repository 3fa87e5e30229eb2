import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../db/database.ts';
import { findImage } from './repository.ts';
import { notFound } from '../http/envelope.ts';

type Format = 'avif' | 'webp' | 'png' | 'jpeg';

const SVG = 'image/svg+xml';

interface Encoded {
  data: Buffer;
  contentType: string;
  etag: string;
}

interface ImageRequest {
  /** A site-relative path (the contract's pattern already refuses schemes, hosts and backslashes). */
  path: string;
  width: number;
  quality: number;
}

/** The modern format the client accepts, best first; undefined when it accepts neither. */
const preferredFormat = (accept: string | undefined): Format | undefined =>
  accept?.includes('image/avif') ? 'avif' : accept?.includes('image/webp') ? 'webp' : undefined;

/**
 * Whether a vector source may be answered as itself: every browser's image request names SVG. It is sharp at any width,
 * a fraction of a raster's bytes, and costs no encode: the avatar page's 29 cold AVIF encodes (1.5-4.2 s each on a
 * busy 2-core server) held the browser's six connections, and the save behind them waited over 5 s. A client that does
 * not name SVG (a social card's crawler) gets a raster as before.
 */
const acceptsSvg = (accept: string | undefined) => accept?.includes(SVG) ?? false;

/** Without a modern format, the source's own: PNG for a vector or PNG source, JPEG for a JPEG. */
const sourceFormat = (sourceType: string): Format => (sourceType === 'image/jpeg' ? 'jpeg' : 'png');

/**
 * AVIF's encoder effort (0-9, sharp's default 4). A 828-pixel game picture took 948 ms at 4 and 94 ms at 2 for 8 %
 * more bytes (5.2 kB against 5.6 kB), and a page of cold pictures waited seconds on the default.
 */
const AVIF_EFFORT = 2;

async function encode(source: Buffer, sourceType: string, { width, quality }: ImageRequest, format: Format) {
  // A vector source is rendered at the density that gives the requested width, so it stays sharp at any size.
  const density =
    sourceType === SVG ? Math.max(1, (72 * width) / ((await sharp(source).metadata()).width ?? width)) : 72;
  return sharp(source, { density })
    .resize({ width, withoutEnlargement: sourceType !== SVG })
    .toFormat(format, { quality, ...(format === 'avif' && { effort: AVIF_EFFORT }) })
    .toBuffer();
}

/**
 * The image endpoint: a picture of the `images` table (only those: no file system, no other host), scaled to the
 * requested width in the best format the Accept header allows, or a vector source as itself to a client that accepts
 * SVG. Answers are kept in an LRU cache of at most `cacheBytes` and served with a strong ETag; the answer may be
 * cached for a year, as a picture's path changes when the picture does.
 */
export function createImageService(db: Database, cacheBytes = 64 * 1024 * 1024) {
  const cache = new Map<string, Promise<Encoded | null>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;

  const remember = (key: string, encoded: Encoded | null) => {
    if (encoded === null) {
      cache.delete(key); // a missing picture may be added by a later seed
      return;
    }
    sizes.set(key, encoded.data.length);
    cachedBytes += encoded.data.length;
    for (const [oldest] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cachedBytes -= sizes.get(oldest) ?? 0;
      sizes.delete(oldest);
      cache.delete(oldest);
    }
  };

  const load = async (
    request: ImageRequest,
    { preferred, svg }: { preferred: Format | undefined; svg: boolean },
    key: (format: Format | 'svg') => string,
  ) => {
    const source = await findImage(db, request.path);
    if (!source) return null;
    const etag = (format: Format | 'svg', data: Buffer) =>
      `"${createHash('sha256').update(key(format)).update(data).digest('base64url').slice(0, 27)}"`;
    if (svg && source.contentType === SVG)
      return { data: source.data, contentType: SVG, etag: etag('svg', source.data) };
    const format = preferred ?? sourceFormat(source.contentType);
    const data = await encode(source.data, source.contentType, request, format);
    return { data, contentType: `image/${format}`, etag: etag(format, data) };
  };

  return {
    async serve(request: FastifyRequest, reply: FastifyReply, image: ImageRequest) {
      const preferred = preferredFormat(request.headers.accept);
      const svg = acceptsSvg(request.headers.accept);
      const key = `${image.path}\n${image.width}\n${image.quality}\n${preferred ?? 'source'}${svg ? '+svg' : ''}`;
      let entry = cache.get(key);
      if (entry) {
        cache.delete(key); // most recently used goes last
        cache.set(key, entry);
      } else {
        entry = load(image, { preferred, svg }, (format) => `${key}\n${format}`);
        cache.set(key, entry);
        entry.then((encoded) => remember(key, encoded)).catch(() => cache.delete(key));
      }
      const encoded = await entry;
      if (encoded === null) throw notFound();
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .header('etag', encoded.etag);
      if (request.headers['if-none-match'] === encoded.etag) return reply.code(304).send();
      return reply.type(encoded.contentType).send(encoded.data);
    },
  };
}
