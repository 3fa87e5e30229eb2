import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { sessions } from '../../src/accounts/schema.ts';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../src/accounts/sessions.ts';
import { slotRoundPath } from '../../src/demo-game/routes.ts';
import { payments } from '../../src/payments/schema.ts';
import { gameRounds } from '../../src/wallet/schema.ts';
import { readBalance } from '../../src/wallet/wallet.ts';
import {
  activePlayer,
  Browser,
  expectFailure,
  expectOk,
  form,
  playerIdOf,
  sessionIdHashOf,
  sessionOf,
} from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { deposit, playRound, someGameId } from '../wallet-support.ts';

const IDLE_SECONDS = 600;
const MAX_SECONDS = 3600;
const CACHE_SECONDS = 5;
const testApp = useTestApp({
  SESSION_IDLE_TIMEOUT: String(IDLE_SECONDS),
  SESSION_MAX_AGE: String(MAX_SECONDS),
  SESSION_CACHE_SECONDS: String(CACHE_SECONDS),
});

const rowOf = async (session: string) => {
  const idHash = createHash('sha256').update(session).digest('hex');
  const [row] = await testApp().db.select().from(sessions).where(eq(sessions.idHash, idHash));
  return row;
};

describe('the session cookie', () => {
  it('is an opaque id of at least 128 bits, HttpOnly, SameSite=Lax, Path=/, not Secure over http', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/player-api/login',
      ...form({ email, password: 'secret1' }),
    });
    const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(Buffer.from(cookie!.value, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const row = await rowOf(cookie!.value);
    expect(row).toBeDefined();
    expect(JSON.stringify(row)).not.toContain(cookie!.value);
  });

  it('comes with a script-readable signed-in hint that holds nothing secret, cleared at logout', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    const login = await testApp().app.inject({
      method: 'POST',
      url: '/player-api/login',
      ...form({ email, password: 'secret1' }),
    });
    const session = login.cookies.find((item) => item.name === SESSION_COOKIE);
    const hint = login.cookies.find((item) => item.name === SIGNED_IN_COOKIE);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/' });
    expect(hint?.httpOnly).toBeUndefined();
    const logout = await testApp().app.inject({
      method: 'POST',
      url: '/player-api/logout',
      cookies: { [SESSION_COOKIE]: session!.value, [SIGNED_IN_COOKIE]: '1' },
    });
    const cleared = logout.cookies.find((item) => item.name === SIGNED_IN_COOKIE);
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
  });

  it('is __Host- prefixed and Secure when the site is served over https, and is what the session is read from', async () => {
    const { email } = await activePlayer(testApp().app, { login: false });
    const secureApp = await buildApp({
      db: testApp().db,
      config: loadConfig({ NODE_ENV: 'test', SITE_ORIGIN: 'https://casino.example' }),
    });
    const response = await secureApp.inject({
      method: 'POST',
      url: '/player-api/login',
      ...form({ email, password: 'secret1' }),
    });
    const cookie = response.cookies.find((item) => item.name === `__Host-${SESSION_COOKIE}`);
    expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(response.cookies.some((item) => item.name === SESSION_COOKIE)).toBe(false);
    const player = (cookies: Record<string, string>) =>
      secureApp.inject({ url: '/player-api/player', cookies }).then((answer) => answer.statusCode);
    expect(await player({ [`__Host-${SESSION_COOKIE}`]: cookie!.value })).toBe(200);
    // The unprefixed name, which a plain-http page or a subdomain could set, is not read over https.
    expect(await player({ [SESSION_COOKIE]: cookie!.value })).toBe(401);
    await secureApp.close();
  });
});

describe('the session', () => {
  it('gets a new id at every login; the old one is ended', async () => {
    const { browser, email } = await activePlayer(testApp().app);
    const before = browser.session!;
    expectOk(await browser.post('/login', { email, password: 'secret1' }));
    expect(browser.session).not.toBe(before);
    expect(await rowOf(before)).toBeUndefined();
    const stale = new Browser(testApp().app);
    stale.session = before;
    expectFailure(await stale.get('/player'), 401, 115);
    expectOk(await browser.get('/player'));
  });

  it('ends at logout on the server: the old cookie then gets 115', async () => {
    const { browser } = await activePlayer(testApp().app);
    const cookie = browser.session!;
    const logout = await browser.post('/logout');
    expectOk(logout);
    expect(sessionOf(logout)).toBe('');
    expect(await rowOf(cookie)).toBeUndefined();
    const replay = new Browser(testApp().app);
    replay.session = cookie;
    expectFailure(await replay.get('/player'), 401, 115);
    expectOk(await replay.post('/logout'));
  });

  describe('on the clock', () => {
    afterEach(() => vi.useRealTimers());
    const later = (seconds: number) => vi.setSystemTime(Date.now() + seconds * 1000);

    it(`ends after ${IDLE_SECONDS} s without a request, and a request keeps it alive`, async () => {
      const { browser } = await activePlayer(testApp().app);
      vi.useFakeTimers({ toFake: ['Date'] });
      later(IDLE_SECONDS - 5);
      expectOk(await browser.get('/player'));
      expect((await rowOf(browser.session!))!.lastSeenTime.getTime()).toBe(Date.now());
      later(IDLE_SECONDS - 5);
      expectOk(await browser.get('/player'));
      later(IDLE_SECONDS);
      expectFailure(await browser.get('/player'), 401, 115);
      expect(await rowOf(browser.session!)).toBeUndefined();
    });

    it(`ends ${MAX_SECONDS} s after login however active it is`, async () => {
      const { browser } = await activePlayer(testApp().app);
      const row = (await rowOf(browser.session!))!;
      expect(row.expiresTime.getTime() - row.createdTime.getTime()).toBe(MAX_SECONDS * 1000);
      vi.useFakeTimers({ toFake: ['Date'] });
      for (let passed = 0; passed + IDLE_SECONDS / 2 < MAX_SECONDS; passed += IDLE_SECONDS / 2) {
        later(IDLE_SECONDS / 2);
        expectOk(await browser.get('/player'));
      }
      vi.setSystemTime(row.expiresTime);
      expectFailure(await browser.get('/player'), 401, 115);
    });

    it(`honours a session ended by another server process within ${CACHE_SECONDS} s`, async () => {
      const { browser } = await activePlayer(testApp().app);
      expectOk(await browser.get('/player'));
      const row = (await rowOf(browser.session!))!;
      await testApp().db.delete(sessions).where(eq(sessions.idHash, row.idHash)); // as another process's logout
      vi.useFakeTimers({ toFake: ['Date'] });
      later(CACHE_SECONDS);
      expectFailure(await browser.get('/player'), 401, 115);
    });
  });

  it('ended by another server process: every call that changes state is refused at once, reads for a while', async () => {
    const { app, db } = testApp();
    const { browser, email } = await activePlayer(app);
    await deposit(app, browser, 100);
    const playerId = await playerIdOf(db, email);
    const gameId = await someGameId(db);
    const slot = (mode: 'real' | 'free', body: object) =>
      app.inject({ method: 'POST', url: slotRoundPath(mode), payload: body, cookies: browser.cookies() });
    const calls: [string, () => ReturnType<Browser['get']>][] = [
      ['a round', () => playRound(app, browser, 1, gameId)],
      ['a round of the demo slot', () => slot('real', { gameId, bet: 1 })],
      ['a free spin', () => slot('free', { gameId })],
      ['a withdrawal', () => browser.post('/payment/withdraw', { amount: 10, method: 'trustly' })],
      [
        'a deposit with the stored details',
        () =>
          browser.post('/payment/confirmDeposit', { amount: 10, method: 'trustly', storedDetailReference: 'acct-x' }),
      ],
      ['a profile change', () => browser.post('/player/updateFields', { city: 'Oulu' })],
      [
        'a password change',
        () =>
          browser.post('/player/updatePassword', {
            oldPassword: 'secret1',
            password: 'other11',
            confirmPassword: 'other11',
          }),
      ],
      ['a loss limit', () => browser.post('/player/limit/loss', { dailyAmount: 50 })],
      ['a state-changing GET', () => browser.get('/player/limit/realityCheck/reset')],
    ];
    for (const [name, call] of calls) {
      expectOk(await browser.post('/login', { email, password: 'secret1' }));
      expectOk(await browser.get('/player')); // this process remembers the session from here
      await db.delete(sessions).where(eq(sessions.idHash, sessionIdHashOf(browser)));
      // A read within SESSION_CACHE_SECONDS is still answered from what the process remembers...
      expect([name, (await browser.get('/player')).statusCode]).toEqual([name, 200]);
      // ...but a call that changes state reads the table (a round in its transaction): refused.
      const refused = await call();
      expect([name, refused.statusCode, refused.json().errorCode]).toEqual([name, 401, 115]);
    }
    expect(await readBalance(db, playerId)).toMatchObject({ cash: 10_000, promo: 0 });
    expect(await db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId))).toEqual([]);
    const moves = await db.select({ kind: payments.kind }).from(payments).where(eq(payments.playerId, playerId));
    expect(moves).toEqual([{ kind: 'deposit' }]);
    expect((await browser.post('/login', { email, password: 'secret1' })).statusCode).toBe(200);
    expect((await browser.get('/player')).json()).not.toMatchObject({ city: 'Oulu' });
  });

  it('takes its timeouts from the environment', () => {
    expect(loadConfig({ SESSION_IDLE_TIMEOUT: '60', SESSION_MAX_AGE: '120' })).toMatchObject({
      sessionIdleSeconds: 60,
      sessionMaxSeconds: 120,
    });
    expect(loadConfig({})).toMatchObject({
      sessionIdleSeconds: 1800,
      sessionMaxSeconds: 43200,
      sessionCacheSeconds: 5,
    });
    expect(loadConfig({ SESSION_CACHE_SECONDS: '0' }).sessionCacheSeconds).toBe(0);
    expect(() => loadConfig({ SESSION_IDLE_TIMEOUT: '0' })).toThrow('SESSION_IDLE_TIMEOUT must be a positive integer');
    expect(() => loadConfig({ SESSION_CACHE_SECONDS: '-1' })).toThrow('SESSION_CACHE_SECONDS must be a whole number');
  });

  it('answers 115 to an unknown cookie', async () => {
    const browser = new Browser(testApp().app);
    browser.session = 'x'.repeat(43);
    expectFailure(await browser.get('/player'), 401, 115);
  });
});
