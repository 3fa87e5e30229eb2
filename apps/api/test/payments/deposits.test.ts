import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { demoIdentities } from '../../src/accounts/bank-id/simulated.ts';
import { players } from '../../src/accounts/schema.ts';
import { games, providers } from '../../src/catalogue/schema.ts';
import { adminUsage, parseAdminCommand, runAdminCommand } from '../../src/admin/commands.ts';
import { playerLimits } from '../../src/protection/schema.ts';
import { buildApp } from '../../src/app.ts';
import { createDeposit } from '../../src/payments/payments.ts';
import { payments } from '../../src/payments/schema.ts';
import { CALLBACK_PATH } from '../../src/payments/simulated.ts';
import { playRound as playRoundOf } from '../../src/wallet/rounds.ts';
import {
  activePlayer,
  Browser,
  expectFailure,
  expectOk,
  form,
  latestCode,
  playerIdOf,
  registration,
  sessionIdHashOf,
  someEmail,
} from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { balanceOf, decide, deposit, expectLedgerMatchesWallets, playRound, someGameId } from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => expectLedgerMatchesWallets(testApp().db));

async function funded(amount: number) {
  const { app, db } = testApp();
  const { browser, email } = await activePlayer(app);
  if (amount > 0) await deposit(app, browser, amount);
  return { browser, email, playerId: await playerIdOf(db, email) };
}

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

describe('balance and deposits', () => {
  it('answers 115 without a session and an empty balance at first', async () => {
    expectFailure(await new Browser(testApp().app).get('/player/balance'), 401, 115);
    const { browser } = await funded(0);
    expect((await browser.get('/player/balance')).json()).toEqual({
      success: true,
      balance: 0,
      currency: 'EUR',
      cash: 0,
      promo: 0,
      currentTurnover: 0,
      totalTurnover: 0,
    });
  });

  it('credits an approved deposit once, stores a reference, lists it; a declined one credits nothing', async () => {
    const { app } = testApp();
    const { browser } = await funded(0);
    const { token } = await deposit(app, browser, 50);
    expect(await balanceOf(browser)).toMatchObject({ balance: 50, cash: 50 });
    expect((await browser.post('/payment/depositStatus', { token })).json()).toEqual({
      success: true,
      status: 'ok',
      amount: 50,
      currency: 'EUR',
    });
    const methods = (await browser.get('/payment/methods')).json();
    expect(methods.methods[0]).toMatchObject({ method: 'trustly', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 } });
    const reference = methods.methods[0].storedData[0].reference as string;
    const confirmed = await browser.post('/payment/confirmDeposit', {
      amount: 20.5,
      method: 'trustly',
      storedDetailReference: reference,
    });
    expectOk(confirmed);
    await decide(app, confirmed.json().redirectUrl, 'decline');
    // A confirmation has its token too: the return asks its status.
    expect((await browser.post('/payment/depositStatus', { token: confirmed.json().token })).json()).toMatchObject({
      status: 'failed',
      amount: 20.5,
    });
    expectFailure(
      await browser.post('/payment/confirmDeposit', { amount: 20, method: 'trustly', storedDetailReference: 'acct-x' }),
      400,
      125,
    );
    expect(await balanceOf(browser)).toMatchObject({ balance: 50 });
    const history = (await browser.get('/transactions/deposits?includeTotalAmounts=true')).json();
    expect(history).toMatchObject({ page: 1, pageCount: 1, totalAmounts: { EUR: 50 } });
    expect(history.transactions.map((row: { status: string; amount: number }) => [row.status, row.amount])).toEqual([
      ['failed', 20.5],
      ['ok', 50],
    ]);
  });

  it('the provider page of an order started on another server process: shown, approved there, credited once', async () => {
    const { app, db, config } = testApp();
    const other = await buildApp({ db, config }); // another process on the same database
    try {
      const { browser, playerId } = await funded(0);
      const started = await browser.post('/payment/initDeposit', {
        country: 'FIN',
        amount: 40,
        method: 'trustly',
        currency: 'EUR',
      });
      const { token, redirectUrl } = started.json() as { token: string; redirectUrl: string };
      const url = new URL(redirectUrl);
      const reference = url.searchParams.get('reference')!;
      const shown = await other.inject({ method: 'GET', url: url.pathname + url.search });
      expect(shown.body).toContain('<strong>40,00 EUR</strong>');
      const pay = (on: typeof app, fields: Record<string, string>) =>
        on.inject({ method: 'POST', url: '/payment-provider/pay', ...form({ returnTo: '/kassa', ...fields }) });
      const approved = await pay(other, { reference, decision: 'approve' });
      expect([approved.statusCode, approved.headers.location]).toEqual([303, `${config.siteOrigin}/kassa`]);
      // A second decision, on either process, and an unknown order: a page that says so, never the redirect.
      for (const [on, fields, status] of [
        [app, { reference, decision: 'approve' }, 409],
        [other, { reference, decision: 'decline' }, 409],
        [app, { reference: 'dep-unknown', decision: 'approve' }, 404],
      ] as const) {
        const refused = await pay(on, fields);
        expect([refused.statusCode, refused.headers.location]).toEqual([status, undefined]);
        expect(refused.body).toContain('Tuntematon tai jo käsitelty maksu.');
        expect(refused.body).toContain('<a href="/kassa">');
      }
      expect(await balanceOf(browser)).toMatchObject({ cash: 40 });
      expect((await browser.post('/payment/depositStatus', { token })).json()).toMatchObject({ status: 'ok' });
      const rows = await db.select({ status: payments.status }).from(payments).where(eq(payments.playerId, playerId));
      expect(rows).toEqual([{ status: 'ok' }]);
    } finally {
      await other.close();
    }
  });

  it('keeps an approval the casino could not be told of: the page says so, the status call credits it', async () => {
    const { db, config } = testApp();
    const unreachable = await buildApp({ db, config });
    unreachable.addHook('preHandler', async (request) => {
      if (request.url === CALLBACK_PATH) throw new Error('the casino is unreachable');
    });
    try {
      const browser = new Browser(unreachable);
      const email = someEmail();
      expectOk(await browser.post('/player/registerPlayer', registration(email)));
      expectOk(await browser.post('/player/activate', { activationCode: await latestCode(unreachable, email) }));
      expectOk(await browser.post('/login', { email, password: 'secret1' }));
      const started = await browser.post('/payment/initDeposit', {
        country: 'FIN',
        amount: 25,
        method: 'trustly',
        currency: 'EUR',
      });
      const { token, redirectUrl } = started.json() as { token: string; redirectUrl: string };
      const reference = new URL(redirectUrl).searchParams.get('reference')!;
      const approved = await unreachable.inject({
        method: 'POST',
        url: '/payment-provider/pay',
        ...form({ reference, decision: 'approve', returnTo: '/en/cashier' }),
      });
      expect([approved.statusCode, approved.headers.location]).toEqual([502, undefined]);
      expect(approved.body).toContain('the casino could not be told of it just now');
      expect(await balanceOf(browser)).toMatchObject({ cash: 0 });
      expect((await browser.post('/payment/depositStatus', { token })).json()).toMatchObject({ status: 'ok' });
      expect(await balanceOf(browser)).toMatchObject({ cash: 25 });
    } finally {
      await unreachable.close();
    }
  });

  it('refuses amounts out of bounds (117 with the bound), unknown methods (129), other countries (108)', async () => {
    const { browser } = await funded(0);
    const init = (fields: Record<string, string | number>) =>
      browser.post('/payment/initDeposit', {
        country: 'FIN',
        amount: 50,
        method: 'trustly',
        currency: 'EUR',
        ...fields,
      });
    const low = await init({ amount: 9.99 });
    expectFailure(low, 400, 117);
    expect(low.json().params).toEqual({ paymentLimit: { minAmount: 10 } });
    expect((await init({ amount: 100000.01 })).json().params).toEqual({ paymentLimit: { maxAmount: 100000 } });
    expectFailure(await init({ method: 'cheque' }), 400, 129);
    expectFailure(await init({ country: 'SWE' }), 403, 108);
    expectFailure(await init({ amount: 10.005 }), 400, 195);
    expectOk(await browser.post('/payment/prefillDeposit', { city: 'Turku', phoneNumber: '+358401112223' }));
    expect((await browser.get('/player')).json()).toMatchObject({ city: 'Turku', phoneNumber: '+358401112223' });
    expectFailure(await browser.post('/payment/prefillDeposit', { phoneNumber: '12' }), 400, 196);
  });

  it('opens the account of a new customer from the provider identity and logs in (Pay N Play)', async () => {
    const { app } = testApp();
    const visitor = new Browser(app);
    const teppo = demoIdentities.findIndex((identity) => identity.firstName === 'Teppo');
    const fields = { country: 'FIN', amount: 30, method: 'trustly', currency: 'EUR' };
    expectFailure(await visitor.post('/payment/initDeposit', fields), 400, 214);
    const started = await visitor.post('/payment/initDeposit', {
      ...fields,
      policyChecked: true,
      privacyPolicyChecked: true,
    });
    const { token, redirectUrl } = started.json();
    expect((await visitor.post('/payment/depositStatus', { token })).json()).toMatchObject({ status: 'pending' });
    await decide(app, redirectUrl, 'approve', teppo);
    expect((await visitor.post('/payment/depositStatus', { token })).json()).toMatchObject({
      status: 'ok',
      amount: 30,
    });
    expect((await visitor.get('/player')).json()).toMatchObject({ firstName: 'Teppo', lastName: 'Testaaja' });
    expect(await balanceOf(visitor)).toMatchObject({ cash: 30 });
    expectFailure(await visitor.post('/payment/depositStatus', { token: 'nope' }), 400, 119);
  });
});

describe('rounds', () => {
  it('plays rounds that show in the game actions and move the balance by exactly bets and wins', async () => {
    const { app, db } = testApp();
    const { browser } = await funded(50);
    const gameId = await someGameId(db);
    let net = 0;
    for (let index = 0; index < 20; index += 1) {
      const response = await playRound(app, browser, 1.5, gameId);
      expect(response.statusCode).toBe(200);
      const round = response.json();
      net += Math.round((round.win - round.bet) * 100);
    }
    expect((await balanceOf(browser)).balance).toBeCloseTo(50 + net / 100, 10);
    const first = (await browser.get('/transactions/games')).json();
    const second = (await browser.get('/transactions/games?page=2')).json();
    expect([first.pageCount, first.transactions.length, second.transactions.length]).toEqual([1, 20, 0]);
    expect(first.transactions[0]).toMatchObject({ betAmount: 1.5, currency: 'EUR' });
    const wins = first.transactions.reduce(
      (total: number, row: { winAmount: number }) => total + row.winAmount * 100,
      0,
    );
    expect(Math.round(wins - 20 * 150)).toBe(net);
  });

  it('refuses a bet beyond the balance (121), an unknown game (131) and without a session (115)', async () => {
    const { app, db } = testApp();
    const { browser } = await funded(10);
    const gameId = await someGameId(db);
    expectFailure(await playRound(app, browser, 10.01, gameId), 400, 121);
    expectFailure(await playRound(app, browser, 1, 99999999), 404, 131);
    expectFailure(await playRound(app, new Browser(app), 1, gameId), 401, 115);
  });

  it('refuses a round of a disabled game or of a game of a disabled provider (132) and debits nothing', async () => {
    const { app, db } = testApp();
    const { browser } = await funded(10);
    const gameId = await someGameId(db);
    const [game] = await db.select().from(games).where(eq(games.id, gameId));
    try {
      await db.update(providers).set({ active: false }).where(eq(providers.id, game!.providerId));
      expectFailure(await playRound(app, browser, 1, gameId), 403, 132);
      await db.update(providers).set({ active: true }).where(eq(providers.id, game!.providerId));
      await db.update(games).set({ active: false }).where(eq(games.id, gameId));
      expectFailure(await playRound(app, browser, 1, gameId), 403, 132);
    } finally {
      await db.update(providers).set({ active: true }).where(eq(providers.id, game!.providerId));
      await db.update(games).set({ active: true }).where(eq(games.id, gameId));
    }
    expect((await balanceOf(browser)).balance).toBe(10);
  });
});

describe('withdrawals', () => {
  it('withdraws from cash minus the reserve, pending until cancelled, forfeiting promo', async () => {
    const { app, db } = testApp();
    const { browser, playerId } = await funded(100);
    await db.update(players).set({ loyaltyPoints: 1000 }).where(eq(players.id, playerId));
    expect((await browser.post('/player/convertLoyaltyPoints', { pointAmount: 500 })).json()).toEqual({
      success: true,
      points: 500,
    });
    expectFailure(await browser.post('/player/convertLoyaltyPoints', { pointAmount: 550 }), 400, 195);
    expect(await runAdminCommand(db, parseAdminCommand(['player', String(playerId), 'reserve', '20']))).toMatchObject({
      cashReserve: 20,
    });
    expect((await browser.get('/payment/initWithdraw')).json()).toMatchObject({
      totalBalance: 105,
      cashBalance: 100,
      promoBalance: 5,
      cashReserve: 20,
    });
    expectFailure(await browser.post('/payment/withdraw', { amount: 80.01, method: 'trustly' }), 400, 121);
    expectFailure(await browser.post('/payment/withdraw', { amount: 5, method: 'trustly' }), 400, 117);
    expectOk(await browser.post('/payment/withdraw', { amount: 60, method: 'trustly' }));
    expect(await balanceOf(browser)).toMatchObject({ cash: 40, promo: 0 });
    const [pending] = (await browser.get('/transactions/withdrawals')).json().transactions;
    expect(pending).toMatchObject({ status: 'pending', amount: 60 });
    expectOk(await browser.post('/payment/cancelWithdraw', { reference: pending.reference }));
    expectFailure(await browser.post('/payment/cancelWithdraw', { reference: pending.reference }), 400, 195);
    expect(await balanceOf(browser)).toMatchObject({ cash: 100, promo: 0 });
    expectOk(await browser.post('/payment/withdraw', { amount: 60, method: 'trustly' }));
    const rows = (await browser.get('/transactions/withdrawals')).json().transactions;
    expect(rows.map((row: { status: string }) => row.status)).toEqual(['pending', 'cancelled']);
    void app;
  });
});

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
    expect(limits.depositLimits[0]).toEqual({ currency: 'EUR', ammount: 60, dailyDeposit: true });
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

describe("Finland's rule: deposit limits before a deposit (REQUIRE_DEPOSIT_LIMITS)", () => {
  it("refuses a FIN player's deposits (237) until the daily and monthly deposit limits are set; rounds are not held", async () => {
    const { db, config } = testApp();
    const { browser, playerId } = await funded(20);
    const strict = { ...config.wallet, requireDepositLimits: true };
    const gameId = await someGameId(db);
    const newDeposit = (playerCountry: string) =>
      createDeposit(db, strict, { playerId, playerCountry, cents: 1000, method: 'trustly', country: 'FIN' });
    await expect(newDeposit('FIN')).rejects.toMatchObject({ errorCode: 237 });
    await expect(newDeposit('EST')).resolves.toMatchObject({ reference: expect.any(String) });
    await expect(
      playRoundOf(db, { playerId, gameId, bet: 100, sessionIdHash: sessionIdHashOf(browser), win: () => 0 }),
    ).resolves.toMatchObject({ bet: 100 });
    expectOk(await browser.post('/player/limit/deposit', { dailyAmount: 100 }));
    await expect(newDeposit('FIN')).rejects.toMatchObject({ errorCode: 237 });
    expectOk(await browser.post('/player/limit/deposit', { monthlyAmount: 1000 }));
    await expect(newDeposit('FIN')).resolves.toMatchObject({ reference: expect.any(String) });
  });
});

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
