import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';

/** The deepest a JSON body may nest arrays and objects: the contract's bodies nest 2 deep at most. */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text nests arrays and objects deeper than `limit`: one pass over its characters, before any parse,
 * so that a body nested 100,000 deep costs no more than any other body of its size.
 */
export function nestsDeeper(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * Replaces Fastify's JSON body parser with the same parser behind a depth check: a body nested deeper than
 * MAX_JSON_DEPTH answers 400/196 at once, and nothing after it (validation, the NUL check) meets a deep body.
 */
export function limitJsonDepth(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser(
    app.initialConfig.onProtoPoisoning ?? 'error',
    app.initialConfig.onConstructorPoisoning ?? 'error',
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestsDeeper(body as string, MAX_JSON_DEPTH)) {
      done(
        ApiError.of('invalidRequest', `body must not nest deeper than ${MAX_JSON_DEPTH} levels`, {
          location: 'body',
          field: '',
          rule: 'depth',
        }),
        undefined,
      );
      return;
    }
    parse(request, body as string, done);
  });
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

const pathOf = (visit: Visit): string[] => {
  const path: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.unshift(at.key);
  return path;
};

/**
 * The first path to a string holding a NUL character (which PostgreSQL cannot store in text), if any. A walk with
 * its own stack, not recursion, so that no depth of input can overflow the call stack.
 */
function nulPath(value: unknown): string[] | undefined {
  const stack: Visit[] = [{ value, key: '', parent: undefined }];
  for (let visit = stack.pop(); visit; visit = stack.pop()) {
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(visit);
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      const entries = Object.entries(item);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        stack.push({ value: child, key, parent: visit });
      }
    }
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
      const path = nulPath(request[location]);
      if (path)
        throw ApiError.of('invalidRequest', `${location}/${path.join('/')} must not contain a NUL character`, {
          location,
          field: path.join('.'),
          rule: 'nul',
        });
    }
  });
}
