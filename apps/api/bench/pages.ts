// `npm run bench:pages -w @casino/api` (after `npm run build -w @casino/app`): what the server answers per second on
// this machine, as a player's browser asks it, side by side in one run with the machine's floor (a bare Fastify
// hello world in a process of its own): a static asset, a JSON call, the balance of a logged-in player, the home page,
// a game group's page and the home page rendered anew for each request (at 20 connections, and one at a time: the
// server time of one render). The server runs in production mode on PGlite with the demo content, the load generator
// (autocannon) in this process. Before the table the server answers every call in turn for BENCH_WARMUP seconds: a
// new process runs its code unoptimised at first (a static asset measured right after the start: 13,600 req/s, then
// 17,500 and 20,600 in the next 8 s runs). Options: BENCH_SECONDS (default 8), BENCH_CONNECTIONS (default 20),
// BENCH_WARMUP (default 30).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { adminSocketPath, sendAdminCommand } from '../src/admin/socket.ts';
import { measureCall } from './load.ts';
import { registerPlayer, SiteClient, startServer, stopServer } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const warmUp = Number(process.env.BENCH_WARMUP ?? 30);
const build = fileURLToPath(new URL('../../casino/build', import.meta.url));

/** The floor: Fastify answering a constant, in a process of its own as the server is. */
async function helloWorld() {
  const source = `
    import Fastify from 'fastify';
    const app = Fastify();
    app.get('/', async () => ({ hello: 'world' }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(app.server.address().port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (data) => resolve(String(data).trim())),
  );
  return { origin: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

interface Row {
  call: string;
  'req/s': number;
  'p50 ms': number;
  'p99 ms': number;
  'non-2xx': number;
  ratio: string;
}

async function measure(
  call: string,
  url: string,
  headers: Record<string, string> = {},
  { uniqueQuery = false, single = false } = {},
): Promise<Row> {
  const measured = await measureCall(url, {
    seconds,
    connections: single ? 1 : connections,
    headers,
    // A query the page ignores makes each request a new address, which no cache has answered before.
    ...(uniqueQuery && { uniquePath: (count: number) => `/?n=${count}` }),
  });
  return { call, ...measured, ratio: '' };
}

const dataDir = mkdtempSync(join(tmpdir(), 'casino-bench-pages-'));
const hello = await helloWorld();
const server = await startServer({
  NODE_ENV: 'production',
  TRUST_PROXY: 'true',
  DATABASE_URL: '',
  DATA_DIR: join(dataDir, 'pglite'),
  STATIC_DIR: join(build, 'client'),
  APP_SERVER: join(build, 'server/index.js'),
});
try {
  const { origin } = server;
  const client = new SiteClient(origin, '10.77.0.1');
  // Production serves no dev outbox: the activation code comes through the server's admin socket.
  const socket = adminSocketPath(join(dataDir, 'pglite'));
  await registerPlayer(
    origin,
    client,
    `bench-pages-${Date.now()}@example.com`,
    'secret11',
    async (_, email) =>
      (await sendAdminCommand(socket, { action: 'outbox', to: email })) as { messages: { code: string | null }[] },
  );
  const asset = readdirSync(join(build, 'client/assets')).find((file) => /^entry\.client-.*\.js$/.test(file));
  const groups = (await (await fetch(`${origin}/content/child-game-groups-translated`)).json()) as { id: number }[];
  // The group's address with its slug: without it the page answers a redirect there.
  const moved = await fetch(`${origin}/games/${groups[0]!.id}`, { redirect: 'manual' });
  const group = new URL(moved.headers.get('location') ?? `/games/${groups[0]!.id}`, origin).pathname;

  const balance = { path: '/player-api/player/balance', headers: { cookie: client.cookie } };
  await autocannon({
    url: origin,
    connections,
    duration: warmUp,
    headers: { 'accept-encoding': 'br, gzip' },
    requests: [{ path: `/assets/${asset}` }, { path: '/content/maintenance' }, balance, { path: '/' }, { path: group }],
  });

  const rows = [
    await measure('hello world (bare Fastify)', hello.origin),
    await measure('static asset', `${origin}/assets/${asset}`),
    await measure('GET /content/maintenance', `${origin}/content/maintenance`),
    await measure('GET /player/balance (logged in)', `${origin}${balance.path}`, balance.headers),
    await measure('home page /', `${origin}/`),
    await measure(`group page ${group}`, `${origin}${group}`),
    await measure('home page, each request new (/?n=…)', `${origin}/`, {}, { uniqueQuery: true }),
    // One request at a time: its latency is the server time of one render.
    await measure('the same, 1 connection', `${origin}/`, {}, { uniqueQuery: true, single: true }),
  ];
  const [floor, , json] = rows;
  for (const row of rows.slice(1)) row.ratio = `${(row['req/s'] / floor!['req/s']).toFixed(3)}× hello`;
  for (const row of rows.slice(4)) row.ratio += `, ${(row['req/s'] / json!['req/s']).toFixed(3)}× JSON`;
  console.log(`${connections} connections, ${seconds} s per call, load generator on the same machine`);
  console.table(rows);
} finally {
  await stopServer(server);
  hello.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
