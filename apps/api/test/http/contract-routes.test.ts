import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { guardContractRoutes } from '../../src/http/contract-routes.ts';
import { handleFailures } from '../../src/http/failures.ts';
import { createSchemaCompiler, formatValidationError } from '../../src/http/validation.ts';

// The guards on a bare route, for what the contract does not use yet (cookie parameters).
async function appWithCookieRoute() {
  const app = Fastify({ schemaErrorFormatter: formatValidationError });
  const compileSchema = createSchemaCompiler();
  app.setValidatorCompiler(compileSchema);
  handleFailures(app, loadConfig({ NODE_ENV: 'test' }));
  await app.register(cookie);
  guardContractRoutes(app, compileSchema);
  app.get(
    '/player-api/session',
    {
      schema: {
        operationId: 'getSession',
        cookies: { type: 'object', required: ['session'], properties: { session: { type: 'string', minLength: 8 } } },
      } as object,
    },
    async (request) => ({ session: request.cookies.session }),
  );
  return app;
}

describe('cookie parameters (addCookieSchema)', () => {
  it('are validated like any other parameter', async () => {
    const app = await appWithCookieRoute();
    const missing = await app.inject({ method: 'GET', url: '/player-api/session' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      success: false,
      errorCode: 196,
      error: "cookies must have required property 'session'",
      params: { location: 'cookies', field: 'session', rule: 'required' },
    });
    const short = await app.inject({ method: 'GET', url: '/player-api/session', cookies: { session: 'abc' } });
    expect(short.json()).toMatchObject({ errorCode: 196, params: { field: 'session', rule: 'minLength' } });
    const valid = await app.inject({ method: 'GET', url: '/player-api/session', cookies: { session: 'abcdefgh' } });
    expect(valid.json()).toEqual({ session: 'abcdefgh' });
    await app.close();
  });
});
