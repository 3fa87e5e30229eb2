import { readdirSync, readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodStarts } from '../../src/protection/periods.ts';
import { wageredCents } from '../../src/wallet/repository.ts';
import { gameRounds, wallets } from '../../src/wallet/schema.ts';
import { lossesUsed, playRound } from '../../src/wallet/rounds.ts';
import { sessionIdHashOf } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { expectLedgerMatchesWallets, fundedPlayers, someGameId } from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => {
  vi.useRealTimers();
  return expectLedgerMatchesWallets(testApp().db);
});
const funded = fundedPlayers(testApp);

describe("the wallet's loss totals", () => {
  it('count each round in the current day, week and month in Finnish time, each starting again as its period ends', async () => {
    const { db } = testApp();
    const { browser, playerId } = await funded(100);
    const gameId = await someGameId(db);
    vi.useFakeTimers({ toFake: ['Date'] });
    /** A round at `time` of `bet` and `win` cents. */
    const round = (time: string, bet: number, win: number) => {
      vi.setSystemTime(new Date(time));
      return playRound(db, { playerId, gameId, bet, sessionIdHash: sessionIdHashOf(browser), win: () => win });
    };
    const used = () => lossesUsed(db, playerId, new Date());

    await round('2026-12-06T12:00:00Z', 1000, 0); // Sunday 6 December, 14:00 in Finland
    await round('2026-12-06T21:59:59Z', 500, 200); // 23:59:59 in Finland
    expect(await used()).toEqual({ daily: 1300, weekly: 1300, monthly: 1300 });
    await round('2026-12-06T22:00:00Z', 200, 0); // Monday 7 December, midnight in Finland: a new day and week
    expect(await used()).toEqual({ daily: 200, weekly: 200, monthly: 1500 });
    await round('2026-12-07T10:00:00Z', 100, 400); // a net win: none of the limits used
    expect(await used()).toEqual({ daily: 0, weekly: 0, monthly: 1200 });
    await round('2026-12-31T22:00:00Z', 400, 100); // Friday 1 January: a new day and month, the week of Monday 28th
    expect(await used()).toEqual({ daily: 300, weekly: 300, monthly: 300 });
    // A round whose clock was still in the old day and month when it asked for the lock (another process's) counts
    // in the week they share, and leaves the new day's and month's totals as they are.
    await round('2026-12-31T21:59:59Z', 50, 0);
    vi.setSystemTime(new Date('2026-12-31T22:00:01Z'));
    expect(await used()).toEqual({ daily: 300, weekly: 350, monthly: 300 });
    // Past the period's end with no round played, nothing is used.
    vi.setSystemTime(new Date('2027-01-02T12:00:00Z'));
    expect(await used()).toEqual({ daily: 0, weekly: 350, monthly: 300 });
  });

  it('and the wagered total are what the migrations that added them summed from the rounds played before them', async () => {
    const { db } = testApp();
    const [first, second] = [await funded(0), await funded(0)];
    const gameId = await someGameId(db);
    // Thursday 10 December in Finland: the day, the week and the month each began at another time.
    const now = new Date('2026-12-10T12:00:00Z');
    const starts = periodStarts(now);
    const before = (start: Date, ms = 1) => new Date(start.getTime() - ms);
    const rounds = [
      { playerId: first.playerId, gameId, bet: 700, win: 0, createdTime: now },
      { playerId: first.playerId, gameId, bet: 100, win: 300, createdTime: now },
      { playerId: first.playerId, gameId, bet: 50, win: 0, createdTime: before(starts.daily) },
      { playerId: first.playerId, gameId, bet: 25, win: 0, createdTime: before(starts.weekly) },
      { playerId: first.playerId, gameId, bet: 10, win: 0, createdTime: before(starts.monthly) },
      { playerId: second.playerId, gameId, bet: 999, win: 0, createdTime: before(starts.monthly, 40 * 86_400_000) },
    ];
    await db.insert(gameRounds).values(rounds);
    await db
      .insert(wallets)
      .values([{ playerId: first.playerId }, { playerId: second.playerId }])
      .onConflictDoNothing();
    // As if they ran at `now` (PostgreSQL's now() is when its transaction began).
    for (const name of ['loss_totals', 'wagered_total']) {
      const migration = readdirSync('drizzle').find((file) => file.endsWith(`_${name}.sql`))!;
      const backfill = readFileSync(`drizzle/${migration}`, 'utf8').split('--> statement-breakpoint').at(-1)!;
      await db.execute(sql.raw(backfill.replaceAll('now()', `'${now.toISOString()}'::timestamptz`)));
    }

    const [wallet] = await db.select().from(wallets).where(eq(wallets.playerId, first.playerId));
    expect([wallet!.lossDayStart, wallet!.lossWeekStart, wallet!.lossMonthStart]).toEqual([
      starts.daily,
      starts.weekly,
      starts.monthly,
    ]);
    expect([wallet!.lossDay, wallet!.lossWeek, wallet!.lossMonth]).toEqual([500, 550, 575]);
    expect(await wageredCents(db, first.playerId)).toBe(885);
    expect(await wageredCents(db, second.playerId)).toBe(999);
    expect(await lossesUsed(db, second.playerId, now)).toEqual({ daily: 0, weekly: 0, monthly: 0 });
  });
});
