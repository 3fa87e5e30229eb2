import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a catalogue answer is reused. */
const CATALOGUE_CACHE_MS = 5000;

interface Answer {
  json: Buffer;
  /** Headers of the answer besides the caching ones (a page's X-Total-Count). */
  headers: Record<string, string>;
  /** The JSON gzipped once, for the clients that accept it (every browser). */
  gzipped: Buffer;
  etag: string;
}

/**
 * Serialized catalogue answers, each kept for `ttlMs`. The catalogue changes only when the content is seeded or an
 * operator disables a game, so a few seconds of staleness cost nothing, while the whole catalogue is the largest
 * and most requested answer and a type-ahead search repeats its keywords. At most `maxEntries` answers are kept
 * (the oldest go first). Each answer is gzipped once (the whole catalogue shrinks about tenfold) and carries a
 * strong ETag; a request that has it gets 304 without a body.
 */
export function createAnswerCache(ttlMs = CATALOGUE_CACHE_MS, maxEntries = 500) {
  const entries = new Map<string, { answer: Promise<Answer>; expires: number }>();

  const load = async (compute: () => Promise<{ body: unknown; headers: Record<string, string> }>): Promise<Answer> => {
    const { body, headers } = await compute();
    const json = Buffer.from(JSON.stringify(body));
    return { json, headers, gzipped: gzipSync(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  };

  /** The cached answer of `key`, computed anew when there is none or it has expired. */
  const answerOf = (key: string, compute: () => Promise<{ body: unknown; headers: Record<string, string> }>) => {
    let entry = entries.get(key);
    if (!entry || entry.expires <= Date.now()) {
      entry = { answer: load(compute), expires: Date.now() + ttlMs };
      entries.delete(key);
      entries.set(key, entry);
      entry.answer.catch(() => entries.delete(key));
      for (const [oldest] of entries) {
        if (entries.size <= maxEntries) break;
        entries.delete(oldest);
      }
    }
    return entry.answer;
  };

  return {
    /**
     * Sends the value of `compute()` for `key`, computed when it is not cached or has expired. The value must have
     * the contract's shape already: it is sent as JSON without the route's response serializer, so the caller names
     * the operation's answer as `Answer` (`send<PlayerAnswer<'getMenu'>>`); without it nothing compiles.
     */
    async send<Answer = never>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: () => Promise<NoInfer<Answer>>,
    ) {
      return this.sendWithHeaders<Answer>(request, reply, key, async () => ({ body: await compute(), headers: {} }));
    },

    /** As `send`, for an answer with headers of its own (a page of a list and the list's length), cached with it. */
    async sendWithHeaders<Answer = never>(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      compute: () => Promise<{ body: NoInfer<Answer>; headers: Record<string, string> }>,
    ) {
      const { json, gzipped, etag, headers } = await answerOf(key, compute);
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      // A strong ETag names one representation, so the gzipped one has its own.
      const tag = gzip ? etag.replace(/"$/, '-gzip"') : etag;
      reply.headers(headers).header('etag', tag).header('cache-control', 'no-cache').header('vary', 'Accept-Encoding');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      return gzip ? reply.header('content-encoding', 'gzip').send(gzipped) : reply.send(json);
    },
  };
}
