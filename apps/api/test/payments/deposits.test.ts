import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { demoIdentities } from '../../src/accounts/bank-id/simulated.ts';
import { buildApp } from '../../src/app.ts';
import { createDeposit } from '../../src/payments/payments.ts';
import { payments } from '../../src/payments/schema.ts';
import { CALLBACK_PATH } from '../../src/payments/simulated.ts';
import { playRound as playRoundOf } from '../../src/wallet/rounds.ts';
import {
  Browser,
  expectFailure,
  expectOk,
  form,
  latestCode,
  registration,
  sessionIdHashOf,
  someEmail,
} from '../player-support.ts';
import { useTestApp } from '../support.ts';
import {
  balanceOf,
  decide,
  deposit,
  expectLedgerMatchesWallets,
  fundedPlayers,
  someGameId,
} from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => expectLedgerMatchesWallets(testApp().db));
const funded = fundedPlayers(testApp);

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
