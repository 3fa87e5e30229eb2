import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { playerLimits } from '../../src/protection/schema.ts';
import { type Browser, expectFailure, expectOk } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { expectLedgerMatchesWallets, fundedPlayers, playRound, someGameId } from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => expectLedgerMatchesWallets(testApp().db));
const funded = fundedPlayers(testApp);

const finnishTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** A daily limit's 122: `params.expireTimestamp` is the coming midnight in Finland, when the day's limit is free. */
function expectNextFinnishMidnight(params: { period: string; expireTimestamp: number }) {
  expect(params.period).toBe('daily');
  expect(params.expireTimestamp).toBeGreaterThan(Date.now());
  expect(params.expireTimestamp).toBeLessThanOrEqual(Date.now() + 25 * 3_600_000);
  expect(finnishTime.format(params.expireTimestamp)).toBe('00:00:00');
}

describe('loss and deposit limits', () => {
  const loss = async (browser: Browser) =>
    ((await browser.get('/player/limits')).json() as { limits: { amount: number; newAmount: number | null }[] })
      .limits[0]!;

  it('lowers at once; a raise waits for the cooling period and the confirmation', async () => {
    const { db } = testApp();
    const { browser, playerId } = await funded(0);
    expectOk(await browser.post('/player/limit/loss', { dailyAmount: 100, weeklyAmount: 500 }));
    expect(await loss(browser)).toMatchObject({ amount: 100, newAmount: null });
    expectOk(await browser.post('/player/limit/loss', { dailyAmount: 200 }));
    const limits = (await browser.get('/player/limits')).json();
    expect(limits.limits[0]).toMatchObject({ type: 'dailyLoss', amount: 100, newAmount: 200 });
    expect(limits.trueLimits.dailyLoss).toEqual({ amount: 100, newAmount: 200, increasingToBeConfirmed: false });
    expectFailure(await browser.post('/player/limit/loss', { dailyConfirmed: true }), 400, 195);
    await db
      .update(playerLimits)
      .set({ effectiveTime: new Date(Date.now() - 1000) })
      .where(eq(playerLimits.playerId, playerId));
    expect((await browser.get('/player/limits')).json().trueLimits.dailyLoss.increasingToBeConfirmed).toBe(true);
    expect(await loss(browser)).toMatchObject({ amount: 100 });
    expectOk(await browser.post('/player/limit/loss', { confirm: 'daily' }));
    expect(await loss(browser)).toMatchObject({ amount: 200, newAmount: null });
    expectOk(await browser.post('/player/limit/loss', { dailyAmount: 50 }));
    expect(await loss(browser)).toMatchObject({ amount: 50 });
    expectOk(await browser.post('/player/limit/loss', { dailyAmount: 0 }));
    expect(await loss(browser)).toMatchObject({ amount: 50, newAmount: 0 });
    expectOk(await browser.post('/player/limit/loss', { cancel: 'daily' }));
    expect(await loss(browser)).toMatchObject({ amount: 50, newAmount: null });
  });

  it('enforces the bounds and the cross rules (195)', async () => {
    const { browser } = await funded(0);
    expectFailure(await browser.post('/player/limit/loss', { dailyAmount: 9 }), 400, 195);
    expectOk(await browser.post('/player/limit/loss', { weeklyAmount: 100 }));
    const crossed = await browser.post('/player/limit/loss', { dailyAmount: 150 });
    expectFailure(crossed, 400, 195);
    expect(crossed.json().params).toMatchObject({ rule: 'noHigherThan', other: 'weekly' });
  });

  it('refuses bets past a loss limit and deposits past a deposit limit (122), until the end of the period', async () => {
    const { app, db } = testApp();
    const { browser } = await funded(50);
    const gameId = await someGameId(db);
    expectOk(await browser.post('/player/limit/loss', { dailyAmount: 10 }));
    const bet = await playRound(app, browser, 10.01, gameId);
    expectFailure(bet, 400, 122);
    expectNextFinnishMidnight(bet.json().params);
    expectOk(await browser.post('/player/limit/deposit', { dailyAmount: 60, monthlyAmount: 1000 }));
    const limits = (await browser.get('/player/limits')).json();
    // The headroom (an extension): the 50 deposited today and this month, and when each period ends.
    expect(limits.depositLimits[0]).toMatchObject({ currency: 'EUR', ammount: 60, usedAmount: 50, dailyDeposit: true });
    expect(limits.depositLimits[2]).toMatchObject({ ammount: 1000, usedAmount: 50, monthlyDeposit: true });
    expectNextFinnishMidnight({ period: 'daily', expireTimestamp: Date.parse(limits.depositLimits[0].endTime) });
    expect(Date.parse(limits.depositLimits[2].endTime)).toBeGreaterThanOrEqual(
      Date.parse(limits.depositLimits[0].endTime),
    );
    expect(limits.limits[0]).toMatchObject({ type: 'dailyLoss', amount: 10, usedAmount: 0 });
    const deposit = await browser.post('/payment/initDeposit', {
      country: 'FIN',
      amount: 10.01,
      method: 'trustly',
      currency: 'EUR',
    });
    expectFailure(deposit, 400, 122);
    expectNextFinnishMidnight(deposit.json().params);
    expectOk(
      await browser.post('/payment/initDeposit', { country: 'FIN', amount: 10, method: 'trustly', currency: 'EUR' }),
    );
  });
});
