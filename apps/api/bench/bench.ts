// `npm run bench -w @casino/api`: requests per second and p50/p99 latency of the server on PGlite and, when
// DATABASE_URL is set, on PostgreSQL. The server runs in its own process (as in production) with the demo content,
// the load generator (autocannon) in this one. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { measureRounds, PLAYERS } from './rounds.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const apiDir = fileURLToPath(new URL('..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      SITE_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TRUST_PROXY: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/content/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { origin, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not start within 2 minutes');
}

/** Registers, activates and logs in a player through the API (the dev outbox gives the code); answers the cookie. */
async function logIn(origin: string): Promise<string> {
  const post = (path: string, fields: Record<string, string>, cookie = '') =>
    fetch(`${origin}/player-api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
      body: new URLSearchParams(fields),
    });
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-secret1';
  const registered = await post('/player/registerPlayer', {
    email,
    password,
    confirmPassword: password,
    country: 'FIN',
    registrationCurrency: 'EUR',
    language: 'fi',
    firstName: 'Bench',
    lastName: 'Mark',
    birthDate: '1990-01-01',
    ageChecked: 'true',
    policyChecked: 'true',
    privacyPolicyChecked: 'true',
  });
  if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
  const outbox = await fetch(`${origin}/dev/outbox?to=${encodeURIComponent(email)}`).then((response) =>
    response.json(),
  );
  const activated = await post('/player/activate', { activationCode: outbox.messages[0].code });
  if (!activated.ok) throw new Error(`activation failed: ${await activated.text()}`);
  const login = await post('/login', { email, password });
  const cookie = login.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!login.ok || !cookie) throw new Error(`login failed: ${await login.text()}`);
  return cookie;
}

interface Row {
  database: string;
  call: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
}

async function measure(database: string, env: Record<string, string>): Promise<Row[]> {
  const { origin, child } = await startServer(env);
  try {
    const cookie = await logIn(origin);
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
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
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
