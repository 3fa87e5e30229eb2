// `DATABASE_URL=... npm run bench:launch -w @casino/api` (after `npm run build -w @casino/app`): launch day (issue 37).
// The server runs on PostgreSQL with WORKERS=2 behind Debian's nginx (started here from a config written to a temporary
// folder, as the README's nginx example shows, with a keep-alive upstream); every request goes through it.
// LAUNCH_PLAYERS (10,000) registered, activated and funded players are written in bulk (below); then LAUNCH_ACTIVE
// (1,000) of them are active at once, most arriving in the first LAUNCH_BURST_SECONDS (15), as a campaign e-mail brings
// them, for LAUNCH_SECONDS (300). Each active player visits: the landing page, the lobby (a game group's page), the
// login, a deposit through the simulated provider, LAUNCH_ROUNDS (20) rounds of 0.10 EUR, a withdrawal, the logout,
// with LAUNCH_THINK_MS (3,000) on average between its calls; then the next registered player takes the place. A latency
// runs from the time the request was meant to be sent (the previous answer plus the pause), so a load generator that
// falls behind counts against it. Printed per LAUNCH_INTERVAL_SECONDS (60): req/s, p50, p99, errors (an unexpected
// status, a socket error, a call over LAUNCH_TIMEOUT_MS, 10,000), the resident memory of the primary, each worker and
// nginx, the share of a core the server, PostgreSQL, nginx and this process used, the database's connections, the load
// average and this process's own event-loop delay; at the end p99 per call kind, and whether every wallet equals its
// ledger. Exits 1 on any error or difference. See "Launch day" in apps/api/README.md.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import pg from 'pg';
import { hashPassword } from '../src/accounts/passwords.ts';
import { percentile } from './load.ts';
import { childrenOf, cpuSeconds, parentOf, postgresSeconds, residentMib } from './process-stats.ts';
import { freePort, startServer, stopServer, type ServerProcess } from './server-process.ts';

const setting = (name: string, fallback: number) => Number(process.env[name] || fallback);
const PLAYERS = setting('LAUNCH_PLAYERS', 10_000);
const ACTIVE = setting('LAUNCH_ACTIVE', 1_000);
const SECONDS = setting('LAUNCH_SECONDS', 300);
const INTERVAL_SECONDS = setting('LAUNCH_INTERVAL_SECONDS', 60);
const BURST_SECONDS = setting('LAUNCH_BURST_SECONDS', 15);
const THINK_MS = setting('LAUNCH_THINK_MS', 3_000);
const ROUNDS = setting('LAUNCH_ROUNDS', 20);
const TIMEOUT_MS = setting('LAUNCH_TIMEOUT_MS', 10_000);
/** The share of the active players that arrive in the burst; the others arrive over the three burst lengths after. */
const BURST_SHARE = 0.8;
const NGINX = '/usr/sbin/nginx';
const PASSWORD = 'launch11';
const BALANCE_CENTS = 100_000;
const build = fileURLToPath(new URL('../../casino/build', import.meta.url));

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'Launch day runs on PostgreSQL: DATABASE_URL=$(bash scripts/pg.sh start | tail -1) npm run bench:launch -w @casino/api',
  );
  process.exit(1);
}
if (!existsSync(NGINX)) {
  console.error(`Launch day runs behind nginx, and ${NGINX} is missing: install it with apt-get install -y nginx`);
  process.exit(1);
}
if (!existsSync(join(build, 'server/index.js'))) {
  console.error("Launch day serves the app's pages: build it first with npm run build -w @casino/app");
  process.exit(1);
}

// ---- The processes: the server (primary and workers), nginx in front of it, and their memory.

/** The nginx config: a keep-alive upstream to the server, the client's address passed on, every path in `dir`. */
function nginxConfig(dir: string, port: number, upstream: string) {
  const path = (name: string) => join(dir, name);
  return `
# Launch day's proxy (apps/api/bench/launch-day.ts), as the README's nginx example, on plain HTTP.
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
pid ${path('nginx.pid')};
error_log ${path('error.log')} warn;
worker_rlimit_nofile 16384;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${path('client-body')};
  proxy_temp_path ${path('proxy')};
  fastcgi_temp_path ${path('fastcgi')};
  uwsgi_temp_path ${path('uwsgi')};
  scgi_temp_path ${path('scgi')};
  keepalive_timeout 75s;
  keepalive_requests 100000;
  upstream casino {
    server ${upstream};
    keepalive 128;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://casino;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      # $http_host, not $host: the site's origin has a port here, and the server checks requests' Origin against it.
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_buffers 32 16k;
    }
  }
}
`;
}

async function startNginx(dir: string, port: number, upstream: string): Promise<ChildProcess> {
  writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, port, upstream));
  const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused its config: ${test.stderr}`);
  const child = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/content/status`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('nginx did not answer within 10 s');
}

async function stopNginx(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM'); // nginx's fast shutdown
  await exited;
}

// ---- The players, written in bulk.

/**
 * Writes `count` players as registration and activation leave them (status active, e-mail verified, the current
 * terms), each with the deposit limits Finland asks for before a deposit, a daily loss limit (so that every round
 * also checks its losses against it, as in the round benchmark) and a wallet of 1,000 EUR booked as a deposit in the ledger,
 * so that the wallet equals its ledger from the start. One argon2id hash from the server's own hashPassword serves
 * them all: hashing 10,000 passwords through the registration call would take minutes of both cores, and the login
 * verifies the hash exactly as it verifies a registered one. Five statements, about a second for 10,000.
 */
async function writePlayers(db: pg.Client, tag: string, count: number): Promise<string[]> {
  const hash = await hashPassword(PASSWORD);
  const email = `'launch-${tag}-' || i || '@example.com'`;
  await db.query('begin');
  const { rows } = await db.query<{ id: number }>(
    `insert into players (email, password_hash, first_name, last_name, birth_date, country, language, currency,
       status, email_verified, terms_version, privacy_version)
     select ${email}, $1, 'Launch', 'Player', '1990-01-01', 'FIN', 'fi', 'EUR', 'active', true, 1, 1
     from generate_series(0, $2::int - 1) i order by i returning id`,
    [hash, count],
  );
  const ids = rows.map((row) => row.id);
  await db.query(`insert into wallets (player_id, cash) select id, $2 from unnest($1::int[]) id`, [ids, BALANCE_CENTS]);
  await db.query(
    `insert into ledger (player_id, kind, cash, reference) select id, 'deposit', $2, 'launch-' || $3 || '-' || id
     from unnest($1::int[]) id`,
    [ids, BALANCE_CENTS, tag],
  );
  await db.query(
    `insert into player_limits (player_id, kind, period, amount)
     select id, limits.kind, limits.period, limits.amount from unnest($1::int[]) id,
       (values ('deposit', 'daily', 100000), ('deposit', 'monthly', 100000), ('loss', 'daily', 10000))
         as limits(kind, period, amount)`,
    [ids],
  );
  await db.query('commit');
  return Array.from({ length: count }, (_, index) => `launch-${tag}-${index}@example.com`);
}

// ---- The measurements.

interface Sample {
  kind: string;
  ms: number;
  error: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/** p50 and p99 (ms, one decimal) of samples. */
function latencies(samples: Sample[]) {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return { p50: round1(percentile(sorted, 50)), p99: round1(percentile(sorted, 99)), max: round1(sorted.at(-1) ?? 0) };
}

let interval: Sample[] = [];
const all: Sample[] = [];
const errorsSeen = new Map<string, number>();

function record(kind: string, ms: number, error?: string) {
  const sample = { kind, ms, error: error !== undefined };
  interval.push(sample);
  all.push(sample);
  if (error !== undefined) {
    const key = `${kind}: ${error}`;
    errorsSeen.set(key, (errorsSeen.get(key) ?? 0) + 1);
  }
}

// ---- A player's visit.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
/** A pause between a player's calls: uniform between half and one and a half of LAUNCH_THINK_MS. */
const think = () => THINK_MS * (0.5 + Math.random());

interface Call {
  kind: string;
  path: string;
  method?: string;
  form?: Record<string, string | number>;
  json?: unknown;
  /** The statuses this call answers when it succeeds (default any 2xx). */
  expect?: number[];
}

/** An answer as it came, its body read to the last byte but decoded only when asked for. */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text(): string;
}

/**
 * The browsers' connections to nginx, kept alive. Node's own `http` rather than its fetch: this load generator shares
 * the two cores with the server, and fetch cost it about 1 ms of CPU a request in the burst (its pages
 * decompressed and decoded as well), time taken from the server. A body is read to its last byte, as a browser's,
 * and decompressed only when its text is asked for.
 */
const agent = new Agent({ keepAlive: true });

function exchange(url: string, method: string, headers: OutgoingHttpHeaders, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        clearTimeout(timer);
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          text: () =>
            (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString(),
        });
      });
    });
    // The whole call, answer and body, within LAUNCH_TIMEOUT_MS.
    const timer = setTimeout(
      () => request.destroy(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
      TIMEOUT_MS,
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(body);
  });
}

/**
 * One browser of the site behind the proxy: its own address (X-Forwarded-For, which nginx passes on and the server
 * trusts), the site's Origin, the session cookie once logged in, and the time its next call is meant to be sent.
 */
class Visitor {
  cookie = '';
  due: number;

  constructor(
    readonly site: string,
    readonly ip: string,
    arrival: number,
    /** When the run ends: a call due after it is not sent. */
    readonly stop: number,
  ) {
    this.due = arrival;
  }

  /**
   * Sends `call` when it is due; answers its answer, body read, or undefined when it failed (recorded as an error) or
   * is due after the run's end (not sent).
   */
  async send({ kind, path, method, form, json, expect }: Call): Promise<Answer | undefined> {
    if (this.due >= this.stop) return undefined;
    await sleep(this.due - performance.now());
    const intended = this.due;
    let failure: string | undefined;
    let answer: Answer | undefined;
    try {
      const sent = form
        ? new URLSearchParams(Object.entries(form).map(([key, value]) => [key, String(value)])).toString()
        : json !== undefined
          ? JSON.stringify(json)
          : undefined;
      answer = await exchange(
        `${this.site}${path}`,
        method ?? (sent === undefined ? 'GET' : 'POST'),
        {
          origin: this.site,
          'accept-encoding': 'br, gzip',
          'x-forwarded-for': this.ip,
          ...(this.cookie && { cookie: this.cookie }),
          ...(form && { 'content-type': 'application/x-www-form-urlencoded' }),
          ...(json !== undefined && { 'content-type': 'application/json' }),
        },
        sent,
      );
      const set = (answer.headers['set-cookie'] ?? []).map((header) => header.split(';')[0]);
      if (set.length > 0) this.cookie = set.join('; ');
      const ok = expect ? expect.includes(answer.status) : answer.status >= 200 && answer.status < 300;
      if (!ok) failure = `${answer.status} ${answer.text().slice(0, 120)}`;
    } catch (error) {
      failure = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : String(error);
    }
    const end = performance.now();
    record(kind, end - intended, failure);
    this.due = end + think();
    return failure === undefined ? answer : undefined;
  }
}

async function visit(visitor: Visitor, email: string, lobby: string) {
  await visitor.send({ kind: 'landing page', path: '/' });
  await visitor.send({ kind: 'lobby', path: lobby });
  const login = await visitor.send({ kind: 'login', path: '/player-api/login', form: { email, password: PASSWORD } });
  if (login === undefined) return; // not logged in: the player leaves
  const deposit = { country: 'FIN', amount: 20, method: 'trustly', currency: 'EUR' };
  const started = await visitor.send({ kind: 'deposit', path: '/player-api/payment/initDeposit', form: deposit });
  if (started !== undefined) {
    const reference = new URL((JSON.parse(started.text()) as { redirectUrl: string }).redirectUrl).searchParams.get(
      'reference',
    );
    await visitor.send({
      kind: 'deposit approval',
      path: '/payment-provider/pay',
      form: { reference: reference ?? '', decision: 'approve' },
      expect: [303],
    });
  }
  for (let round = 0; round < ROUNDS && visitor.due < visitor.stop; round += 1)
    await visitor.send({ kind: 'round', path: '/game-engine/round', json: { gameId: 1, bet: 0.1 } });
  await visitor.send({
    kind: 'withdrawal',
    path: '/player-api/payment/withdraw',
    form: { amount: 20, method: 'trustly' },
  });
  await visitor.send({ kind: 'logout', path: '/player-api/logout', method: 'POST' });
}

// ---- The run.

const tag = `${Date.now().toString(36)}`;
/** The second byte of the visitors' addresses, per run: the per-address rate limits live in the database. */
const network = 100 + Math.floor(Math.random() * 100);
const work = mkdtempSync(join(tmpdir(), 'casino-launch-'));
const db = new pg.Client({ connectionString: databaseUrl });
let server: ServerProcess | undefined;
let nginx: ChildProcess | undefined;
let cleaned: Promise<void> | undefined;

const cleanUp = () =>
  (cleaned ??= (async () => {
    if (nginx) await stopNginx(nginx);
    if (server) console.log(`Server stopped with exit code ${await stopServer(server)}`);
    await db.end().catch(() => undefined);
    rmSync(work, { recursive: true, force: true });
  })());

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`${signal}: stopping nginx and the server`);
    // A server or nginx still starting is not in `server` or `nginx` yet: stop it by its pid, as a child of this
    // process.
    if (!server) for (const pid of childrenOf(process.pid, 'node')) process.kill(pid, 'SIGTERM');
    if (!nginx) for (const pid of childrenOf(process.pid, 'nginx')) process.kill(pid, 'SIGTERM');
    void cleanUp().finally(() => process.exit(130));
  });

try {
  const proxyPort = await freePort();
  const site = `http://127.0.0.1:${proxyPort}`;
  server = await startServer({
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    TRUST_PROXY: 'true',
    WORKERS: '2',
    SITE_ORIGIN: site,
    TERMS_VERSION: '1',
    PRIVACY_VERSION: '1',
    STATIC_DIR: join(build, 'client'),
    APP_SERVER: join(build, 'server/index.js'),
  });
  const primary = server.child.pid!;
  nginx = await startNginx(work, proxyPort, new URL(server.origin).host);
  const nginxPid = nginx.pid!;
  await db.connect();

  const started = performance.now();
  const emails = await writePlayers(db, tag, PLAYERS);
  console.log(`${PLAYERS} players written in ${Math.round(performance.now() - started)} ms`);

  const groups = (await (await fetch(`${site}/content/child-game-groups-translated`)).json()) as {
    id: number;
    slug: string;
  }[];
  const group = groups.find((candidate) => candidate.slug === 'seikkailu') ?? groups[0]!;
  const found = await fetch(`${site}/games/${group.id}`, { redirect: 'manual' });
  const lobby = new URL(found.headers.get('location') ?? `/games/${group.id}`, site).pathname;
  // The page caches and the code of both workers warm up, as a site's do before its campaign goes out: ten
  // browsers at once, so that nginx opens several upstream connections, which the primary hands to both workers.
  const warm = (path: string) =>
    fetch(`${site}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }).then((response) => response.text());
  for (let round = 0; round < 10; round += 1)
    await Promise.all(Array.from({ length: 10 }, () => warm(round % 2 ? lobby : '/')));

  const workers = childrenOf(primary, 'node');
  // PostgreSQL's server: the parent of this benchmark's own backend (it runs on this machine).
  const postmaster = parentOf(Number((await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid));
  const sum = (pids: number[]) => pids.reduce((total, pid) => total + cpuSeconds(pid), 0);
  const cpuNow = () => ({
    server: sum([primary, ...workers]),
    postgres: postgresSeconds(postmaster),
    nginx: sum([nginxPid, ...childrenOf(nginxPid, 'nginx')]),
    client: process.cpuUsage(),
  });
  let cpuBefore = cpuNow();
  console.log(
    `Server: primary ${primary}, workers ${workers.join(', ')}; nginx ${nginxPid} at ${site} in front of ` +
      `${server.origin}; lobby ${lobby}. ${ACTIVE} of ${PLAYERS} players active for ${SECONDS} s, ` +
      `${Math.round(ACTIVE * BURST_SHARE)} arriving in the first ${BURST_SECONDS} s`,
  );

  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const start = performance.now();
  const end = start + SECONDS * 1000;
  let nextPlayer = 0;
  let active = 0;
  /** A place among the active players: one visit after another, each by the next registered player. */
  const place = async (slot: number) => {
    const burst = slot < ACTIVE * BURST_SHARE;
    const arrival = start + 1000 * (burst ? Math.random() * BURST_SECONDS : BURST_SECONDS * (1 + 3 * Math.random()));
    let due = arrival;
    while (due < end) {
      const index = nextPlayer % PLAYERS;
      nextPlayer += 1;
      const visitor = new Visitor(site, `10.${network}.${index >> 8}.${index & 255}`, due, end);
      await sleep(due - performance.now());
      active += 1;
      await visit(visitor, emails[index]!, lobby);
      active -= 1;
      due = visitor.due;
    }
  };
  const places = Array.from({ length: ACTIVE }, (_, slot) => place(slot));

  const rows: Record<string, number>[] = [];
  const connections = async () =>
    Number(
      (
        await db.query<{ count: string }>(
          'select count(*) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        )
      ).rows[0]!.count,
    );
  const report = async (from: number, seconds: number) => {
    const samples = interval;
    interval = [];
    const { p50, p99 } = latencies(samples);
    const nginxPids = [nginxPid, ...childrenOf(nginxPid, 'nginx')];
    const cpu = cpuNow();
    const clientCpu = process.cpuUsage(cpuBefore.client);
    const share = (part: 'server' | 'postgres' | 'nginx') =>
      Math.round((100 * (cpu[part] - cpuBefore[part])) / seconds);
    rows.push({
      'from s': from,
      active, // players in a visit at the interval's end (at the run's end, the last ones leaving)
      'req/s': Math.round(samples.length / seconds),
      'p50 ms': p50,
      'p99 ms': p99,
      errors: samples.filter((sample) => sample.error).length,
      'primary MiB': residentMib(primary),
      ...Object.fromEntries(workers.map((pid, index) => [`worker ${index + 1} MiB`, residentMib(pid)])),
      'nginx MiB': nginxPids.reduce((sum, pid) => sum + residentMib(pid), 0),
      // The share of one core that the server's processes, PostgreSQL, nginx and this load generator got: which part
      // takes the cores, and on a machine whose other work leaves them little (under nice -n 19), that the latencies
      // measure mostly the wait for a core.
      'server CPU %': share('server'),
      'pg CPU %': share('postgres'),
      'nginx CPU %': share('nginx'),
      'client CPU %': Math.round((clientCpu.user + clientCpu.system) / 1e4 / seconds),
      'db conns': await connections(),
      load: round1(loadavg()[0]!),
      // This process's own event-loop delay: how late the load generator itself was (it shares the cores).
      'client lag p99 ms': round1(lag.percentile(99) / 1e6),
    });
    lag.reset();
    cpuBefore = cpu;
    console.log(JSON.stringify(rows.at(-1)));
  };
  for (let from = 0; from < SECONDS; from += INTERVAL_SECONDS) {
    const seconds = Math.min(INTERVAL_SECONDS, SECONDS - from);
    await sleep(start + (from + seconds) * 1000 - performance.now());
    await report(from, seconds);
  }
  await Promise.all(places); // the calls in flight at the end count in the totals per call below
  lag.disable();
  console.table(rows);

  const kinds = [...new Set(all.map((sample) => sample.kind))];
  const byKind = kinds.map((kind) => {
    const samples = all.filter((sample) => sample.kind === kind);
    const { p50, p99, max } = latencies(samples);
    const errors = samples.filter((sample) => sample.error).length;
    return { call: kind, requests: samples.length, 'p50 ms': p50, 'p99 ms': p99, 'max ms': max, errors };
  });
  console.table(byKind);
  const errors = all.filter((sample) => sample.error).length;
  for (const [what, count] of errorsSeen) console.log(`error ×${count}: ${what}`);
  const worst = Math.max(...byKind.map((row) => row['p99 ms']));
  console.log(
    `${all.length} requests through nginx in ${SECONDS} s by ${Math.min(nextPlayer, PLAYERS)} players ` +
      `(${nextPlayer} visits), ${errors} errors; worst p99 of a call ${worst} ms (target ≤ 250)`,
  );

  // The money: every wallet equals the sums of its ledger rows (the tests' invariant, expectLedgerMatchesWallets).
  const { rows: differ } = await db.query(
    `select w.player_id from wallets w left join (select player_id, sum(cash) as cash, sum(promo) as promo from ledger
     group by player_id) l using (player_id) where w.cash <> coalesce(l.cash, 0) or w.promo <> coalesce(l.promo, 0)`,
  );
  const { rows: counted } = await db.query<{ count: string }>('select count(*) from wallets');
  console.log(
    `Wallets equal to their ledger: ${Number(counted[0]!.count) - differ.length} of ${counted[0]!.count}` +
      (differ.length > 0 ? `; differ: ${differ.map((row: { player_id: number }) => row.player_id).join(', ')}` : ''),
  );
  if (errors > 0 || differ.length > 0) process.exitCode = 1;
} finally {
  await cleanUp();
}
