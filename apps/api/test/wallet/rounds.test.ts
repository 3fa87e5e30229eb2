import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { games, providers } from '../../src/catalogue/schema.ts';
import { Browser, expectFailure } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { balanceOf, expectLedgerMatchesWallets, fundedPlayers, playRound, someGameId } from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => expectLedgerMatchesWallets(testApp().db));
const funded = fundedPlayers(testApp);

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
