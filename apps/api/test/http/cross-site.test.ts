import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadServiceDocument, serviceNames } from '../../src/contract/services.ts';
import { slotRoundPath } from '../../src/demo-game/routes.ts';
import { activePlayer, expectOk, form, someIp } from '../player-support.ts';
import { deposit, someGameId } from '../wallet-support.ts';
import { useTestApp } from '../support.ts';

const SITE = 'https://casino.example';
const EVIL = 'https://evil.example';
const testApp = useTestApp({ SITE_ORIGIN: SITE });

/** The GET operations that change state (spec section 7): they send a code or reset the reality check. */
const STATE_CHANGING_GETS = new Set(['sendVerificationSms', 'sendVerificationEmail', 'resetRealityCheck']);

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';
const METHODS: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface Operation {
  name: string;
  method: Method;
  /** The path as the server routes it, parameters as `:name`. */
  route: string;
  /** A signed provider callback answers a bad signature rather than the origin. */
  signed?: boolean;
}

/** The contract's operations that change state: every non-GET one, and the three state-changing GETs. */
function contractOperations(prefixes: Record<(typeof serviceNames)[number], string>): Operation[] {
  return serviceNames.flatMap((service) =>
    Object.entries(loadServiceDocument(service).paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ path, method, operation })))
      .filter(({ method }) => METHODS.includes(method.toUpperCase() as Method))
      .filter(({ method, operation }) => method !== 'get' || STATE_CHANGING_GETS.has(operation.operationId ?? ''))
      .map(({ path, method, operation }) => ({
        name: `${service} ${operation.operationId}`,
        method: method.toUpperCase() as Method,
        route: prefixes[service] + path.replace(/\{(\w+)\}/g, ':$1'),
      })),
  );
}

/** The server's own state-changing routes outside the contract: the games' rounds and the simulators. */
const serverOperations: Operation[] = [
  { name: 'the round endpoint', method: 'POST', route: '/game-engine/round' },
  { name: 'a demo slot round', method: 'POST', route: slotRoundPath('demo') },
  { name: 'a real slot round', method: 'POST', route: slotRoundPath('real') },
  { name: 'a free spin', method: 'POST', route: slotRoundPath('free') },
  { name: 'the payment simulator’s decision', method: 'POST', route: '/payment-provider/pay' },
  { name: 'the payment provider’s callback', method: 'POST', route: '/payment-provider/callback', signed: true },
  { name: 'the bank simulator’s choice', method: 'POST', route: '/bank-id/identify' },
];

const operations = () => [...contractOperations(testApp().config.prefixes), ...serverOperations];

/** Every way another site's page gets a browser to send a request, and the headers the browser adds. */
const crossSite: [string, Record<string, string>][] = [
  [
    'a form submitted from another site (a top-level navigation)',
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', origin: EVIL },
  ],
  [
    'a link or redirect from another site (a top-level navigation without Origin)',
    { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document', referer: `${EVIL}/` },
  ],
  ['a no-cors fetch from another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', origin: EVIL }],
  ['a frame of another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'iframe', origin: EVIL }],
  ['a sibling subdomain', { 'sec-fetch-site': 'same-site', origin: 'https://evil.casino.example' }],
  ['a browser without Sec-Fetch-Site, with a foreign Origin', { origin: EVIL }],
  ['a browser without Sec-Fetch-Site or Origin, with a foreign Referer', { referer: `${EVIL}/page` }],
  ['a sandboxed frame (Origin null)', { origin: 'null' }],
  ['a forged user navigation (Sec-Fetch-Site none) with a foreign Origin', { 'sec-fetch-site': 'none', origin: EVIL }],
];

/** Bodies of the kinds another site can send without a preflight, and JSON. */
const bodies: Record<string, { headers: Record<string, string>; payload: string }> = {
  form: form({ gameId: 1, bet: 1, amount: 10, email: 'a@example.com', reference: 'r', decision: 'approve' }),
  text: { headers: { 'content-type': 'text/plain' }, payload: 'gameId=1&bet=1' },
  json: { headers: { 'content-type': 'application/json' }, payload: '{"gameId":1,"bet":1}' },
};

/** A logged-in browser's cookies (whatever the session cookie is called), checked to hold a session. */
async function loggedInCookies(app: FastifyInstance): Promise<Record<string, string>> {
  const { browser } = await activePlayer(app);
  const cookies = browser.cookies();
  expectOk(await app.inject({ method: 'GET', url: '/player-api/player', cookies }));
  return cookies;
}

const concrete = (route: string) => route.replace(/:\w+/g, '1');

/**
 * The server's routes for one method, from Fastify's route tree (printRoutes without common prefixes: one segment a
 * line, children indented by four characters).
 */
function routesOf(app: FastifyInstance, method: Method): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of app.printRoutes({ method, commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]?.split(', ').includes(method)) routes.push(stack.join(''));
  }
  return routes;
}

describe('no state change from another site', () => {
  it('lists every state-changing route of the server: all of its non-GET routes and the state-changing GETs', () => {
    const listed = new Set(operations().map(({ method, route }) => `${method} ${route}`));
    const served = (['POST', 'PUT', 'PATCH', 'DELETE'] as const).flatMap((method) =>
      routesOf(testApp().app, method).map((route) => `${method} ${route}`),
    );
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !listed.has(route))).toEqual([]);
    expect([...listed].filter((route) => !served.includes(route) && !route.startsWith('GET '))).toEqual([]);
    expect([...listed].filter((route) => route.startsWith('GET '))).toHaveLength(STATE_CHANGING_GETS.size);
  });

  it('refuses each one, logged in, from every kind of cross-site request, with every body kind (403, errorCode 100)', async () => {
    const { app } = testApp();
    const cookies = await loggedInCookies(app);
    const failures: string[] = [];
    for (const operation of operations()) {
      for (const [how, headers] of crossSite) {
        for (const [kind, body] of Object.entries(operation.method === 'GET' ? { none: undefined } : bodies)) {
          const response = await app.inject({
            method: operation.method,
            url: concrete(operation.route),
            remoteAddress: someIp(),
            cookies,
            headers: { ...body?.headers, ...headers },
            ...(body && { payload: body.payload }),
          });
          const error = operation.signed ? 'Bad or missing provider signature' : 'Cross-site request refused';
          const answer = `${response.statusCode} ${response.body}`;
          const refused = `403 ${JSON.stringify({ success: false, errorCode: 100, error })}`;
          // A signed callback answers 415 to a body its parser does not take, before the signature is checked.
          const refusedByType = operation.signed && kind === 'text' && response.statusCode === 415;
          if (answer !== refused && !refusedByType) failures.push(`${operation.name} by ${how} (${kind}): ${answer}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expectOk(await app.inject({ method: 'GET', url: '/player-api/player', cookies }));
  });

  it('refuses each one by every other method: HEAD of a GET is checked like the GET, the others find no handler', async () => {
    const { app } = testApp();
    const cookies = await loggedInCookies(app);
    const failures: string[] = [];
    for (const operation of operations()) {
      for (const method of METHODS.filter((other) => other !== operation.method)) {
        const headOfGet = operation.method === 'GET' && method === 'HEAD';
        // Another operation on the same path (GET /bonuswheel/spin beside POST): listed itself if it changes state.
        if (!headOfGet && app.hasRoute({ method, url: operation.route })) continue;
        const response = await app.inject({
          method,
          url: concrete(operation.route),
          remoteAddress: someIp(),
          cookies,
          headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', origin: EVIL },
        });
        const expected = headOfGet ? [403] : [404, 405];
        if (!expected.includes(response.statusCode))
          failures.push(`${method} ${operation.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('lets the site itself through (the guard refuses by origin, not by route)', async () => {
    const { app } = testApp();
    const cookies = await loggedInCookies(app);
    const sameOrigin = { 'sec-fetch-site': 'same-origin', origin: SITE };
    const add = await app.inject({
      method: 'POST',
      url: '/player-api/games/favourites/add',
      cookies,
      headers: { ...form({ gameId: 1 }).headers, ...sameOrigin },
      payload: form({ gameId: 1 }).payload,
    });
    expect(add.statusCode).not.toBe(403);
    const reset = await app.inject({
      method: 'GET',
      url: '/player-api/player/limit/realityCheck/reset',
      cookies,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(reset.statusCode).not.toBe(403);
  });
});

describe('the game launch', () => {
  const recentIds = async (app: FastifyInstance, cookies: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/player-api/games/RecentGames', cookies }))
      .json()
      .games.map((game: { id: number }) => game.id);

  it('records no recent game when another site opens it in real mode; a round played on it does', async () => {
    const { app, db } = testApp();
    const { browser } = await activePlayer(app);
    const cookies = browser.cookies();
    const gameId = await someGameId(db);
    const launch = await app.inject({ method: 'GET', url: `/player-api/game/real/${gameId}`, cookies });
    expectOk(launch);
    const { pathname, search } = new URL(launch.json().url);
    expect(search).toContain('mode=real');
    for (const [how, headers] of crossSite) {
      const page = await app.inject({ method: 'GET', url: pathname + search, cookies, headers });
      expect(page.statusCode, how).toBe(200);
    }
    const framed = { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'iframe' };
    expect((await app.inject({ method: 'GET', url: pathname + search, cookies, headers: framed })).statusCode).toBe(
      200,
    );
    expect(await recentIds(app, cookies)).toEqual([]);

    // The player plays in the framed page: a play-money round makes no game recent, a real-money round does.
    const round = (mode: 'demo' | 'real') =>
      app.inject({
        method: 'POST',
        url: slotRoundPath(mode),
        cookies,
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', origin: SITE },
        payload: JSON.stringify({ gameId, bet: 1 }),
      });
    expectOk(await round('demo'));
    expect(await recentIds(app, cookies)).toEqual([]);
    await deposit(app, browser, 20);
    expectOk(await round('real'));
    expect(await recentIds(app, cookies)).toEqual([gameId]);
  });
});
