// `DATABASE_URL=... npm run soak -w @casino/api`: the soak benchmark. The server runs in its own process on
// PostgreSQL; this one first measures the most mixed traffic it answers per second, then sends 70 % of that for
// SOAK_SECONDS (default 300) and prints p50/p99 per SOAK_INTERVAL_SECONDS (default 60) and the server's resident
// memory at the start, after each interval and at the end. Latencies are corrected for coordinated omission.
// Other options: BENCH_CONNECTIONS (10), BENCH_PLAYERS (100), SOAK_CALIBRATE_SECONDS (20), SOAK_LOAD (0.7).
import { loadavg } from 'node:os';
import autocannon, { type Request } from 'autocannon';
import { residentMib } from './process-stats.ts';
import { fundedPlayer, PLAYERS } from './rounds.ts';
import { startServer, stopServer } from './server-process.ts';

const number = (name: string, fallback: number) => Number(process.env[name] || fallback);
const seconds = number('SOAK_SECONDS', 300);
const intervalSeconds = number('SOAK_INTERVAL_SECONDS', 60);
const calibrateSeconds = number('SOAK_CALIBRATE_SECONDS', 20);
const load = number('SOAK_LOAD', 0.7);
const connections = number('BENCH_CONNECTIONS', 10);

if (!process.env.DATABASE_URL) {
  console.error('The soak runs on PostgreSQL: DATABASE_URL=$(bash scripts/pg.sh start) npm run soak -w @casino/api');
  process.exit(1);
}

const server = await startServer({
  DATABASE_URL: process.env.DATABASE_URL,
  NODE_ENV: 'development',
  TRUST_PROXY: 'true',
});
const { origin } = server;
const pid = server.child.pid!;
try {
  const idleMib = residentMib(pid);
  console.log(`Funding ${PLAYERS} players...`);
  const cookies: string[] = [];
  for (let index = 0; index < PLAYERS; index += 1) cookies.push(await fundedPlayer(origin, index));

  // What a visitor of the site does, each request as the next player: the player and the balance (session
  // lookups), two bets, the whole catalogue (gzip, as a browser asks) and a search.
  let next = 0;
  const asNextPlayer = (request: Request): Request => ({
    ...request,
    headers: { ...request.headers, cookie: cookies[(next += 1) % cookies.length]! },
  });
  const round = {
    method: 'POST',
    path: '/game-engine/round',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ gameId: 1, bet: 0.1 }),
    setupRequest: asNextPlayer,
  };
  const keywords = ['boo', 'kulta', 'viking', 'egypt', 'sauna', 'megaways'];
  const requests = [
    { method: 'GET', path: '/player-api/player', setupRequest: asNextPlayer },
    round,
    { method: 'GET', path: '/content/games', headers: { 'accept-encoding': 'gzip' } },
    { method: 'GET', path: '/player-api/player/balance', setupRequest: asNextPlayer },
    {
      method: 'GET',
      setupRequest: (request: Request) => ({
        ...request,
        path: `/player-api/search?keyword=${keywords[next % keywords.length]}&lang=fi`,
      }),
    },
    round,
  ];
  const run = (duration: number, overallRate?: number) =>
    autocannon({ url: origin, connections, duration, requests, ...(overallRate && { overallRate }) });

  await run(5); // warm-up
  const most = await run(calibrateSeconds);
  const rate = Math.round(most.requests.average * load);
  console.log(
    `Most: ${Math.round(most.requests.average)} req/s (p50 ${most.latency.p50} ms, p99 ${most.latency.p99} ms); ` +
      `soaking at ${rate} req/s (${load * 100} %) for ${seconds} s with ${connections} connections`,
  );

  const startMib = residentMib(pid);
  const rows: Record<string, number>[] = [];
  for (let done = 0; done < seconds; done += intervalSeconds) {
    const duration = Math.min(intervalSeconds, seconds - done);
    const result = await run(duration, rate);
    rows.push({
      'from s': done,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'non-2xx': result.non2xx + result.errors + result.timeouts,
      'RSS MiB': residentMib(pid),
      // The machine's 1-minute load average: the load generator and the server share it with whatever else runs.
      load: Math.round(loadavg()[0]! * 10) / 10,
    });
    console.log(JSON.stringify(rows.at(-1)));
  }
  console.table(rows);
  console.log(
    `Server resident memory: ${idleMib} MiB idle after start, ${startMib} MiB at the start of the soak, ` +
      `${residentMib(pid)} MiB at the end`,
  );
} finally {
  console.log(`Server stopped with exit code ${await stopServer(server)}`);
}
