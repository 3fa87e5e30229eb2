import { DAY_MS, MINUTE_MS, SPENDING_PERIOD_DAYS } from '@casino/flows/rules';

const HOUR_MS = 60 * MINUTE_MS;
import { and, eq, gt, gte, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { endedSessions, sessions } from '../../src/accounts/schema.ts';
import { ledger } from '../../src/wallet/schema.ts';
import { Browser, expectFailure, expectOk } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { deposit, expectLedgerMatchesWallets, fundedPlayers, playRound, someGameId } from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => expectLedgerMatchesWallets(testApp().db));
const funded = fundedPlayers(testApp);

interface Period {
  days: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  net: number;
  sessions: number;
  playedSeconds: number;
}
interface Spending {
  periods: Period[];
  days: { date: string; net: number }[];
  session: { startTime: string; bets: number; wins: number; net: number };
}

const spendingOf = async (browser: Browser) => {
  const response = await browser.get('/player/spending');
  expectOk(response);
  return response.json() as Spending;
};

/** The day of an instant in Finnish time, as YYYY-MM-DD. */
const finnishDay = (time: Date) => time.toLocaleDateString('sv-SE', { timeZone: 'Europe/Helsinki' });

/** What the overview must answer, summed here from the player's ledger rows read one by one. */
async function expectedFromLedger(playerId: number, now: number) {
  const rows = await testApp().db.select().from(ledger).where(eq(ledger.playerId, playerId));
  const cents = (kinds: string[], value: (row: (typeof rows)[number]) => number, since: number) =>
    rows
      .filter((row) => kinds.includes(row.kind) && row.createdTime.getTime() >= since)
      .reduce((total, row) => total + value(row), 0) / 100;
  const periods = SPENDING_PERIOD_DAYS.map((days) => {
    const since = now - days * DAY_MS;
    const bets = cents(['bet'], (row) => -(row.cash + row.promo), since);
    const wins = cents(['win', 'freeSpinWin'], (row) => row.cash + row.promo, since);
    return {
      days,
      deposits: cents(['deposit'], (row) => row.cash, since),
      withdrawals: cents(['withdrawal', 'cancel', 'refusal'], (row) => -row.cash, since),
      bets,
      wins,
      net: Math.round((wins - bets) * 100) / 100,
    };
  });
  const netByDay = new Map<string, number>();
  for (const row of rows)
    if (['bet', 'win', 'freeSpinWin'].includes(row.kind)) {
      const day = finnishDay(row.createdTime);
      netByDay.set(day, (netByDay.get(day) ?? 0) + row.cash + row.promo);
    }
  return { periods, netByDay };
}

describe('the spending overview', () => {
  it('sums the ledger over the last 1, 7, 30 and 365 days and per Finnish day', async () => {
    const { app, db } = testApp();
    const { browser, playerId } = await funded(0);
    const gameId = await someGameId(db);
    /** Moves the player's ledger rows written in the last hour `days` days back. */
    const age = async (days: number) => {
      await db
        .update(ledger)
        .set({ createdTime: sql`${ledger.createdTime} - ${`${days} days`}::interval` })
        .where(and(eq(ledger.playerId, playerId), gt(ledger.createdTime, new Date(Date.now() - HOUR_MS))));
    };
    const rounds = async (count: number, bet: number) => {
      for (let round = 0; round < count; round += 1) expectOk(await playRound(app, browser, bet, gameId));
    };

    await deposit(app, browser, 200);
    await rounds(3, 2);
    expectOk(await browser.post('/payment/withdraw', { amount: 20, method: 'trustly' }));
    await age(400); // outside every window
    await deposit(app, browser, 50);
    await rounds(2, 1);
    await age(100); // in the last 365 days only
    await rounds(2, 0.5);
    await age(10); // in the last 30 and 365 days
    await rounds(3, 1);
    await age(2); // in the last 7, 30 and 365 days
    await deposit(app, browser, 30);
    await rounds(4, 1.5);
    expectOk(await browser.post('/payment/withdraw', { amount: 15, method: 'trustly' }));
    expectOk(await browser.post('/payment/withdraw', { amount: 10, method: 'trustly' }));
    const [pending] = (await browser.get('/transactions/withdrawals')).json().transactions;
    expectOk(await browser.post('/payment/cancelWithdraw', { reference: pending.reference }));

    const before = Date.now();
    const spending = await spendingOf(browser);
    const { periods, netByDay } = await expectedFromLedger(playerId, before);
    expect(spending.periods.map(({ sessions: _, playedSeconds: __, ...sums }) => sums)).toEqual(periods);
    // The windows hold what was aged into them: the deposits of each batch, and one withdrawal left of today's two.
    expect(spending.periods.map((period) => period.deposits)).toEqual([30, 30, 30, 80]);
    expect(spending.periods.map((period) => period.withdrawals)).toEqual([15, 15, 15, 15]);
    expect(spending.periods.map((period) => period.bets)).toEqual([6, 9, 10, 12]);

    expect(spending.days).toHaveLength(30);
    expect(spending.days.at(-1)!.date).toBe(finnishDay(new Date()));
    for (const [index, day] of spending.days.entries()) {
      const expected = new Date(`${spending.days.at(-1)!.date}T12:00:00Z`).getTime() - (29 - index) * DAY_MS;
      expect(day.date).toBe(new Date(expected).toISOString().slice(0, 10));
      expect(day.net).toBe((netByDay.get(day.date) ?? 0) / 100);
    }
    const twoDaysAgo = spending.days.find((day) => day.date === finnishDay(new Date(Date.now() - 2 * DAY_MS)));
    expect(netByDay.has(twoDaysAgo!.date)).toBe(true);
  });

  it('equals the transactions lists after a deposit and five rounds', async () => {
    const { app, db } = testApp();
    const { browser } = await funded(40);
    const gameId = await someGameId(db);
    for (let round = 0; round < 5; round += 1) expectOk(await playRound(app, browser, 2, gameId));
    const [today] = (await spendingOf(browser)).periods;
    const games = (await browser.get('/transactions/games')).json().transactions as {
      betAmount: number;
      winAmount: number;
    }[];
    const deposits = (await browser.get('/transactions/deposits')).json().transactions as { amount: number }[];
    const total = (values: number[]) => Math.round(values.reduce((sum, value) => sum + value * 100, 0)) / 100;
    expect(games).toHaveLength(5);
    expect(today).toMatchObject({
      days: 1,
      deposits: total(deposits.map((row) => row.amount)),
      bets: total(games.map((row) => row.betAmount)),
      wins: total(games.map((row) => row.winAmount)),
      net: total(games.map((row) => row.winAmount - row.betAmount)),
    });
    expect(today!.deposits).toBe(40);
    expect(today!.bets).toBe(10);
  });

  it('counts the sessions begun in each window and the time played in them', async () => {
    const { app, db } = testApp();
    const { browser, email, playerId } = await funded(0);
    expectOk(await browser.post('/logout'));
    // The ended session is kept, not lost: made to have begun three days ago and lasted an hour.
    const threeDaysAgo = new Date(Date.now() - 3 * DAY_MS);
    await db
      .update(endedSessions)
      .set({ createdTime: threeDaysAgo, endedTime: new Date(threeDaysAgo.getTime() + HOUR_MS) })
      .where(eq(endedSessions.playerId, playerId));
    const again = new Browser(app);
    expectOk(await again.post('/login', { email, password: 'secret1' }));
    // The open session: begun ten minutes ago, last seen now.
    await db
      .update(sessions)
      .set({ createdTime: new Date(Date.now() - 10 * MINUTE_MS) })
      .where(eq(sessions.playerId, playerId));
    const { periods } = await spendingOf(again);
    expect(periods.map((period) => period.sessions)).toEqual([1, 2, 2, 2]);
    const [today, week] = periods;
    expect(today!.playedSeconds).toBeGreaterThanOrEqual(599);
    expect(today!.playedSeconds).toBeLessThanOrEqual(601);
    expect(week!.playedSeconds - today!.playedSeconds).toBe(3600);
  });

  it('sums the current session’s rounds only, from its start, as the ledger has them', async () => {
    const { app, db } = testApp();
    const { browser, email, playerId } = await funded(40);
    const gameId = await someGameId(db);
    for (let round = 0; round < 3; round += 1) expectOk(await playRound(app, browser, 2, gameId));
    expectOk(await browser.post('/logout'));
    const again = new Browser(app);
    expectOk(await again.post('/login', { email, password: 'secret1' }));
    const [open] = await db.select().from(sessions).where(eq(sessions.playerId, playerId));
    for (let round = 0; round < 4; round += 1) expectOk(await playRound(app, again, 1.5, gameId));

    const { session, periods } = await spendingOf(again);
    expect(session.startTime).toBe(open!.createdTime.toISOString());
    const rows = await db
      .select()
      .from(ledger)
      .where(and(eq(ledger.playerId, playerId), gte(ledger.createdTime, open!.createdTime)));
    const sum = (kinds: string[]) =>
      rows.filter((row) => kinds.includes(row.kind)).reduce((total, row) => total + row.cash + row.promo, 0);
    expect(session.bets).toBe(6);
    expect(session.bets).toBe(-sum(['bet']) / 100);
    expect(session.wins).toBe(sum(['win', 'freeSpinWin']) / 100);
    expect(session.net).toBe(Math.round((session.wins - session.bets) * 100) / 100);
    // The first session's rounds are the day's, not this session's.
    expect(periods[0]!.bets).toBe(12);
  });

  it('needs a session', async () => {
    expectFailure(await new Browser(testApp().app).get('/player/spending'), 401, 115);
  });
});
