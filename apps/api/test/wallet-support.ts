import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { playable } from '../src/catalogue/repository.ts';
import { games, providers } from '../src/catalogue/schema.ts';
import { ledger, wallets } from '../src/wallet/schema.ts';
import { ROUND_PATH } from '../src/wallet/round-route.ts';
import { activePlayer, expectOk, playerIdOf, type Browser } from './player-support.ts';

/** The tester at the simulated payment page: approves (as demo identity `identity` for a visitor) or declines. */
export async function decide(
  app: FastifyInstance,
  redirectUrl: string,
  decision: 'approve' | 'decline',
  identity?: number,
) {
  const reference = new URL(redirectUrl).searchParams.get('reference')!;
  const response = await app.inject({
    method: 'POST',
    url: '/payment-provider/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      reference,
      decision,
      ...(identity === undefined ? {} : { identity: String(identity) }),
    }).toString(),
  });
  expect(response.statusCode).toBe(303);
  return reference;
}

/** A logged-in player's deposit through the simulated provider, approved; answers the token and reference. */
export async function deposit(app: FastifyInstance, browser: Browser, amount: number) {
  const response = await browser.post('/payment/initDeposit', {
    country: 'FIN',
    amount,
    method: 'trustly',
    currency: 'EUR',
  });
  expectOk(response);
  const { token, redirectUrl } = response.json() as { token: string; redirectUrl: string };
  const reference = await decide(app, redirectUrl, 'approve');
  return { token, reference };
}

/**
 * `funded(amount)` for a test file's app: a new player, logged in, with `amount` EUR deposited (nothing for 0); answers
 * the browser, the e-mail and the player's id.
 */
export const fundedPlayers = (testApp: () => { app: FastifyInstance; db: Database }) => async (amount: number) => {
  const { app, db } = testApp();
  const { browser, email } = await activePlayer(app);
  if (amount > 0) await deposit(app, browser, amount);
  return { browser, email, playerId: await playerIdOf(db, email) };
};

export const balanceOf = async (browser: Browser) =>
  (await browser.get('/player/balance')).json() as {
    balance: number;
    cash: number;
    promo: number;
    totalTurnover: number;
  };

/** One round through the round endpoint. */
export const playRound = (app: FastifyInstance, browser: Browser, bet: number, gameId: number) =>
  app.inject({
    method: 'POST',
    url: ROUND_PATH,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ gameId, bet }),
    cookies: browser.cookies(),
  });

export async function someGameId(db: Database): Promise<number> {
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(providers, eq(providers.id, games.providerId))
    .where(playable)
    .limit(1);
  return game!.id;
}

/**
 * The invariants: every wallet's balances are the sums of its ledger rows, each of its loss totals the sum of its
 * rounds' bets minus wins since that total's start, and its `wagered` the sum of its rounds' bets.
 */
export async function expectLedgerMatchesWallets(db: Database) {
  const result = await db.execute(
    sql`select w.player_id from ${wallets} w left join (select player_id, sum(cash) as cash, sum(promo) as promo from ${ledger} group by player_id) l using (player_id) where w.cash <> coalesce(l.cash, 0) or w.promo <> coalesce(l.promo, 0)`,
  );
  expect((result as unknown as { rows: unknown[] }).rows).toEqual([]);
  const since = (start: string) =>
    sql.raw(`(select coalesce(sum(r.bet - r.win), 0) from game_rounds r
      where r.player_id = w.player_id and r.created_time >= w.${start})`);
  const losses = await db.execute(
    sql`select w.player_id from ${wallets} w where w.loss_day <> ${since('loss_day_start')}
      or w.loss_week <> ${since('loss_week_start')} or w.loss_month <> ${since('loss_month_start')}`,
  );
  expect((losses as unknown as { rows: unknown[] }).rows).toEqual([]);
  const wagered = await db.execute(
    sql`select w.player_id from ${wallets} w
      where w.wagered <> (select coalesce(sum(r.bet), 0) from game_rounds r where r.player_id = w.player_id)`,
  );
  expect((wagered as unknown as { rows: unknown[] }).rows).toEqual([]);
}
