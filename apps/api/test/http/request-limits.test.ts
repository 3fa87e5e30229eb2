import { connect, type AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from '../../src/http/security-headers.ts';
import { MAX_JSON_DEPTH, nestsDeeper } from '../../src/http/text-guard.ts';
import { nestedArrays, nestedObjects } from '../fuzz/cases.ts';
import { activePlayer, form } from '../player-support.ts';
import { useTestApp } from '../support.ts';

// What the server answers to requests that are too big, too deep or malformed before any handler runs: at once, with
// the envelope and a catalogued code, and without holding up anyone else. Some of it needs a real socket (Node's own
// refusals, and the timing of concurrent requests), so the app listens on a loopback port here.

const testApp = useTestApp();
let port: number;

beforeAll(async () => {
  const { app } = testApp();
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});

/** Sends raw bytes on a new connection and answers the status and the body of the response. */
function rawRequest(request: string | Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), body });
    });
    socket.end(request);
  });
}

const post = (path: string, type: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

/** The time a small request takes from start to its last byte, in ms. */
async function timed(path: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  await response.arrayBuffer();
  return performance.now() - start;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const envelope = (errorCode: number) => ({ success: false, errorCode, error: expect.any(String) });

describe('a deeply nested JSON body', () => {
  it('answers 400/196 as soon as a flat body of its size, and holds up concurrent requests no longer', async () => {
    // The small request: an unknown path, answered without the database.
    const small = '/player-api/no-such-path';
    for (let i = 0; i < 10; i += 1) await timed(small);

    /**
     * Sends `body` and, until it is answered, small requests one after another: a server that walks or parses a body
     * on the event loop for long makes its answer late and a small one wait. Answers the body's time and the slowest
     * small request's.
     */
    async function during(body: string) {
      const start = performance.now();
      let answered = false;
      let bodyTime = 0;
      const big = rawRequest(post('/api/user/avatar', 'application/json', body)).then((answer) => {
        bodyTime = performance.now() - start;
        answered = true;
        return answer;
      });
      const smallTimes: number[] = [];
      while (!answered) smallTimes.push(await timed(small));
      return { answer: await big, bodyTime, slowestSmall: Math.max(...smallTimes) };
    }

    // A body nested 100,000 deep against a flat body of the same size (one long string, parsed at once), in turns,
    // so that a busy moment of the machine slows both alike: the deep one is refused as fast as the flat one is read.
    // The medians over the rounds keep a single slow moment from failing the test. A walk or parse that costs more
    // than reading the bytes (a recursive or quadratic scan of 200 kB takes seconds) fails it.
    const deepBody = nestedArrays(100_000);
    const flatBody = `{"avatar":"${'x'.repeat(deepBody.length - 13)}"}`;
    expect(flatBody.length).toBe(deepBody.length);
    const deep = { body: [] as number[], small: [] as number[] };
    const flat = { body: [] as number[], small: [] as number[] };
    for (let round = 0; round < 5; round += 1) {
      const refused = await during(deepBody);
      expect(refused.answer.status).toBe(400);
      expect(JSON.parse(refused.answer.body)).toMatchObject({ ...envelope(196), params: { rule: 'depth' } });
      deep.body.push(refused.bodyTime);
      deep.small.push(refused.slowestSmall);
      const read = await during(flatBody);
      expect(read.answer.status).toBeGreaterThanOrEqual(400);
      flat.body.push(read.bodyTime);
      flat.small.push(read.slowestSmall);
    }
    expect(median(deep.body)).toBeLessThan(2 * median(flat.body) + 50);
    expect(median(deep.small)).toBeLessThan(2 * median(flat.small) + 50);
  });

  it('is refused past MAX_JSON_DEPTH levels, whether arrays or objects, and not within them', async () => {
    const { app } = testApp();
    const { browser } = await activePlayer(app);
    const send = (body: string) =>
      browser.call('POST', '/api/user/avatar', { headers: { 'content-type': 'application/json' }, payload: body });
    for (const body of [nestedArrays(MAX_JSON_DEPTH + 1), nestedObjects(MAX_JSON_DEPTH + 1), nestedObjects(1000)]) {
      const response = await send(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ...envelope(196), params: { rule: 'depth' } });
    }
    const shallow = await send(`{"avatar":${nestedArrays(MAX_JSON_DEPTH - 1)}}`);
    expect(shallow.json()).toMatchObject({ ...envelope(196), params: { field: 'avatar' } });
    expect((await send('{"avatar":7}')).json()).toMatchObject({ success: true, avatar: { id: 7 } });
  });

  it('is measured without counting brackets inside strings', () => {
    expect(nestsDeeper(`{"a":"${'['.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeper(`{"a":"\\"${'{'.repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeper('[[[1]]]', 3)).toBe(false);
    expect(nestsDeeper('[[[[1]]]]', 3)).toBe(true);
  });
});

describe('every refusal before a handler', () => {
  it('answers a URL over 16 kB with 431 and the envelope', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/player-api/search?keyword=${'a'.repeat(17 * 1024)}`);
    expect(response.status).toBe(431);
    expect(await response.json()).toMatchObject(envelope(100));
    // Node answers before any hook runs, with the security headers all the same.
    expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('answers a malformed HTTP request with 400 and the envelope', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject(envelope(100));
  });

  it('answers 400, 404, 405, 413, 414 and 415 with the envelope and a catalogued code', async () => {
    const { app, config } = testApp();
    const inject = (
      method: 'GET' | 'POST' | 'DELETE',
      url: string,
      body?: { headers: Record<string, string>; payload: string },
    ) =>
      app.inject({
        method,
        url,
        headers: { origin: config.siteOrigin, ...body?.headers },
        ...(body && { payload: body.payload }),
      });

    const badUrl = await inject('GET', '/player-api/game/demo/%FF%FE');
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject(envelope(100));

    const notFound = await inject('GET', '/player-api/no-such-operation');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toMatchObject(envelope(100));
    // On a plain-data service the failure is its ContentError too.
    expect((await inject('GET', '/content/no-such-page')).json()).toMatchObject({
      ...envelope(100),
      message: expect.any(String),
    });

    const wrongMethod = await inject('DELETE', '/player-api/login');
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers.allow).toBe('POST');
    expect(wrongMethod.json()).toMatchObject(envelope(100));

    const tooLarge = await inject(
      'POST',
      '/player-api/login',
      form({ email: 'a@example.com', password: 'x'.repeat(1_100_000) }),
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject(envelope(100));

    const longParameter = await inject('GET', `/player-api/game/demo/${'1'.repeat(200)}`);
    expect(longParameter.statusCode).toBe(414);
    expect(longParameter.json()).toMatchObject(envelope(100));
    expect(longParameter.body).not.toContain('1'.repeat(200));
    expect(longParameter.headers['x-content-type-options']).toBe('nosniff');
    for (const refused of [badUrl, longParameter])
      expect(refused.headers).toMatchObject({ 'content-security-policy': API_POLICY, 'x-frame-options': 'DENY' });

    const wrongType = await inject('POST', '/player-api/login', {
      headers: { 'content-type': 'text/plain' },
      payload: 'a',
    });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject(envelope(100));
  });

  it('keeps a numeric field finite and in range before any handler', async () => {
    const { app } = testApp();
    const { browser } = await activePlayer(app);
    for (const minutes of ['Infinity', '1e309', '-Infinity', '2147483648', '9223372036854775808']) {
      const response = await browser.post('/player/limit/time', { minutes });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ ...envelope(196), params: { field: 'minutes', rule: 'numberRange' } });
    }
    const page = await browser.get('/player/bonuses/freeSpins?page=Infinity');
    expect(page.json()).toMatchObject({ ...envelope(196), params: { location: 'querystring', field: 'page' } });
    const provider = await browser.get('/search?keyword=book&gameProvider=1e309');
    expect(provider.json()).toMatchObject({ ...envelope(196), params: { field: 'gameProvider' } });
  });
});

describe('a multipart body the parser cannot read', () => {
  it('answers 400 with the envelope, not a 500', async () => {
    const { app } = testApp();
    const { browser } = await activePlayer(app);
    const upload = (type: string, payload: string) =>
      browser.call('POST', '/player/documentUpload', { headers: { 'content-type': type }, payload });
    const part =
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4';
    for (const [type, payload] of [
      ['multipart/form-data; boundary=b', part],
      ['multipart/form-data; boundary=nope', `${part}\r\n--b--\r\n`],
      ['multipart/form-data', `${part}\r\n--b--\r\n`],
    ] as const) {
      const response = await upload(type, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(envelope(100));
    }
  });
});
