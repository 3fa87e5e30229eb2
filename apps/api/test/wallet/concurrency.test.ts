import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { payments } from '../../src/payments/schema.ts';
import { CALLBACK_PATH, SIGNATURE_HEADER, signCallback } from '../../src/payments/simulated.ts';
import type { ApiError } from '../../src/http/api-error.ts';
import { playRound } from '../../src/wallet/rounds.ts';
import { activePlayer, expectOk, playerIdOf, sessionIdHashOf } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { balanceOf, deposit, expectLedgerMatchesWallets, someGameId } from '../wallet-support.ts';

const SECRET = 'test-callback-secret';
const testApp = useTestApp({ PAYMENT_CALLBACK_SECRET: SECRET });
afterEach(() => expectLedgerMatchesWallets(testApp().db));

describe('money under concurrency', () => {
  it('50 parallel withdrawals of 10 from 100: exactly 10 succeed and the cash ends at 0', async () => {
    const { app } = testApp();
    const { browser } = await activePlayer(app);
    await deposit(app, browser, 100);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => browser.post('/payment/withdraw', { amount: 10, method: 'trustly' })),
    );
    const codes = answers.map((answer) => answer.json().errorCode ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(10);
    expect(new Set(codes.filter((code) => code !== 'ok'))).toEqual(new Set([121]));
    expect(await balanceOf(browser)).toMatchObject({ balance: 0, cash: 0 });
  });

  it('50 parallel losing bets past the daily loss limit: only those within it succeed (122 for the rest)', async () => {
    const { app, db } = testApp();
    const { browser, email } = await activePlayer(app);
    await deposit(app, browser, 500);
    expectOk(await browser.post('/player/limit/loss', { dailyAmount: 30 }));
    const playerId = await playerIdOf(db, email);
    const gameId = await someGameId(db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () =>
        playRound(db, { playerId, gameId, bet: 700, sessionIdHash: sessionIdHashOf(browser), win: () => 0 }),
      ),
    );
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as ApiError).errorCode] : [],
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(4);
    expect(refusals).toEqual(Array(46).fill(122));
    expect((await browser.get('/player/limits')).json().limits[0].usedAmount).toBe(28);
    expect(await balanceOf(browser)).toMatchObject({ balance: 472 });
  });

  it('the same signed callback delivered 10 times at once credits once; a bad signature is refused', async () => {
    const { app, db } = testApp();
    const { browser } = await activePlayer(app);
    const started = await browser.post('/payment/initDeposit', {
      country: 'FIN',
      amount: 40,
      method: 'trustly',
      currency: 'EUR',
    });
    const reference = new URL(started.json().redirectUrl).searchParams.get('reference')!;
    const body = JSON.stringify({ reference, outcome: { approved: true } });
    const send = (signature: string) =>
      app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature, origin: 'https://evil.example' },
        payload: body,
      });
    expect((await send(signCallback('wrong', body))).statusCode).toBe(403);
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(signCallback(SECRET, body))));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(await balanceOf(browser)).toMatchObject({ cash: 40 });
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    expect(row?.status).toBe('ok');
  });
});
