// The bet-round part of the benchmark: PLAYERS players log in and deposit through the simulated provider, then
// autocannon plays 0.10 EUR rounds of the demo game through the round endpoint, each request as the next player.
import autocannon from 'autocannon';
import { randomInt } from 'node:crypto';
import { depositFunds, registerPlayer, SiteClient } from './server-process.ts';

export const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 100);

/**
 * The second byte of the players' addresses, drawn per run: the per-address rate limits are kept in the database, so
 * a run right after another on the same PostgreSQL would otherwise meet the limits of the run before (429).
 */
const NETWORK = randomInt(100, 200);

/**
 * Registers, activates and logs in player `index` from an address of its own (the server trusts X-Forwarded-For in
 * the benchmark, so the per-address rate limits of registration and login do not stop the 100 players), sets a daily
 * loss limit (so every round also checks its losses against it) and deposits 1000 EUR through the simulated provider.
 * Answers the session cookie.
 */
export async function fundedPlayer(origin: string, index: number): Promise<string> {
  const client = new SiteClient(origin, `10.${NETWORK}.${index >> 8}.${index & 255}`);
  await registerPlayer(origin, client, `bench-round-${index}-${Date.now()}@example.com`);
  const limit = await client.post(origin, '/player-api/player/limit/loss', { dailyAmount: '10000' });
  if (!limit.ok) throw new Error(`the loss limit failed: ${await limit.text()}`);
  await depositFunds(origin, client, 1000);
  return client.cookie;
}

/** Funds PLAYERS players (fundedPlayer) one after another; answers their session cookies. */
export async function fundPlayers(origin: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < PLAYERS; index += 1) cookies.push(await fundedPlayer(origin, index));
  return cookies;
}

/**
 * Rounds per second and latency of POST /game-engine/round spread over the players of `cookies` (by default PLAYERS
 * players funded first), after a 2 s warm-up.
 */
export async function measureRounds(
  origin: string,
  options: { connections: number; seconds: number; cookies?: string[]; warmUp?: boolean },
) {
  const cookies = options.cookies ?? (await fundPlayers(origin));
  let next = 0;
  const run = (duration: number) =>
    autocannon({
      url: `${origin}/game-engine/round`,
      connections: options.connections,
      duration,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ gameId: 1, bet: 0.1 }),
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, cookie: cookies[(next += 1) % cookies.length]! },
          }),
        },
      ],
    });
  if (options.warmUp ?? true) await run(2);
  return run(options.seconds);
}
