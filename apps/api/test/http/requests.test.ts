import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { handleFailures } from '../../src/http/failures.ts';
import { loadServiceDocument, serviceNames } from '../../src/contract/services.ts';
import { openTestDatabase, useTestApp } from '../support.ts';

const testApp = useTestApp();

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('request bodies', () => {
  it('answers 415 with the envelope to a JSON body on a form route, so it never skips validation', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/player-api/login',
      payload: { email: 'a@example.com', password: 'secret1' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 100,
      error: 'Unsupported content type "application/json": this operation accepts application/x-www-form-urlencoded',
    });
  });

  it('answers 415 to a body on an operation that takes none', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/content/status', ...form({ a: '1' }) });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      success: false,
      errorCode: 100,
      error: expect.stringContaining('takes no request body'),
    });
  });

  it('validates a form body against the contract: 400 with errorCode 196 and the field', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/player-api/login',
      ...form({ email: 'not-an-email', password: 'x' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 196,
      error: 'body/email must match format "email"',
      params: { location: 'body', field: 'email', rule: 'format' },
    });
  });

  it('answers 400 with errorCode 196 to a request without the body its operation takes', async () => {
    const response = await testApp().app.inject({ method: 'POST', url: '/player-api/player/email' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 196, error: 'body is required' });
  });

  it('names a missing required field', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/player-api/login',
      ...form({ email: 'a@example.com' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 196,
      params: { location: 'body', field: 'password', rule: 'required' },
    });
  });

  it('passes a valid form to the operation (here: login answers an unknown e-mail with 104)', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/player-api/login',
      ...form({ email: 'a@example.com', password: 'secret1' }),
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: 104 });
  });

  it('accepts a multipart upload with a file and validates its fields', async () => {
    const upload = async (withFile: boolean) => {
      const body = new FormData();
      if (withFile) body.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'passport.pdf');
      for (const [key, value] of Object.entries({
        name: 'passport.pdf',
        documentSide: 'any',
        documentType: 'passport',
      }))
        body.append(key, value);
      const request = new Request('http://localhost/', { method: 'POST', body });
      return testApp().app.inject({
        method: 'POST',
        url: '/player-api/player/documentUpload',
        headers: Object.fromEntries(request.headers),
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    expect((await upload(true)).json()).toMatchObject({ errorCode: 115 }); // valid: the handler asks for a session
    const missing = await upload(false);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errorCode: 196,
      params: { location: 'body', field: 'file', rule: 'required' },
    });
  });
});

describe('answers the server itself gives', () => {
  it('answers a request that arrives while the server closes with 503 and the envelope, and ends the connection', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ db: database.db, config: loadConfig({ NODE_ENV: 'test' }) });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const socket = connect((app.server.address() as AddressInfo).port, '127.0.0.1');
      let received = '';
      socket.setEncoding('latin1').on('data', (chunk: string) => (received += chunk));
      const ended = once(socket, 'close');
      // A login in flight (its headers read, its body not yet sent) keeps the connection in use while the server
      // closes; the next request comes on the same connection, after the close began.
      const body = 'email=player%40example.com&password=secret1';
      const head = ['POST /player-api/login HTTP/1.1', 'Host: 127.0.0.1'];
      const form = ['Content-Type: application/x-www-form-urlencoded', `Content-Length: ${body.length}`];
      socket.write([...head, ...form, 'Expect: 100-continue', '', ''].join('\r\n'));
      while (!received.includes('100 Continue')) await once(socket, 'data');
      const closed = app.close();
      await new Promise((resolve) => setImmediate(resolve));
      socket.write(`${body}GET /player-api/balance HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
      await ended;
      await closed;
      const last = received.slice(received.lastIndexOf('HTTP/1.1 '));
      expect(last).toMatch(/^HTTP\/1\.1 503 /);
      expect(last.toLowerCase()).toContain('\r\nconnection: close\r\n');
      expect(JSON.parse(last.slice(last.indexOf('\r\n\r\n') + 4))).toEqual({
        success: false,
        errorCode: 100,
        error: 'The server is shutting down',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers an operation of the contract that has no handler yet with 501 and the exact envelope', async () => {
    // Every operation is implemented (see "routing of the whole contract"), so the fallback runs on a bare route.
    const app = Fastify();
    const { notImplemented } = handleFailures(app, testApp().config);
    app.get('/player-api/next-feature', notImplemented);
    const response = await app.inject({ method: 'GET', url: '/player-api/next-feature' });
    await app.close();
    expect(response.statusCode).toBe(501);
    expect(response.json()).toStrictEqual({ success: false, errorCode: 100, error: 'Not implemented' });
  });

  it('answers 400 with the envelope (and ContentError message) for a bad path parameter of the content service', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/content/games/id=abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 196,
      error: 'params/id must be integer',
      message: 'params/id must be integer',
      params: { location: 'params', field: 'id', rule: 'type' },
    });
  });

  it('answers 400 for a bad query parameter', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/cms/site-settings?lang=sv' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 196,
      params: { location: 'querystring', field: 'lang', rule: 'enum' },
    });
  });

  it('answers a body over the size limit with 413 and the envelope', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/player-api/login',
      ...form({ email: 'a@example.com', password: 'x'.repeat(2 ** 20) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, errorCode: 100 });
  });

  it('answers unknown paths with 404 and the envelope', async () => {
    for (const url of ['/player-api/no-such-call', '/content/no-such-call', '/nowhere']) {
      const response = await testApp().app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, errorCode: 100, error: `Not found: GET ${url}` });
    }
  });
});

describe('an unexpected error', () => {
  it('is answered with 500 and errorCode 100, without details', async () => {
    const broken = await buildApp({ db: {} as Database, config: testApp().config }); // every query throws a TypeError
    const response = await broken.inject({ method: 'GET', url: '/content/games' });
    await broken.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ success: false, errorCode: 100, error: 'Unexpected error' });
  });
});

describe('routing of the whole contract', () => {
  type Parameter = { name: string; in: string; example?: unknown; $ref?: string };
  type Operation = { operationId: string; parameters?: Parameter[] };

  const operations = serviceNames.flatMap((service) => {
    const document = loadServiceDocument(service) as {
      paths: Record<string, Record<string, Operation> & { parameters?: Parameter[] }>;
      components?: { parameters?: Record<string, Parameter> };
    };
    const deref = (parameter: Parameter) =>
      parameter.$ref ? document.components?.parameters?.[parameter.$ref.split('/').pop()!] : parameter;
    return Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => {
          const parameters = [...(item.parameters ?? []), ...((operation as Operation).parameters ?? [])].map(deref);
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
            String(parameters.find((p) => p?.name === name)?.example ?? '1'),
          );
          return { service, id: (operation as Operation).operationId, method: method.toUpperCase(), url };
        }),
    );
  });

  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(10);
  });

  it.each(operations)(
    '$service $id ($method $url) is implemented and never answers 5xx to an empty request',
    async ({ service, method, url }) => {
      const response = await testApp().app.inject({
        method: method as 'GET',
        url: testApp().config.prefixes[service] + url,
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBeLessThan(500);
      expect(response.json().error ?? '').not.toMatch(/^Not found: /);
    },
  );
});
