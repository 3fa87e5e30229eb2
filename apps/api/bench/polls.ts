// `DATABASE_URL=$(bash scripts/pg.sh start | tail -1) npm run bench:polls -w @casino/api`: what a logged-in player's
// open page costs the server while the player only looks at it. The app asks its balance, limits, reality check, free
// spins, jackpots, favourites, recent games and the site's status again and again (the *_POLL_MS of
// @casino/flows). Per call: req/s, p50 and p99 at BENCH_CONNECTIONS (10) for BENCH_SECONDS (10) after a 2 s
// warm-up, and the CPU of the server and of PostgreSQL per answer (from /proc); then the CPU that one player's polls
// take per second and how many players one core of each holds. PostgreSQL only; the load generator runs on the same
// machine and is not counted.
import {
  BALANCE_POLL_MS,
  FAVOURITE_GAMES_POLL_MS,
  FREE_SPINS_POLL_MS,
  JACKPOTS_POLL_MS,
  LIMITS_POLL_MS,
  MAINTENANCE_POLL_MS,
  RECENT_GAMES_POLL_MS,
} from '@casino/flows/rules';
import pg from 'pg';
import { runCall } from './load.ts';
import { cpuSeconds, parentOf, postgresSeconds } from './process-stats.ts';
import { depositFunds, registerPlayer, SiteClient, startServer, stopServer } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: DATABASE_URL=$(bash scripts/pg.sh start | tail -1) npm run bench:polls');
  process.exit(1);
}

/** Each polled call and how often one player's page asks it (ms). */
const polls: [path: string, everyMs: number][] = [
  ['/player-api/player/balance', BALANCE_POLL_MS],
  ['/player-api/player/limits', LIMITS_POLL_MS],
  ['/player-api/player/limit/realityCheck/reset', LIMITS_POLL_MS],
  ['/player-api/player/bonuses/freeSpins?page=1', FREE_SPINS_POLL_MS],
  ['/player-api/jackpots?currency=eur', JACKPOTS_POLL_MS],
  ['/player-api/games/favourites', FAVOURITE_GAMES_POLL_MS],
  ['/player-api/games/RecentGames', RECENT_GAMES_POLL_MS],
  ['/content/status', MAINTENANCE_POLL_MS],
];

const server = await startServer({ DATABASE_URL: databaseUrl, NODE_ENV: 'development', TRUST_PROXY: 'true' });
const db = new pg.Client({ connectionString: databaseUrl });
try {
  await db.connect();
  const backend = Number((await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
  const pids = { server: server.child.pid!, postmaster: parentOf(backend) };
  const { origin } = server;
  const client = new SiteClient(origin, '10.77.0.1');
  await registerPlayer(origin, client, `polls-${Date.now()}@example.com`);
  await depositFunds(origin, client, 50);
  // A player who has played: three favourites and a few rounds, so the lists are not empty.
  const games = ((await (await client.get(origin, '/content/games?type=slots')).json()) as { id: number }[]).slice(
    0,
    3,
  );
  for (const { id } of games)
    for (const [path, fields, json] of [
      ['/player-api/games/favourites/add', { gameId: id }, false],
      ['/game-engine/slot/real', { gameId: id, bet: 0.1 }, true],
    ] as const) {
      const answer = await client.post(origin, path, fields, json);
      if (!answer.ok) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    }
  const headers = { cookie: client.cookie, 'x-forwarded-for': client.ip };
  const rows = [];
  let cpuPerSecond = 0;
  for (const [path, everyMs] of polls) {
    let before: [server: number, postgres: number] = [0, 0];
    const onStart = () => (before = [cpuSeconds(pids.server), postgresSeconds(pids.postmaster)]);
    const result = await runCall(origin + path, { seconds, connections, headers, onStart });
    const answers = result.requests.total;
    const serverMs = ((cpuSeconds(pids.server) - before[0]) * 1000) / answers;
    const postgresMs = ((postgresSeconds(pids.postmaster) - before[1]) * 1000) / answers;
    cpuPerSecond += ((serverMs + postgresMs) * 1000) / everyMs;
    rows.push({
      call: `GET ${path}`,
      'every s': everyMs / 1000,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx + result.errors + result.timeouts,
      'server CPU ms': Number(serverMs.toFixed(3)),
      'PostgreSQL CPU ms': Number(postgresMs.toFixed(3)),
    });
  }
  console.table(rows);
  const perSecond = polls.reduce((sum, [, everyMs]) => sum + 1000 / everyMs, 0);
  console.log(
    `One player's open page: ${perSecond.toFixed(2)} requests a second, ${cpuPerSecond.toFixed(2)} ms of CPU a second ` +
      `(server and PostgreSQL): ${Math.floor(1000 / cpuPerSecond).toLocaleString('en')} players a core ` +
      `(${connections} connections, ${seconds} s per call, the load generator on the same machine).`,
  );
} finally {
  await db.end();
  await stopServer(server);
}
