import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimits } from '../../src/http/schema.ts';
import { activePlayer, Browser, expectFailure, expectOk } from '../player-support.ts';
import { useTestApp } from '../support.ts';

const testApp = useTestApp();

describe('rate limits in the database', () => {
  it('counts wrong logins in rate_limits and starts a new window once the old one has ended', async () => {
    const { app, db } = testApp();
    const { email } = await activePlayer(app, { login: false });
    const browser = new Browser(app);
    const key = eq(rateLimits.key, `wrongLogin:${browser.ip}|${email}`);
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expectFailure(await browser.post('/login', { email, password: 'wrong11' }), 401, 104);
    expectFailure(await browser.post('/login', { email, password: 'secret1' }), 429, 429);
    const [counted] = await db.select().from(rateLimits).where(key);
    expect(counted?.hits).toBe(5);

    await db
      .update(rateLimits)
      .set({ windowEnds: sql`now() - interval '1 second'` })
      .where(key);
    expectFailure(await browser.post('/login', { email, password: 'wrong11' }), 401, 104);
    const [renewed] = await db.select().from(rateLimits).where(key);
    expect(renewed?.hits).toBe(1);
    expect(renewed!.windowEnds.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
    expectOk(await browser.post('/login', { email, password: 'secret1' }));
  });

  it('counts each limit under its own name', async () => {
    const { app, db } = testApp();
    const browser = new Browser(app);
    await browser.post('/player/triggerForgotPassword', { email: 'nobody@example.com', birthDate: '1990-01-01' });
    await browser.post('/player/triggerForgotPassword', { email: 'nobody@example.com', birthDate: '1990-01-01' });
    const rows = await db
      .select({ key: rateLimits.key, hits: rateLimits.hits })
      .from(rateLimits)
      .where(sql`${rateLimits.key} like ${`%:${browser.ip}`}`);
    expect(rows).toEqual([{ key: `triggerForgotPassword:${browser.ip}`, hits: 2 }]);
  });
});
