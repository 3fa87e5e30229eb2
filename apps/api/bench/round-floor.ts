// `npm run bench:rounds -w @casino/api` (DATABASE_URL: PostgreSQL): the round against the database's own limit. The
// server runs as its own process on DATABASE_URL and funds BENCH_PLAYERS (100) players as the round benchmark does.
// Then this process plays two rounds through the wallet's own playRound (a win and a loss) on a connection that
// records every statement it sends, and writes them as pgbench scripts (the player drawn at random among the funded
// ones, everything else as recorded): the floor, what PostgreSQL itself does with the round's statements on this
// machine. In the same run, on the same database: pgbench, the round endpoint through HTTP (autocannon), pgbench
// again (the rounds' table grows during the run, so the floor is measured on both sides of it). Prints rounds/s and
// latency of each and the server's ratio to the mean floor.
// Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (10: autocannon's connections and pgbench's clients and threads),
// PGBENCH (/usr/bin/pgbench), PGBENCH_MODE (prepared: simple, extended or prepared, pgbench's -M).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { playRound } from '../src/wallet/rounds.ts';
import { fundPlayers, measureRounds, PLAYERS } from './rounds.ts';
import { startServer, stopServer } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgbench = process.env.PGBENCH ?? '/usr/bin/pgbench';
const mode = process.env.PGBENCH_MODE ?? 'prepared';
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.log('DATABASE_URL is not set (DATABASE_URL=$(bash scripts/pg.sh start | tail -1) to run this benchmark).');
  process.exit(1);
}

interface Statement {
  text: string;
  values: unknown[];
}

/**
 * A pool whose connections record what they send while `recording` is set: drizzle sends every statement, the
 * transaction's begin and commit included, through a connection's `query`.
 */
function recordingPool(url: string) {
  const statements: Statement[] = [];
  const state = { recording: false };
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      if (state.recording) {
        const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
        const text = typeof first === 'string' ? first : first.text;
        const values = (typeof first === 'string' ? second : (first.values ?? second)) as unknown[] | undefined;
        statements.push({ text, values: Array.isArray(values) ? values : [] });
      }
      return query(...args);
    };
  });
  return { pool, statements, state };
}

/** A value as an SQL literal in parentheses (so that `- $1` never becomes a comment `--1`). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return '(null)';
  if (typeof value === 'number' || typeof value === 'bigint') return `(${value})`;
  if (typeof value === 'boolean') return `(${value})`;
  if (value instanceof Date) return `('${value.toISOString()}')`;
  if (typeof value === 'string') return `('${value.replaceAll("'", "''")}')`;
  return `('${JSON.stringify(value).replaceAll("'", "''")}')`;
}

/**
 * The statements as a pgbench script: each parameter as its literal, the player's id as `:pid`, which the script
 * draws from `low`..`high` (the funded players). A statement of several commands (no parameters) stays one command.
 */
function pgbenchScript(statements: Statement[], playerId: number, low: number, high: number): string {
  const lines = statements.map(({ text, values }) => {
    const sql = text.replace(/\$(\d+)/g, (_, index: string) => {
      const value = values[Number(index) - 1];
      return String(value) === String(playerId) ? '(:pid)' : literal(value);
    });
    return `${sql
      .trim()
      .replace(/;\s*$/, '')
      .replace(/;\s*/g, ' \\;\n')
      .replace(/\n\s*\n/g, '\n')};`;
  });
  return [`\\set pid random(${low}, ${high})`, ...lines, ''].join('\n');
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/** Runs pgbench with the scripts (weighted) for `seconds`: transactions per second and latency from its log. */
async function runPgbench(dir: string, scripts: [file: string, weight: number][], url: string, run: number) {
  const logDir = mkdtempSync(join(dir, `log-${run}-`));
  const args = [
    '-n',
    ...scripts.flatMap(([file, weight]) => ['-f', `${file}@${weight}`]),
    '-c',
    String(connections),
    '-j',
    String(connections),
    '-T',
    String(seconds),
    '-M',
    mode,
    '-l',
    `--log-prefix=${join(logDir, 'tx')}`,
    url,
  ];
  const { stdout } = await promisify(execFile)(pgbench, args, { cwd: logDir, maxBuffer: 1 << 24 });
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
  // The per-transaction log: client, transaction, latency in µs, script, epoch seconds, µs.
  const latencies = readdirSync(logDir)
    .flatMap((file) => readFileSync(join(logDir, file), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .sort((a, b) => a - b);
  return { tps, failed, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99) };
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

const dir = mkdtempSync(join(tmpdir(), 'casino-round-floor-'));
const recorder = recordingPool(databaseUrl);
const server = await startServer({ DATABASE_URL: databaseUrl, NODE_ENV: 'development', TRUST_PROXY: 'true' });
try {
  const loadBefore = load();
  const [{ before }] = (await recorder.pool.query('select coalesce(max(id), 0)::int as before from players')).rows as [
    { before: number },
  ];
  const cookies = await fundPlayers(server.origin);
  const { rows } = await recorder.pool.query<{ id: number; hash: string }>(
    `select p.id, (select s.id_hash from sessions s where s.player_id = p.id limit 1) as hash
       from players p where p.id > $1 and p.email like 'bench-round-%' order by p.id`,
    [before],
  );
  const low = rows[0]!.id;
  const high = rows.at(-1)!.id;
  if (rows.length !== PLAYERS || high - low + 1 !== PLAYERS)
    throw new Error(`the ${PLAYERS} funded players' ids are not ${low}..${high} in a row`);
  // Recorded with the last player, whose id (>= 100) is none of the round's other numbers (a 10-cent bet, win 0 or 20).
  const { id: playerId, hash } = rows.at(-1)!;
  const db = drizzle({ client: recorder.pool });
  const scripts: [string, number][] = [];
  for (const [name, win, weight] of [
    ['win', 20, 48],
    ['loss', 0, 52],
  ] as const) {
    recorder.statements.length = 0;
    recorder.state.recording = true;
    await playRound(db, { playerId, gameId: 1, bet: 10, sessionIdHash: hash, win: () => win });
    recorder.state.recording = false;
    const file = join(dir, `round-${name}.sql`);
    writeFileSync(file, pgbenchScript(recorder.statements, playerId, low, high));
    scripts.push([file, weight]);
  }
  console.log(`The round's statements (${recorder.statements.length} round trips), as pgbench runs them:\n`);
  console.log(readFileSync(scripts[1]![0], 'utf8'));

  await measureRounds(server.origin, { connections, seconds: 2, cookies, warmUp: false }); // warm-up
  const floorBefore = await runPgbench(dir, scripts, databaseUrl, 1);
  const rounds = await measureRounds(server.origin, { connections, seconds, cookies, warmUp: false });
  const floorAfter = await runPgbench(dir, scripts, databaseUrl, 2);
  const floor = (floorBefore.tps + floorAfter.tps) / 2;
  const table = [
    { run: `pgbench -M ${mode} (before)`, 'rounds/s': floorBefore.tps, p50: floorBefore.p50, p99: floorBefore.p99 },
    {
      run: 'POST /game-engine/round',
      'rounds/s': rounds.requests.average,
      p50: rounds.latency.p50,
      p99: rounds.latency.p99,
    },
    { run: `pgbench -M ${mode} (after)`, 'rounds/s': floorAfter.tps, p50: floorAfter.p50, p99: floorAfter.p99 },
  ].map(({ run, 'rounds/s': perSecond, p50, p99 }) => ({
    run,
    'rounds/s': Math.round(perSecond),
    'p50 ms': round1(p50),
    'p99 ms': round1(p99),
    'x floor': Math.round((perSecond / floor) * 100) / 100,
  }));
  console.log(
    `${PLAYERS} players, ${connections} connections (pgbench: -c ${connections} -j ${connections}), ${seconds} s each; ` +
      `load average ${loadBefore} before, ${load()} after`,
  );
  console.table(table);
  const errors = rounds.non2xx + rounds.errors + rounds.timeouts + floorBefore.failed + floorAfter.failed;
  console.log(`server / floor: ${(rounds.requests.average / floor).toFixed(2)}; errors: ${errors}`);
} finally {
  await recorder.pool.end();
  await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
