import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { drawPrize, wheelPrizes } from '../../src/bonuses/bonuses.ts';
import type { Database } from '../../src/db/database.ts';
import { gameGroupGames, gameGroups, games } from '../../src/catalogue/schema.ts';
import { bonusGameCredits, jackpots } from '../../src/bonuses/schema.ts';
import { gameRounds, ledger, wallets } from '../../src/wallet/schema.ts';
import { slotRoundPath } from '../../src/demo-game/routes.ts';
import { playRound } from '../../src/wallet/rounds.ts';
import { multiplierOf, reelStrip, slotRtp, spinSlot } from '../../src/demo-game/slot.ts';
import { activePlayer, Browser, expectFailure, expectOk, playerIdOf, sessionIdHashOf } from '../player-support.ts';
import { useTestApp } from '../support.ts';
import { balanceOf, decide, deposit, expectLedgerMatchesWallets, someGameId } from '../wallet-support.ts';

const testApp = useTestApp();
afterEach(() => expectLedgerMatchesWallets(testApp().db));

async function player() {
  const { app, db } = testApp();
  const { browser, email } = await activePlayer(app);
  return { browser, playerId: await playerIdOf(db, email) };
}

const slotRound = (app: FastifyInstance, browser: Browser, mode: 'demo' | 'real', gameId: number, bet: number) =>
  app.inject({
    method: 'POST',
    url: slotRoundPath(mode),
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ gameId, bet }),
    cookies: browser.cookies(),
  });

const freeSpin = (browser: Browser, gameId: number) => ({
  method: 'POST' as const,
  url: slotRoundPath('free'),
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ gameId }),
  cookies: browser.cookies(),
});

/** Wagering done earlier, written as rounds of the player that won back their bets (no money moves). */
async function wagered(db: Database, playerId: number, gameId: number, cents: number) {
  await db.insert(gameRounds).values({ playerId, gameId, bet: cents, win: cents });
  await db
    .insert(wallets)
    .values({ playerId, wagered: cents })
    .onConflictDoUpdate({ target: wallets.playerId, set: { wagered: sql`${wallets.wagered} + ${cents}` } });
}

async function jackpotGame(db: Database) {
  const [row] = await db
    .select({ id: gameGroupGames.gameId })
    .from(gameGroupGames)
    .innerJoin(gameGroups, eq(gameGroups.id, gameGroupGames.groupId))
    .where(eq(gameGroups.slug, 'jackpotit'))
    .limit(1);
  return row!.id;
}

describe('the slot paytable', () => {
  it('returns exactly 31358 / 32768 of the stakes (about 95.70 %) over every line', () => {
    expect(slotRtp()).toEqual({ returned: 31358, lines: 32768 });
  });

  it('pays three of a kind, two cherries, and nothing else', () => {
    expect(multiplierOf(['seven', 'seven', 'seven'])).toBe(250);
    expect(multiplierOf(['cherry', 'cherry', 'cherry'])).toBe(8);
    expect(multiplierOf(['cherry', 'bell', 'cherry'])).toBe(2);
    expect(multiplierOf(['cherry', 'bell', 'bar'])).toBe(0);
    expect(multiplierOf(['bell', 'bell', 'bar'])).toBe(0);
  });

  it('stops each reel where the draw says and pays the bet in cents', () => {
    const seven = reelStrip.indexOf('seven');
    expect(spinSlot(20, () => seven)).toEqual({ line: ['seven', 'seven', 'seven'], multiplier: 250, win: 5000 });
    expect(reelStrip).toHaveLength(32);
  });
});

describe('the bonus wheel prize table', () => {
  it('draws each prize for as many of the 100 tickets as its weight', () => {
    const drawn = Array.from({ length: 100 }, (_, ticket) => drawPrize(() => ticket).reference);
    for (const prize of wheelPrizes)
      expect(drawn.filter((reference) => reference === prize.reference)).toHaveLength(prize.weight);
  });
});

describe('slot rounds', () => {
  it('plays for fun without a session and writes nothing for a logged-in player', async () => {
    const { app, db } = testApp();
    const gameId = await someGameId(db);
    const anonymous = await slotRound(app, new Browser(app), 'demo', gameId, 1);
    expect(anonymous.json()).toMatchObject({ success: true, bet: 1 });
    expect(anonymous.json().line).toHaveLength(3);
    const { browser, playerId } = await player();
    await deposit(app, browser, 20);
    const before = await db.select().from(ledger).where(eq(ledger.playerId, playerId));
    for (let round = 0; round < 5; round++) expectOk(await slotRound(app, browser, 'demo', gameId, 5));
    expect(await db.select().from(ledger).where(eq(ledger.playerId, playerId))).toEqual(before);
    expect((await browser.get('/transactions/games')).json().transactions).toEqual([]);
    expect(await balanceOf(browser)).toMatchObject({ balance: 20 });
  });

  it('plays real money through the wallet: each round a game action, the balance moved by wins minus bets', async () => {
    const { app, db } = testApp();
    const gameId = await someGameId(db);
    const { browser } = await player();
    await deposit(app, browser, 50);
    let expected = 50;
    for (let round = 0; round < 10; round++) {
      const answer = (await slotRound(app, browser, 'real', gameId, 1)).json();
      expect(answer).toMatchObject({ success: true, bet: 1 });
      expect(answer.win).toBe(answer.multiplier);
      expected = Math.round((expected - 1 + answer.win) * 100) / 100;
      expect(answer.balance).toBe(expected);
    }
    expect((await balanceOf(browser)).balance).toBe(expected);
    expect((await browser.get('/transactions/games')).json().transactions).toHaveLength(10);
    expect((await browser.get('/games/RecentGames')).json().games.map((game: { id: number }) => game.id)).toEqual([
      gameId,
    ]);
  });

  it('refuses with 115, 196, 121, 122 and 217', async () => {
    const { app, db } = testApp();
    const gameId = await someGameId(db);
    expectFailure(await slotRound(app, new Browser(app), 'real', gameId, 1), 401, 115);
    const { browser, playerId } = await player();
    expectFailure(await slotRound(app, browser, 'real', gameId, 0.3), 400, 196);
    expectFailure(await slotRound(app, browser, 'real', gameId, 1), 400, 121);
    await deposit(app, browser, 30);
    expectOk(await browser.post('/player/limit/loss', { dailyAmount: 10 }));
    await playRound(db, { playerId, gameId, bet: 1000, sessionIdHash: sessionIdHashOf(browser), win: () => 0 });
    expectFailure(await slotRound(app, browser, 'real', gameId, 1), 400, 122);
    const other = await player();
    await deposit(app, other.browser, 20);
    expectOk(await other.browser.post('/player/limit/coolOff', { coolOffDays: 1, password: 'secret1' }));
    expectFailure(await slotRound(app, other.browser, 'real', gameId, 1), 403, 217);
    const page = await app.inject({
      url: `/game-launch/${gameId}?mode=real`,
      cookies: other.browser.cookies(),
    });
    expect(page.body).toContain('data-refused="217"');
  });
});

describe('jackpots', () => {
  it('grow by their share of every real-money bet on a jackpot game since they started, and of no other bet', async () => {
    const { app, db } = testApp();
    // The third has not started yet: nothing wagered counts for it.
    await db
      .update(jackpots)
      .set({ since: new Date(Date.now() + 3_600_000) })
      .where(eq(jackpots.name, 'Sauna Mini'));
    const before = (await app.inject({ url: '/player-api/jackpots?currency=eur' })).json();
    expect(before.jackpots.map((jackpot: { name: string }) => jackpot.name)).toEqual([
      'Pohjolan Mega',
      'Revontuli Major',
      'Sauna Mini',
    ]);
    const gameId = await jackpotGame(db);
    expect(before.jackpots[0].gameIds).toContain(gameId);
    const other = await someGameId(db);
    expect(before.jackpots[0].gameIds).not.toContain(other);
    const { browser } = await player();
    await deposit(app, browser, 100);
    for (let round = 0; round < 4; round++) expectOk(await slotRound(app, browser, 'real', gameId, 5));
    expectOk(await slotRound(app, browser, 'real', other, 5));
    const after = (await app.inject({ url: '/player-api/jackpots?currency=eur' })).json();
    // 20 EUR wagered on the jackpot game: 0.5 % and 0.3 % of it; the 5 EUR on another game feed none.
    expect(after.jackpots.map((jackpot: { amount: number }) => jackpot.amount)).toEqual(
      before.jackpots.map(
        (jackpot: { amount: number }, index: number) =>
          Math.round((jackpot.amount + [0.1, 0.06, 0][index]!) * 100) / 100,
      ),
    );
  });
});

describe('favourites', () => {
  it('adds, lists newest first, ignores a repeat, removes, and refuses an unknown game', async () => {
    const { app, db } = testApp();
    expectFailure(await new Browser(app).get('/games/favourites'), 401, 115);
    const { browser } = await player();
    const first = await someGameId(db);
    const second = await jackpotGame(db);
    expectOk(await browser.post('/games/favourites/add', { gameId: first }));
    expectOk(await browser.post('/games/favourites/add', { gameId: second }));
    expectOk(await browser.post('/games/favourites/add', { gameId: first }));
    const ids = (await browser.get('/games/favourites')).json().games.map((game: { id: number }) => game.id);
    expect(ids).toEqual([second, first]);
    expectOk(await browser.post('/games/favourites/remove', { gameId: second }));
    expectOk(await browser.post('/games/favourites/remove', { gameId: second }));
    expect((await browser.get('/games/favourites')).json().games).toHaveLength(1);
    expectFailure(await browser.post('/games/favourites/add', { gameId: 99999999 }), 404, 131);
  });
});

describe('the bonus wheel', () => {
  it('earns one spin per 20 EUR wagered and credits a prize exactly once, even when completed 10 times at once', async () => {
    const { db } = testApp();
    const { browser, playerId } = await player();
    expect((await browser.get('/bonuswheel/spin')).json()).toMatchObject({ success: true, available_spins: 0 });
    expectFailure(await browser.post('/bonuswheel/spin'), 400, 195);
    await wagered(db, playerId, await someGameId(db), 4500);
    const spins = (await browser.get('/bonuswheel/spin')).json();
    expect(spins.available_spins).toBe(2);
    expect(spins.maxPrizes).toHaveLength(wheelPrizes.length);
    const spin = (await browser.post('/bonuswheel/spin')).json();
    expect(spin).toMatchObject({ success: true, available_spins: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => browser.post('/bonuswheel/complete', { reference: spin.reference })),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 200)) expectFailure(answer, 400, 195);
    const balance = await balanceOf(browser);
    const freeSpins = (await browser.get('/player/bonuses/freeSpins?page=1')).json();
    const { type, amount } = spin.prize as { type: string; amount: number };
    if (type === 'freeSpins')
      expect(freeSpins.transactions[0]).toMatchObject({ freeSpins: amount, cancellable: false });
    else expect(balance).toMatchObject(type === 'cash' ? { cash: amount } : { promo: amount });
    expect(balance.balance).toBe(type === 'freeSpins' ? 0 : amount);
    const other = await player();
    expectFailure(await other.browser.post('/bonuswheel/complete', { reference: spin.reference }), 400, 195);
  });
});

describe('deposit campaigns and free spins', () => {
  it('answers 125 before payment details exist, then the open campaigns', async () => {
    const { app } = testApp();
    const { browser } = await player();
    expectFailure(await browser.get('/campaigns/depositCampaigns'), 400, 125);
    await deposit(app, browser, 10);
    const { campaigns } = (await browser.get('/campaigns/depositCampaigns')).json();
    expect(campaigns[0]).toEqual({
      campaignId: 1,
      title: 'Tervetuliaisbonus',
      minDepositAmount: 10,
      maxPromoLimit: 100,
      freeSpinAmount: 20,
      turnoverFactor: 30,
    });
  });

  it('credits an opted-in deposit with matched promo, wagering and free spins once; cancel drops the spins', async () => {
    const { app } = testApp();
    const { browser } = await player();
    expectFailure(
      await browser.post('/payment/initDeposit', {
        country: 'FIN',
        amount: 50,
        method: 'trustly',
        currency: 'EUR',
        campaignId: 3,
      }),
      400,
      195,
    );
    const started = await browser.post('/payment/initDeposit', {
      country: 'FIN',
      amount: 50,
      method: 'trustly',
      currency: 'EUR',
      campaignId: 1,
    });
    expectOk(started);
    await decide(app, started.json().redirectUrl, 'approve');
    expect((await browser.get('/player/balance')).json()).toMatchObject({
      balance: 100,
      cash: 50,
      promo: 50,
      currentTurnover: 1500,
      totalTurnover: 1500,
    });
    const page = (await browser.get('/player/bonuses/freeSpins?page=1')).json();
    expect(page).toMatchObject({ success: true, bonuses: { count: 1 }, pageCount: 1 });
    expect(page.transactions[0]).toMatchObject({ name: 'Welcome bonus', freeSpins: 20, total: 20, cancellable: true });
    const campaigns = (await browser.get('/campaigns/depositCampaigns')).json().campaigns;
    expect(campaigns.map((campaign: { campaignId: number }) => campaign.campaignId)).toEqual([2, 3]);
    expectFailure(
      await browser.post('/payment/confirmDeposit', {
        amount: 10,
        method: 'trustly',
        storedDetailReference: (await browser.get('/payment/methods')).json().methods[0].storedData[0].reference,
        campaignId: 1,
      }),
      400,
      195,
    );
    const id = page.transactions[0].freeSpinsBonusId as number;
    expectOk(await browser.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: id }));
    expectFailure(await browser.post('/player/bonuses/freeSpins/cancel', { freeSpinsBonusId: id }), 400, 195);
    expect((await browser.get('/player/bonuses/freeSpins')).json()).toMatchObject({
      bonuses: { count: 0 },
      pageCount: 0,
    });
  });

  it('plays free spins of a bonus on its game, wins as promo money, and refuses other games', async () => {
    const { app, db } = testApp();
    const { browser } = await player();
    const started = await browser.post('/payment/initDeposit', {
      country: 'FIN',
      amount: 10,
      method: 'trustly',
      currency: 'EUR',
      campaignId: 1,
    });
    await decide(app, started.json().redirectUrl, 'approve');
    const [bonus] = (await browser.get('/player/bonuses/freeSpins')).json().transactions;
    const [game] = await db.select().from(games).where(eq(games.friendlyName, bonus.games[0].friendlyName));
    const page = await app.inject({
      url: `/game-launch/${game!.id}?mode=real`,
      cookies: browser.cookies(),
    });
    // The page offers the bonus's 20 spins: its free-spin button is shown, with the count.
    expect(page.body).toMatch(/<button [^>]*id="free" type="button">[^<]*<span [^>]*id="free-count">20<\/span>/);
    const wins: number[] = [];
    for (let spin = 0; spin < 3; spin++) {
      const answer = (await app.inject({ ...freeSpin(browser, game!.id) })).json();
      expect(answer).toMatchObject({ success: true, bet: 0, freeSpinsLeft: 19 - spin });
      wins.push(answer.win);
    }
    const won = Math.round(wins.reduce((sum, win) => sum + win, 0) * 100) / 100;
    expect(await balanceOf(browser)).toMatchObject({ cash: 10, promo: Math.round((10 + won) * 100) / 100 });
    expect((await browser.get('/player/bonuses/freeSpins')).json().transactions[0]).toMatchObject({ freeSpins: 17 });
    expect((await browser.get('/transactions/games')).json().transactions).toHaveLength(3);
    expectFailure(await app.inject(freeSpin(browser, game!.id + 1)), 400, 195);
  });

  it('tracks turnover from bets, and forfeits the promo balance on a withdrawal', async () => {
    const { app, db } = testApp();
    const { browser } = await player();
    const started = await browser.post('/payment/initDeposit', {
      country: 'FIN',
      amount: 20,
      method: 'trustly',
      currency: 'EUR',
      campaignId: 1,
    });
    await decide(app, started.json().redirectUrl, 'approve');
    expectOk(await slotRound(app, browser, 'real', await someGameId(db), 2));
    const balance = (await browser.get('/player/balance')).json();
    expect(balance).toMatchObject({ currentTurnover: 598, totalTurnover: 600 });
    expectOk(await browser.post('/payment/withdraw', { amount: 10, method: 'trustly' }));
    expect(await balanceOf(browser)).toMatchObject({ promo: 0 });
  });
});

describe('the bonus game', () => {
  it('completes a round per 50 EUR wagered and lists the rewards', async () => {
    const { db } = testApp();
    const { browser, playerId } = await player();
    expect((await browser.get('/bonus-game/rewards?t=1')).json().rewards).toHaveLength(5);
    await wagered(db, playerId, await someGameId(db), 12_500);
    const progress = (await browser.get('/bonus-game/progress?t=1')).json();
    expect(progress).toMatchObject({ wagered: 125, wagerPerRound: 50 });
    const { rounds } = progress;
    expect(rounds.map((round: { completed: boolean }) => round.completed)).toEqual([true, true, false, false, false]);
    expect(rounds[0].reward).toMatchObject({ reference: 'bg-1', type: 'bonusMoney', amount: 1 });
    expect(rounds[2].reward).toBeNull();
  });

  it('credits the reward of each round a real-money round completes, once', async () => {
    const { app, db } = testApp();
    const { browser, playerId } = await player();
    const gameId = await someGameId(db);
    await deposit(app, browser, 100);
    // 45 EUR wagered before; the round of 5 EUR completes round 1 (1 EUR bonus money with 10x wagering).
    await wagered(db, playerId, gameId, 4500);
    const before = await balanceOf(browser);
    expectOk(await slotRound(app, browser, 'real', gameId, 5));
    expect((await balanceOf(browser)).totalTurnover - before.totalTurnover).toBe(10);
    // 100 EUR more completes rounds 2 and 3 in one go: 10 free spins and 2 EUR bonus money, each once.
    await wagered(db, playerId, gameId, 10_000);
    await Promise.all([1, 2, 3].map(() => slotRound(app, browser, 'real', gameId, 0.1)));
    const credits = await db.select().from(bonusGameCredits).where(eq(bonusGameCredits.playerId, playerId));
    expect(credits.map((credit) => credit.round).sort()).toEqual([1, 2, 3]);
    const spins = (await browser.get('/player/bonuses/freeSpins?page=1')).json().transactions;
    expect(spins).toEqual([expect.objectContaining({ name: 'Bonus game', freeSpins: 10, cancellable: false })]);
    expect((await balanceOf(browser)).totalTurnover - before.totalTurnover).toBe(30);
  });

  it('earns a loyalty point for every whole euro wagered with real money, each euro counted once', async () => {
    const { app, db } = testApp();
    const { browser, playerId } = await player();
    const gameId = await someGameId(db);
    await deposit(app, browser, 20);
    const points = async () => (await browser.get('/player/loyalty')).json().points as number;
    await wagered(db, playerId, gameId, 4480);
    expectOk(await slotRound(app, browser, 'real', gameId, 0.5));
    expect(await points()).toBe(45);
    // Cents add up across rounds, in parallel too: 45.30 + 3 × 0.20 = 45.90, then 46.10.
    await Promise.all([1, 2, 3].map(() => slotRound(app, browser, 'real', gameId, 0.2)));
    expect(await points()).toBe(45);
    expectOk(await slotRound(app, browser, 'real', gameId, 0.2));
    expect(await points()).toBe(46);
  });
});
