import { type Locale, LOCALES, SLOT_MIN_CYCLE_MS } from '@casino/flows/rules';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../src/accounts/schema.ts';
import { acceptedLocale } from '../../src/catalogue/launch-locale.ts';
import { DEMO_BALANCE, slotRoundPath } from '../../src/demo-game/routes.ts';
import { formatNet } from '../../src/demo-game/slot-rules.js';
import { slotRtp, symbols } from '../../src/demo-game/slot.ts';
import { slotTexts } from '../../src/demo-game/texts.ts';
import { activePlayer, Browser, expectOk, sessionIdHashOf } from '../player-support.ts';
import { SESSION_COOKIE } from '../../src/accounts/sessions.ts';
import { useTestApp } from '../support.ts';
import { deposit, expectLedgerMatchesWallets, playRound, someGameId } from '../wallet-support.ts';

const testApp = useTestApp({ SITE_ORIGIN: 'https://casino.example' });

/** The site is https here, so the session cookie is the `__Host-` one. */
const page = (url: string, session?: string) =>
  testApp().app.inject({ url, ...(session ? { cookies: { [`__Host-${SESSION_COOKIE}`]: session } } : {}) });

const unescape = (text: string) =>
  text.replace(
    /&(lt|gt|amp|quot|#39);/g,
    (_, name: string) => ({ lt: '<', gt: '>', amp: '&', quot: '"', '#39': "'" })[name]!,
  );

/** The start tag of the element with this id, or undefined. */
const startTag = (html: string, id: string) => new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0];

/** The text of the element with this id (its tags dropped), or undefined. */
const textOf = (html: string, id: string) => {
  const match = new RegExp(`<([a-z]+)[^>]*\\sid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return match && unescape(match[2]!.replace(/<[^>]+>/g, '')).trim();
};

const money = (locale: Locale, eur: number) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(eur);

describe('the language of a game launch', () => {
  it.each([
    ['fi', 'fi'],
    ['en-GB,en;q=0.9', 'en'],
    ['de-DE, et;q=0.3, en;q=0.2', 'et'],
    ['en;q=0, ET-ee', 'et'],
    ['de, fr', undefined],
    ['', undefined],
  ])('picks %j from Accept-Language as %s', (header, locale) => {
    expect(acceptedLocale(header)).toBe(locale);
  });

  it("carries lang: the logged-in player's language, else the browser's, else Finnish", async () => {
    const { app, db } = testApp();
    const id = await someGameId(db);
    const launch = async (headers: Record<string, string>) =>
      (await app.inject({ url: `/player-api/game/demo/${id}`, headers })).json().url;
    expect(await launch({})).toBe(`https://casino.example/game-launch/${id}?mode=demo&lang=fi`);
    expect(await launch({ 'accept-language': 'et-EE,et;q=0.9,en;q=0.8' })).toMatch(/\?mode=demo&lang=et$/);
    expect(await launch({ 'accept-language': 'sv-SE, en;q=0.5' })).toMatch(/&lang=en$/);
    const { browser } = await activePlayer(app, { language: 'en' });
    expect((await browser.get(`/game/real/${id}`)).json().url).toBe(
      `https://casino.example/game-launch/${id}?mode=real&lang=en`,
    );
    expect((await browser.get(`/game/demo/${id}`)).json().url).toMatch(/\?mode=demo&lang=en$/);
  });
});

describe('the demo slot page', () => {
  it.each(LOCALES)('speaks the lang of its URL: %s', async (locale) => {
    const { db } = testApp();
    const response = await page(`/game-launch/${await someGameId(db)}?mode=demo&lang=${locale}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const texts = slotTexts[locale];
    expect(html).toMatch(new RegExp(`^<!doctype html>\\s*<html lang="${locale}">`));
    expect(html).toMatch(new RegExp(`<title>[^<]+ · ${texts.demo.replace(/[()]/g, '\\$&')}</title>`));
    // The script's words are the locale's, all of them.
    expect(JSON.parse(unescape(/data-texts="([^"]*)"/.exec(html)![1]!))).toEqual(texts);
    expect(textOf(html, 'spin')).toBe(texts.spin);
    expect(startTag(html, 'bet-down')).toContain(`aria-label="${texts.betDown}"`);
    expect(startTag(html, 'bet-up')).toContain(`aria-label="${texts.betUp}"`);
    expect(textOf(html, 'bet')).toBe(money(locale, 0.1));
    expect(textOf(html, 'balance')).toBe(money(locale, DEMO_BALANCE));
    expect(textOf(html, 'paytable')).toContain(texts.paytable);
    const rtp = slotRtp();
    expect(textOf(html, 'paytable')).toContain(
      new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: 2 }).format(rtp.returned / rtp.lines),
    );
    expect(textOf(html, 'paytable')).toContain(`${texts.volatility}: ${texts.low}`);
    expect(startTag(html, 'reels')).toContain(
      `aria-label="${texts.reels}: ${texts.seven}, ${texts.bar}, ${texts.bell}"`,
    );
  });

  it('speaks Finnish when lang is missing or unknown', async () => {
    const id = await someGameId(testApp().db);
    for (const url of [`/game-launch/${id}?mode=demo`, `/game-launch/${id}?mode=demo&lang=sv`]) {
      const html = (await page(url)).body;
      expect(html).toContain('<html lang="fi">');
      expect(textOf(html, 'spin')).toBe(slotTexts.fi.spin);
    }
  });

  it('draws its symbols as SVG, with no emoji', async () => {
    const html = (await page(`/game-launch/${await someGameId(testApp().db)}?mode=demo&lang=en`)).body;
    for (const symbol of symbols) expect(html).toContain(`<symbol id="symbol-${symbol}" viewBox="0 0 100 100">`);
    expect(html).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('names its icon, served under the game path, so the browser asks for no /favicon.ico', async () => {
    const html = (await page(`/game-launch/${await someGameId(testApp().db)}?mode=demo`)).body;
    const href = /<link rel="icon" href="([^"]+)" type="image\/svg\+xml">/.exec(html)?.[1];
    expect(href).toBe('/game-launch/assets/icon.svg');
    const icon = await page(href!);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  it('keeps its strict CSP: nothing inline, nothing from elsewhere, framed only by the site', async () => {
    const { db, config } = testApp();
    for (const mode of ['demo', 'real']) {
      const response = await page(`/game-launch/${await someGameId(db)}?mode=${mode}`);
      const csp = response.headers['content-security-policy'] as string;
      const directives = Object.fromEntries(
        csp.split(';').map((directive) => {
          const [name, ...values] = directive.trim().split(/\s+/);
          return [name, values.join(' ')];
        }),
      );
      expect(directives).toEqual({
        'default-src': "'none'",
        'script-src': "'self'",
        'style-src': "'self'",
        'connect-src': "'self'",
        'img-src': "'self'",
        'base-uri': "'none'",
        'form-action': "'none'",
        'frame-ancestors': "'self'",
      });
      expect(response.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      expect(response.body).not.toMatch(/<style|\sstyle=/);
      expect(response.body).toContain('<script type="module" src="/game-launch/assets/slot.js"></script>');
      expect(response.body).toContain(`data-site-origin="${config.siteOrigin}"`);
    }
    const script = await page('/game-launch/assets/slot.js');
    expect(script.body).toContain('window.parent.postMessage(payload, data.siteOrigin)');
    // The script is a module, and the rules it imports are served beside it.
    expect(script.body).toContain("from './slot-rules.js';");
    const rules = await page('/game-launch/assets/slot-rules.js');
    expect(rules.statusCode).toBe(200);
    expect(rules.headers['content-type']).toMatch(/^text\/javascript/);
    expect(rules.body).toContain('export function cycleMs(');
  });

  it('asks for a log-in in real mode without a session: no balance, no spin', async () => {
    const id = await someGameId(testApp().db);
    for (const locale of LOCALES) {
      const html = (await page(`/game-launch/${id}?mode=real&lang=${locale}`)).body;
      expect(textOf(html, 'message')).toBe(slotTexts[locale]['115']);
      expect(startTag(html, 'message')).not.toContain('hidden');
      expect(startTag(html, 'spin')).toMatch(/\sdisabled/);
      expect(startTag(html, 'balance')).toBeUndefined();
      expect(html).not.toContain('data-balance');
      expect(html).not.toContain(money(locale, DEMO_BALANCE));
      expect(html).toContain('data-refused="115"');
    }
  });

  it("shows a logged-in player's balance in real mode, in the player's language", async () => {
    const { app, db } = testApp();
    const id = await someGameId(db);
    const { browser } = await activePlayer(app, { language: 'et' });
    await deposit(app, browser, 20);
    const { url } = (await browser.get(`/game/real/${id}`)).json();
    const html = (await page(new URL(url).pathname + new URL(url).search, browser.session)).body;
    expect(html).toContain('<html lang="et">');
    expect(textOf(html, 'balance')).toBe(money('et', 20));
    expect(startTag(html, 'message')).toMatch(/\shidden/);
    expect(startTag(html, 'spin')).not.toMatch(/\sdisabled/);
    expect(html).not.toContain('data-refused');
    await expectLedgerMatchesWallets(db);
  });

  it('answers 404 for an unknown game', async () => {
    expect((await page('/game-launch/99999999?mode=demo')).statusCode).toBe(404);
  });
});

describe("the slot's net position and time played (UKGC: always visible)", () => {
  /** The real-money page of a game as `browser` sees it. */
  const realPage = async (browser: Browser, gameId: number, locale: Locale = 'en') =>
    (await page(`/game-launch/${gameId}?mode=real&lang=${locale}`, browser.session)).body;

  /** A real-money round of the slot; answers its bet and win (EUR). */
  const slotRound = async (browser: Browser, gameId: number, bet: number) => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: slotRoundPath('real'),
      payload: { gameId, bet },
      cookies: browser.cookies(),
    });
    expectOk(response);
    return response.json() as { bet: number; win: number };
  };

  it.each(LOCALES)('starts at nothing on a play-money page, labelled in its language: %s', async (locale) => {
    const html = (await page(`/game-launch/${await someGameId(testApp().db)}?mode=demo&lang=${locale}`)).body;
    expect(textOf(html, 'session-bar')?.replace(/\n/g, ' ')).toBe(
      `${slotTexts[locale].netPosition} ${formatNet(0, locale)} ${slotTexts[locale].timePlayed} 00:00:00`,
    );
    expect(html).toContain('data-net="0" data-elapsed-ms="0"');
    // The bar is in the machine, under its readouts and above its controls (where the spin button is, it is).
    expect(html.indexOf('id="session-bar"')).toBeGreaterThan(html.indexOf('id="meter"'));
    expect(html.indexOf('id="session-bar"')).toBeLessThan(html.indexOf('id="spin"'));
    expect(html).toContain(`data-min-cycle-ms="${SLOT_MIN_CYCLE_MS}"`);
  });

  it('has no bar for real money without a session: there is nothing to count', async () => {
    const html = (await page(`/game-launch/${await someGameId(testApp().db)}?mode=real`)).body;
    expect(startTag(html, 'session-bar')).toBeUndefined();
    expect(html).not.toContain('data-net');
  });

  it("counts a real-money session's rounds from its login, every game's, and shows them again on a reload", async () => {
    const { app, db } = testApp();
    const gameId = await someGameId(db);
    const { browser, email } = await activePlayer(app);
    await deposit(app, browser, 50);
    expect(textOf(await realPage(browser, gameId), 'net')).toBe(formatNet(0, 'en'));

    let net = 0;
    for (const bet of [1, 0.5, 2, 0.1, 1]) {
      const round = await slotRound(browser, gameId, bet);
      net = Math.round((net - round.bet + round.win) * 100) / 100;
    }
    expect(textOf(await realPage(browser, gameId), 'net')).toBe(formatNet(net, 'en'));
    // A round of another game's integration counts too.
    const other = await playRound(app, browser, 1, gameId);
    expectOk(other);
    net = Math.round((net - 1 + (other.json() as { win: number }).win) * 100) / 100;
    const html = await realPage(browser, gameId, 'fi');
    expect(textOf(html, 'net')).toBe(formatNet(net, 'fi'));
    expect(html).toContain(`data-net="${net}"`);

    // A new login is a new session: it starts from nothing, while the first one keeps its count.
    const second = new Browser(app);
    expectOk(await second.post('/login', { email, password: 'secret1' }));
    expect(textOf(await realPage(second, gameId), 'net')).toBe(formatNet(0, 'en'));
    const round = await slotRound(second, gameId, 0.2);
    expect(textOf(await realPage(second, gameId), 'net')).toBe(
      formatNet(Math.round((round.win - 0.2) * 100) / 100, 'en'),
    );
    expect(textOf(await realPage(browser, gameId), 'net')).toBe(
      formatNet(Math.round((net - 0.2 + round.win) * 100) / 100, 'en'),
    );
    await expectLedgerMatchesWallets(db);
  });

  it('tells the time since the login, for the page to count on from', async () => {
    const { app, db } = testApp();
    const gameId = await someGameId(db);
    const { browser } = await activePlayer(app);
    await db
      .update(sessions)
      .set({ createdTime: new Date(Date.now() - 3_725_000) })
      .where(eq(sessions.idHash, sessionIdHashOf(browser)));
    const html = await realPage(browser, gameId, 'et');
    const elapsed = Number(/data-elapsed-ms="(\d+)"/.exec(html)?.[1]);
    expect(elapsed).toBeGreaterThanOrEqual(3_725_000);
    expect(elapsed).toBeLessThan(3_725_000 + 10_000);
    expect(textOf(html, 'elapsed')).toMatch(/^01:02:0\d$/);
    expect(textOf(html, 'session-bar')).toContain(slotTexts.et.timePlayed);
  });
});
