import { createHmac } from 'node:crypto';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { guardOrigin } from '../../src/http/csrf.ts';
import { handleFailures } from '../../src/http/failures.ts';
import { activePlayer, Browser, expectFailure, expectOk, form, someEmail, someIp } from '../player-support.ts';
import { useTestApp } from '../support.ts';

const SITE = 'https://casino.example';
const testApp = useTestApp({ SITE_ORIGIN: SITE });

const login = (headers: Record<string, string>, remoteAddress = someIp()) => {
  const body = form({ email: someEmail(), password: 'secret1' });
  return testApp().app.inject({
    method: 'POST',
    url: '/player-api/login',
    remoteAddress,
    headers: { ...body.headers, ...headers },
    payload: body.payload,
  });
};

describe('CSRF: state-changing requests must come from the site', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { origin: 'https://www.casino.example' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: SITE }],
    ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Referer without Origin', { referer: 'https://evil.example/page' }],
    ['Origin null', { origin: 'null' }],
  ])('refuses a POST with %s: 403 and the envelope', async (_, headers) => {
    const response = await login(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, errorCode: 100, error: 'Cross-site request refused' });
  });

  it.each([
    ['the site Origin', { origin: SITE }],
    [
      'Sec-Fetch-Site same-origin (whatever host the browser used)',
      { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:3000' },
    ],
    ['no browser headers (curl, a server)', {}],
    ['the site Referer', { referer: `${SITE}/fi/login` }],
  ])('lets a POST with %s through', async (_, headers) => {
    expectFailure(await login(headers), 401, 104);
  });

  it('checks the three state-changing GETs, and no other GET', async () => {
    const { browser } = await activePlayer(testApp().app);
    const get = (url: string) =>
      testApp().app.inject({
        method: 'GET',
        url,
        headers: { 'sec-fetch-site': 'cross-site' },
        cookies: browser.cookies(),
      });
    for (const url of [
      '/player-api/player/sendVerificationSms',
      '/player-api/player/sendVerificationEmail',
      '/player-api/player/limit/realityCheck/reset',
    ])
      expect((await get(url)).statusCode, url).toBe(403);
    expectOk(await get('/player-api/player'));
    expect((await get('/content/games')).statusCode).toBe(200);
  });

  it('exempts a signed provider callback from the origin check and checks its signature instead', async () => {
    const app = Fastify();
    handleFailures(app, loadConfig({ NODE_ENV: 'test' }));
    guardOrigin(app, SITE);
    const secret = 'provider-secret';
    app.post('/callbacks/provider', { config: { providerSignature: { secret } } }, async (request) => ({
      received: request.body,
    }));
    const payload = JSON.stringify({ transaction: 'tx-1', amount: 10 });
    const call = (signature: string) =>
      app.inject({
        method: 'POST',
        url: '/callbacks/provider',
        headers: { 'content-type': 'application/json', origin: 'https://provider.example', 'x-signature': signature },
        payload,
      });
    const good = await call(createHmac('sha256', secret).update(payload).digest('hex'));
    expect(good.json()).toEqual({ received: { transaction: 'tx-1', amount: 10 } });
    const forged = await call(createHmac('sha256', 'guess').update(payload).digest('hex'));
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ success: false, errorCode: 100 });
    expect((await call('')).statusCode).toBe(403);
    await app.close();
  });
});

/** A 429 ends with its window: `params.expireTimestamp` within `minutes` from now, and Retry-After saying the same. */
function expectWindowEnd(response: LightMyRequestResponse, minutes: number) {
  const end = response.json().params.expireTimestamp as number;
  expect(end).toBeGreaterThan(Date.now());
  expect(end).toBeLessThanOrEqual(Date.now() + minutes * 60_000 + 1000);
  expect(Math.abs(end - Date.now() - Number(response.headers['retry-after']) * 1000)).toBeLessThan(2000);
}

describe('rate limits', () => {
  it('answers the sixth rapid wrong login with 429 and errorCode 429, even for an unknown e-mail', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    for (const target of [email, someEmail()]) {
      const browser = new Browser(testApp().app);
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expectFailure(await browser.post('/login', { email: target, password: 'wrong11' }), 401, 104);
      const sixth = await browser.post('/login', { email: target, password: 'secret1' });
      expectFailure(sixth, 429, 429);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expect(sixth.json().params.expireTimestamp).toBeGreaterThan(Date.now());
    }
    expectOk(await new Browser(testApp().app).post('/login', { email, password: 'secret1' }));
  });

  it('does not count successful logins', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    const browser = new Browser(testApp().app);
    for (let attempt = 1; attempt <= 7; attempt += 1)
      expectOk(await browser.post('/login', { email, password: 'secret1' }));
  });

  it('limits password-reset requests per client, until the 15-minute window ends', async () => {
    const browser = new Browser(testApp().app);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expectFailure(
        await browser.post('/player/triggerForgotPassword', { email: someEmail(), birthDate: '1990-01-01' }),
        404,
        181,
      );
    const refused = await browser.post('/player/triggerForgotPassword', {
      email: someEmail(),
      birthDate: '1990-01-01',
    });
    expectFailure(refused, 429, 429);
    expectWindowEnd(refused, 15);
  });

  it('limits verification codes per player, until the 10-minute window ends', async () => {
    const { browser } = await activePlayer(testApp().app);
    for (let attempt = 1; attempt <= 3; attempt += 1) expectOk(await browser.get('/player/sendVerificationEmail'));
    const sending = await browser.get('/player/sendVerificationEmail');
    expectFailure(sending, 429, 429);
    expectWindowEnd(sending, 10);
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expectFailure(await browser.post('/player/verifyEmailShortCode', { code: '1' }), 409, 180);
    const verifying = await browser.post('/player/verifyEmailShortCode', { code: '1' });
    expectFailure(verifying, 429, 429);
    expectWindowEnd(verifying, 10);
  });
});

describe('other guards', () => {
  it('refuses text with a NUL character (196) before it reaches the database', async () => {
    const { browser } = await activePlayer(testApp().app);
    const response = await browser.post('/player/updateFields', { address: 'Katu\u00001' });
    expectFailure(response, 400, 196);
    expect(response.json().params).toMatchObject({ location: 'body', field: 'address' });
  });

  it('marks every answer nosniff, so that nothing is read as HTML against its type', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/content/games' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the outbox only outside production', async () => {
    expect((await testApp().app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(200);
    const production = await buildApp({
      db: testApp().db,
      config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    });
    expect((await production.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
    await production.close();
  });
});
