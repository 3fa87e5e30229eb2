import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How long a catalogue answer is reused. */
export const CATALOGUE_CACHE_MS = 5000;

interface Answer {
  json: string;
  etag: string;
}

/**
 * Serialized catalogue answers, each kept for `ttlMs`. The catalogue changes only when the content is seeded or an
 * operator disables a game, so a few seconds of staleness cost nothing, while the whole catalogue is the largest
 * and most requested answer and a type-ahead search repeats its keywords. At most `maxEntries` answers are kept
 * (the oldest go first). Each answer carries a strong ETag; a request that has it gets 304 without a body.
 */
export function createAnswerCache(ttlMs = CATALOGUE_CACHE_MS, maxEntries = 500) {
  const entries = new Map<string, { answer: Promise<Answer>; expires: number }>();

  const load = async (compute: () => Promise<unknown>): Promise<Answer> => {
    const json = JSON.stringify(await compute());
    return { json, etag: `"${createHash('sha1').update(json).digest('base64url')}"` };
  };

  return {
    /**
     * Sends the value of `compute()` for `key`, computed when it is not cached or has expired. The value must have
     * the contract's shape already: it is sent as JSON without the route's response serializer.
     */
    async send(request: FastifyRequest, reply: FastifyReply, key: string, compute: () => Promise<unknown>) {
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
      const { json, etag } = await entry.answer;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(json);
    },
  };
}
