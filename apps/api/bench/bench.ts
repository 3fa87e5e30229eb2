// `npm run bench -w @casino/api`: requests per second and p50/p99 latency of the server on PGlite and, when
// DATABASE_URL is set, on PostgreSQL. The server runs in its own process (as in production) with the demo content,
// the load generator (autocannon) in this one. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { measureRounds, PLAYERS } from './rounds.ts';
import { registerPlayer, SiteClient, startServer, stopServer } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** The server trusts X-Forwarded-For in the benchmark, so that each player may come from an address of its own. */
const benchServer = (env: Record<string, string>) =>
  startServer({ ...env, NODE_ENV: 'development', TRUST_PROXY: 'true' });

interface Row {
  database: string;
  call: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
}

async function measure(database: string, env: Record<string, string>): Promise<Row[]> {
  const server = await benchServer(env);
  const { origin } = server;
  try {
    const client = new SiteClient(origin, '10.76.0.1');
    await registerPlayer(origin, client, `bench-${Date.now()}@example.com`);
    const { cookie } = client;
    const calls: [name: string, path: string, headers?: Record<string, string>][] = [
      ['GET /player (session)', '/player-api/player', { cookie }],
      ['GET /games (catalogue, gzip)', '/content/games', { 'accept-encoding': 'gzip' }],
      ['GET /search?keyword=boo', '/player-api/search?keyword=boo&lang=fi'],
    ];
    const rows: Row[] = [];
    for (const [call, path, headers = {}] of calls) {
      await autocannon({ url: origin + path, connections, duration: 2, headers }); // warm-up
      const result = await autocannon({ url: origin + path, connections, duration: seconds, headers });
      rows.push({
        database,
        call,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx + result.errors + result.timeouts,
      });
    }
    const rounds = await measureRounds(origin, { connections, seconds });
    rows.push({
      database,
      call: `POST /game-engine/round (${PLAYERS} players)`,
      'req/s': Math.round(rounds.requests.average),
      'p50 ms': rounds.latency.p50,
      'p99 ms': rounds.latency.p99,
      'non-2xx': rounds.non2xx + rounds.errors + rounds.timeouts,
    });
    return rows;
  } finally {
    await stopServer(server);
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-'));
try {
  const rows = await measure('PGlite', { DATABASE_URL: '', DATA_DIR: join(dataDir, 'pglite') });
  if (process.env.DATABASE_URL) rows.push(...(await measure('PostgreSQL', { DATABASE_URL: process.env.DATABASE_URL })));
  else
    console.log(
      'DATABASE_URL is not set: PostgreSQL skipped (DATABASE_URL=$(bash scripts/pg.sh start) to include it).',
    );
  console.log(`${connections} connections, ${seconds} s per call, load generator on the same machine`);
  console.table(rows);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
