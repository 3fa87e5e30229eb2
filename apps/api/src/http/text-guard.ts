import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

/** The first path to a string holding a NUL character (which PostgreSQL cannot store in text), if any. */
function nulPath(value: unknown, path: string[]): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/**
 * Refuses request text holding a NUL character with 400/196, before any handler stores it (the database would fail
 * with a 500 otherwise). Checks the body, the query string and the path parameters of every route.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const location of ['body', 'query', 'params'] as const) {
      const path = nulPath(request[location], []);
      if (path)
        throw new ApiError(196, `${location}/${path.join('/')} must not contain a NUL character`, {
          location,
          field: path.join('.'),
          rule: 'nul',
        });
    }
  });
}
