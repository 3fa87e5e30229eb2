import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { players } from '../../src/accounts/schema.ts';
import { parseAdminCommand, runAdminCommand } from '../../src/admin/commands.ts';
import { withdrawalReports } from '../../src/payments/payments.ts';
import { payments } from '../../src/payments/schema.ts';
import { payOut } from '../../src/payments/simulated.ts';
import { ledger } from '../../src/wallet/schema.ts';
import { expectFailure, expectOk, type Browser } from '../player-support.ts';
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
    expect(stepNames(rows[0])).toEqual(['requested']);
    expect(stepNames(rows[1])).toEqual(['requested', 'cancelled']);
    expectStepsInOrder(rows[1]);
    void app;
  });
});

interface Row {
  status: string;
  amount: number;
  reference?: string;
  steps: { step: string; time: string }[];
}
const stepNames = (row: Row) => row.steps.map((step) => step.step);
/** The steps' times never go back, and the first is the row's createdTime. */
function expectStepsInOrder(row: Row & { createdTime: string }) {
  const times = row.steps.map((step) => Date.parse(step.time));
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(row.steps[0]).toEqual({ step: 'requested', time: row.createdTime });
}
const withdrawals = async (browser: Browser) =>
  (await browser.get('/transactions/withdrawals')).json().transactions as (Row & { createdTime: string })[];
const admin = (...args: string[]) => runAdminCommand(testApp().db, parseAdminCommand(args));

/** A new player with 100 € who has asked to withdraw 30 €; answers the browser, player and withdrawal's reference. */
async function withdrawing() {
  const { browser, playerId } = await funded(100);
  expectOk(await browser.post('/payment/withdraw', { amount: 30, method: 'trustly' }));
  const [row] = await withdrawals(browser);
  expect(row).toMatchObject({ status: 'pending', amount: 30 });
  expect(stepNames(row!)).toEqual(['requested']);
  return { browser, playerId, reference: row!.reference! };
}

/** Moves the withdrawal's request (and approval, when it has one) `seconds` into the past. */
async function agePayment(reference: string, seconds: number) {
  const { db } = testApp();
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  const back = (time: Date | null) => time && new Date(time.getTime() - seconds * 1000);
  await db
    .update(payments)
    .set({ createdTime: back(row!.createdTime)!, approvedTime: back(row!.approvedTime) })
    .where(eq(payments.reference, reference));
}

describe('the withdrawal steps', () => {
  it('the payout command moves a withdrawal requested -> approved -> paid, with the times in order', async () => {
    const { browser, reference } = await withdrawing();
    const moved = (await admin('payout')) as { approved: string[]; paid: string[] };
    expect(moved.approved).toContain(reference);
    expect(moved.paid).toContain(reference);
    const [row] = await withdrawals(browser);
    expect(row).toMatchObject({ status: 'ok', amount: 30 });
    expect(row!.reference).toBeUndefined();
    expect(stepNames(row!)).toEqual(['requested', 'approved', 'paid']);
    expectStepsInOrder(row!);
    expect(await balanceOf(browser)).toMatchObject({ cash: 70 });
    // Paid: neither the player nor the provider can take it back, and a second payout does not touch it.
    expectFailure(await browser.post('/payment/cancelWithdraw', { reference }), 400, 195);
    await expect(admin('withdrawal', reference, 'refuse')).rejects.toThrow(`No pending withdrawal ${reference}`);
    expect((await admin('payout')) as { paid: string[] }).not.toMatchObject({
      paid: expect.arrayContaining([reference]),
    });
    expect(await withdrawals(browser)).toEqual([row]);
  });

  it("the provider's timer approves after half the processing time and pays after the other half", async () => {
    const { browser, reference } = await withdrawing();
    const reports = withdrawalReports(testApp().db);
    // Requested just now: a round with 150 s steps leaves it alone.
    await payOut(reports, 150);
    expect(stepNames((await withdrawals(browser))[0]!)).toEqual(['requested']);
    // Requested 200 s ago: approved now, and not paid in the same round (approved less than 150 s ago).
    await agePayment(reference, 200);
    const first = await payOut(reports, 150);
    expect(first.approved).toContain(reference);
    expect(first.paid).not.toContain(reference);
    const [approved] = await withdrawals(browser);
    expect(approved).toMatchObject({ status: 'pending' });
    expect(approved!.reference).toBeUndefined();
    expect(stepNames(approved!)).toEqual(['requested', 'approved']);
    // Approved: the player can no longer cancel it.
    expectFailure(await browser.post('/payment/cancelWithdraw', { reference }), 400, 195);
    expect(await balanceOf(browser)).toMatchObject({ cash: 70 });
    // Approved 200 s ago: paid.
    await agePayment(reference, 200);
    expect((await payOut(reports, 150)).paid).toContain(reference);
    const [paid] = await withdrawals(browser);
    expect(paid).toMatchObject({ status: 'ok' });
    expect(stepNames(paid!)).toEqual(['requested', 'approved', 'paid']);
    expectStepsInOrder(paid!);
  });

  it('a refusal returns the money to cash in a refusal ledger row, once', async () => {
    const { db } = testApp();
    const { browser, playerId, reference } = await withdrawing();
    await withdrawalReports(db).withdrawalsApproved([reference]);
    expect(await balanceOf(browser)).toMatchObject({ cash: 70 });
    expect(await admin('withdrawal', reference, 'refuse')).toEqual({ refused: reference });
    const [row] = await withdrawals(browser);
    expect(row).toMatchObject({ status: 'failed', amount: 30 });
    expect(stepNames(row!)).toEqual(['requested', 'approved', 'refused']);
    expectStepsInOrder(row!);
    expect(await balanceOf(browser)).toMatchObject({ cash: 100 });
    const refusals = await db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, playerId), eq(ledger.kind, 'refusal')));
    expect(refusals).toMatchObject([{ cash: 3000, promo: 0, reference }]);
    // Refused: not refused twice, not paid, not cancelled.
    await expect(admin('withdrawal', reference, 'refuse')).rejects.toThrow('No pending withdrawal');
    expect((await admin('payout')) as { paid: string[] }).not.toMatchObject({
      paid: expect.arrayContaining([reference]),
    });
    expectFailure(await browser.post('/payment/cancelWithdraw', { reference }), 400, 195);
    expect(await balanceOf(browser)).toMatchObject({ cash: 100 });
    // The spending overview counts the refused withdrawal out, as a cancelled one.
    const spending = (await browser.get('/player/spending')).json() as { periods: { withdrawals: number }[] };
    expect(spending.periods[0]!.withdrawals).toBe(0);
  });

  it('a pending withdrawal not yet approved is refused too, and an unknown reference is not', async () => {
    const { browser, reference } = await withdrawing();
    expect(await admin('withdrawal', reference, 'refuse')).toEqual({ refused: reference });
    const [row] = await withdrawals(browser);
    expect(stepNames(row!)).toEqual(['requested', 'refused']);
    expect(await balanceOf(browser)).toMatchObject({ cash: 100 });
    await expect(admin('withdrawal', 'wd-none', 'refuse')).rejects.toThrow('No pending withdrawal wd-none');
    expect(() => parseAdminCommand(['withdrawal', reference])).toThrow('Usage');
    expect(() => parseAdminCommand(['payout', 'now'])).toThrow('Usage');
  });
});
