import { afterEach, describe, expect, it } from 'vitest';
import { adminUsage, parseAdminCommand, runAdminCommand } from '../../src/admin/commands.ts';
import { Browser, expectFailure, expectOk } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { expectLedgerMatchesWallets, fundedPlayers, playRound, someGameId } from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => expectLedgerMatchesWallets(testApp().db));
const funded = fundedPlayers(testApp);

describe('cool-off, reality check and the operator flags', () => {
  it('refuses login, deposits, rounds and launches during a cool-off (217); a wrong password is 109', async () => {
    const { app, db } = testApp();
    const { browser, email } = await funded(20);
    const gameId = await someGameId(db);
    expectFailure(await browser.post('/player/limit/coolOff', { coolOffDays: 1, password: 'wrong1' }), 400, 109);
    const set = await browser.post('/player/limit/coolOff', { coolOffDays: 3, password: 'secret1' });
    expect(set.json()).toMatchObject({ success: true, coolOff: true });
    const coolOffEnd = Date.parse(set.json().endTime);
    expect(coolOffEnd).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    const refusals = [
      await playRound(app, browser, 1, gameId),
      await browser.post('/payment/initDeposit', { country: 'FIN', amount: 10, method: 'trustly', currency: 'EUR' }),
      await browser.get(`/game/real/${gameId}`),
      await browser.post('/player/limit/loss', { dailyAmount: 10 }),
      await browser.post('/player/limit/coolOff', { coolOffDays: 7, password: 'secret1' }),
      await new Browser(app).post('/login', { email, password: 'secret1' }),
    ];
    for (const refused of refusals) {
      expectFailure(refused, 403, 217);
      expect(refused.json().params).toEqual({ expireTimestamp: coolOffEnd });
    }
    expect((await browser.get('/player/limits')).json().depositLimits[3]).toMatchObject({ coolOff: true });
  });

  it('the panic button: one press without a password stops play for 24 hours and ends every session of the player', async () => {
    const { app } = testApp();
    const { browser, email } = await funded(20);
    const phone = new Browser(app);
    expectOk(await phone.post('/login', { email, password: 'secret1' }));
    const before = Date.now();
    const pressed = await browser.post('/player/limit/break');
    expect(pressed.json()).toMatchObject({ success: true, coolOff: true });
    const end = Date.parse(pressed.json().endTime);
    expect(end).toBeGreaterThanOrEqual(before + 24 * 3_600_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 24 * 3_600_000);
    // Logged out on this device and the other; the cookies are cleared.
    expect(pressed.cookies.filter(({ name }) => name.endsWith('casino_session'))).toEqual([
      expect.objectContaining({ value: '' }),
    ]);
    for (const device of [browser, phone]) expectFailure(await device.get('/player'), 401, 115);
    const login = await new Browser(app).post('/login', { email, password: 'secret1' });
    expectFailure(login, 403, 217);
    expect(login.json().params).toEqual({ expireTimestamp: end });
    // Without a session there is nothing to stop.
    expectFailure(await new Browser(app).post('/player/limit/break'), 401, 115);
  });

  it('the panic button keeps a longer cool-off in force: the break never shortens one', async () => {
    const { browser } = await funded(0);
    const coolOff = (await browser.post('/player/limit/coolOff', { coolOffDays: 3, password: 'secret1' })).json();
    const pressed = (await browser.post('/player/limit/break')).json();
    expect(pressed).toEqual({ success: true, coolOff: true, endTime: coolOff.endTime });
  });

  it('stores the reality-check interval and restarts its clock', async () => {
    const { browser } = await funded(0);
    const set = (await browser.post('/player/limit/time', { minutes: 30 })).json();
    expect(set.minutes).toBe(30);
    expect(Date.parse(set.nextCheckTime) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((await browser.get('/player/limit/realityCheck/reset')).json().minutes).toBe(30);
    const reset = (await browser.post('/player/limit/resetTime/5')).json();
    expect(Date.parse(reset.nextCheckTime) - Date.now()).toBeLessThan(5 * 60_000 + 1000);
  });

  it('refuses payments by the operator flags and logins when the register is unreachable', async () => {
    const { app, db } = testApp();
    const { browser, playerId, email } = await funded(20);
    const admin = (...args: string[]) => runAdminCommand(db, parseAdminCommand(args));
    const depositCode = async () =>
      (
        await browser.post('/payment/initDeposit', { country: 'FIN', amount: 10, method: 'trustly', currency: 'EUR' })
      ).json().errorCode;
    const withdrawCode = async () => (await browser.get('/payment/initWithdraw')).json().errorCode;
    const cases: [string, number | undefined, number | undefined][] = [
      ['pep', 231, undefined],
      ['sourceOfFunds', 234, 234],
      ['riskBlock', 235, 235],
      ['amlBlock', 260, 260],
      ['withdrawalsBlocked', undefined, 127],
      ['transactionsBlocked', 232, 232],
      ['selfExcluded', 238, undefined],
    ];
    for (const [index, [name, onDeposit, onWithdraw]] of cases.entries()) {
      if (index > 0) await admin('player', String(playerId), 'flag', cases[index - 1]![0], 'off');
      expect(await admin('player', email, 'flag', name, 'on')).toMatchObject({ flags: { [name]: true } });
      expect([name, await depositCode(), await withdrawCode()]).toEqual([name, onDeposit, onWithdraw]);
    }
    expectFailure(await new Browser(app).post('/login', { email, password: 'secret1' }), 403, 238);
    await admin('player', email, 'flag', 'selfExcluded', 'off');
    await admin('register', 'unreachable');
    try {
      expectFailure(await new Browser(app).post('/login', { email, password: 'secret1' }), 503, 258);
    } finally {
      await admin('register', 'reachable');
    }
    expect(() => parseAdminCommand(['player', email, 'flag', 'vip', 'on'])).toThrow(adminUsage);
    expect(() => parseAdminCommand(['register', 'maybe'])).toThrow(adminUsage);
    expectOk(await new Browser(app).post('/login', { email, password: 'secret1' }));
  });
});
