import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The app's build (STATIC_DIR), served from memory: read once at start (some 4 MB with its compressed copies), each
 * file answered at its exact path only, with the build's brotli or gzip copy when the browser takes it. Reading each
 * file from disk for each request (open, stat, read, close) took half of the server's time for a static asset.
 * A file built after the start is served after a restart (npm start builds first).
 */

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The encodings the build writes beside a text file, in the order they are preferred. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

interface StaticFile {
  headers: Record<string, string>;
  identity: Buffer;
  encoded: Partial<Record<(typeof ENCODINGS)[number][0], Buffer>>;
}

/**
 * Hashed build output (vite's assets/) never changes under its name; every other file (a page, the translations, the
 * favicon) is revalidated on each load, which its ETag answers with a 304 while it has not changed.
 */
const cacheControlOf = (path: string) =>
  path.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

/** The encodings a request accepts (`accept-encoding`, a q of 0 refusing one). */
export function accepted(header: string | undefined): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)/.exec(parameter)?.[1]).find(Boolean);
    if (name && (q === undefined || Number(q) > 0)) names.add(name);
  }
  return names;
}

export class StaticFiles {
  readonly #files = new Map<string, StaticFile>();

  /** Reads every file under `root` (paths relative to it, with forward slashes), and their compressed copies. */
  constructor(root: string) {
    const paths = readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        join(entry.parentPath, entry.name)
          .slice(root.length + 1)
          .split(sep)
          .join('/'),
      );
    const all = new Set(paths);
    for (const path of paths) {
      if (ENCODINGS.some(([, suffix]) => path.endsWith(suffix) && all.has(path.slice(0, -suffix.length)))) continue;
      const identity = readFileSync(join(root, path));
      const encoded: StaticFile['encoded'] = {};
      for (const [encoding, suffix] of ENCODINGS)
        if (all.has(path + suffix)) encoded[encoding] = readFileSync(join(root, path + suffix));
      const headers: Record<string, string> = {
        'content-type': TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        'cache-control': cacheControlOf(path),
        etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      };
      if (Object.keys(encoded).length > 0) headers.vary = 'accept-encoding';
      this.#files.set(path, { headers, identity, encoded });
    }
  }

  get paths(): string[] {
    return [...this.#files.keys()];
  }

  has(path: string): boolean {
    return this.#files.has(path);
  }

  /** Answers the file at `path` (it must be one): 304 when the browser has it, else the best encoding it takes. */
  send(request: FastifyRequest, reply: FastifyReply, path: string): FastifyReply {
    const file = this.#files.get(path)!;
    reply.headers(file.headers);
    if (request.headers['if-none-match'] === file.headers.etag) return reply.code(304).send();
    const takes = accepted(request.headers['accept-encoding']);
    for (const [encoding] of ENCODINGS) {
      const body = file.encoded[encoding];
      if (body && takes.has(encoding)) return reply.header('content-encoding', encoding).send(body);
    }
    return reply.send(file.identity);
  }
}

/**
 * One GET and HEAD route per file of the build, so an exact path is all that is served: no other spelling, no folder
 * listing. The compressed copies are not served by their own names.
 */
export function registerStaticFiles(app: FastifyInstance, files: StaticFiles): void {
  for (const path of files.paths) {
    if (/[:*]/.test(path)) throw new Error(`STATIC_DIR has a file whose name the router cannot route: ${path}`);
    app.route({
      method: ['GET', 'HEAD'],
      url: `/${path}`,
      handler: (request, reply) => files.send(request, reply, path),
    });
  }
}
