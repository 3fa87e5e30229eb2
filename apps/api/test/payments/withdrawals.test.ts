import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { players } from '../../src/accounts/schema.ts';
import { parseAdminCommand, runAdminCommand } from '../../src/admin/commands.ts';
import { expectFailure, expectOk } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { balanceOf, expectLedgerMatchesWallets, fundedPlayers } from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => expectLedgerMatchesWallets(testApp().db));
const funded = fundedPlayers(testApp);

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
