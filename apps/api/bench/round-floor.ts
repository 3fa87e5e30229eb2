// `npm run bench:rounds -w @casino/api` (DATABASE_URL: PostgreSQL): the round against the database's own limit. The
// server runs as its own process on DATABASE_URL and funds BENCH_PLAYERS (100) players as the round benchmark does.
// Then this process plays two rounds through the wallet's own playRound (a win and a loss) on a connection that
// records every statement it sends, and writes them as pgbench scripts (the player drawn at random among the funded
// ones, everything else as recorded): the floor, what PostgreSQL itself does with the round's statements on this
// machine. In the same run, on the same database: pgbench, the round endpoint through HTTP (autocannon), pgbench
// again (the rounds' table grows during the run, so the floor is measured on both sides of it). Prints rounds/s and
// latency of each and the server's ratio to the mean floor.
// Options: BENCH_SECONDS (10), BENCH_CONNECTIONS (10: autocannon's connections and pgbench's clients and threads),
// PGBENCH (/usr/bin/pgbench), PGBENCH_MODE (pgbench's -M: by default the server's own protocol, simple when it sends
// its statements without parameters, batched, else extended; prepared parses each statement once per connection).
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { playRound } from '../src/wallet/rounds.ts';
import { percentile } from './load.ts';
import { fundPlayers, measureRounds, PLAYERS } from './rounds.ts';
import { cpuSeconds, parentOf, postgresSeconds } from './process-stats.ts';
import { startServer, stopServer } from './server-process.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const pgbench = process.env.PGBENCH ?? '/usr/bin/pgbench';
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

/** A recorded statement as a pgbench command: parameters as literals, the player's id as `:pid`. */
function pgbenchCommand({ text, values }: Statement, playerId: number): string {
  const sql =
    values.length === 0
      ? text
      : text.replace(/\$(\d+)/g, (_, index: string) => {
          const value = values[Number(index) - 1];
          return String(value) === String(playerId) ? '(:pid)' : literal(value);
        });
  // A statement with its values inlined names the player as a number outside quoted strings.
  const named = sql
    .split(/('(?:[^']|'')*')/)
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(new RegExp(`(?<![\\w.:$])${playerId}(?![\\w.])`, 'g'), '(:pid)'),
    )
    .join('');
  // Several commands sent as one query stay one (pgbench's `\;`).
  return `${named
    .trim()
    .replace(/;\s*$/, '')
    .replace(/;\s*/g, ' \\;\n')
    .replace(/\n\s*\n/g, '\n')};`;
}

/**
 * The round's statements as a pgbench script, the player drawn from `low`..`high` (the funded players). The PREPAREs
 * that the server sends once per connection (`setup`) run once per pgbench client (its variable `ready`, which the
 * command line starts at 0, persists across its transactions).
 */
function pgbenchScript(setup: Statement[], statements: Statement[], playerId: number, low: number, high: number) {
  const once =
    setup.length === 0
      ? []
      : [
          '\\if :ready = 0',
          ...setup.map((statement) => pgbenchCommand(statement, playerId)),
          '\\set ready 1',
          '\\endif',
        ];
  const lines = statements.map((statement) => pgbenchCommand(statement, playerId));
  return [...once, `\\set pid random(${low}, ${high})`, ...lines, ''].join('\n');
}

/** What `work` cost in CPU seconds of the server, this process (the load generator) and PostgreSQL. */
async function withCpu<T>(pids: { server: number; postmaster: number }, work: () => Promise<T>) {
  const before = [cpuSeconds(pids.server), process.cpuUsage(), postgresSeconds(pids.postmaster)] as const;
  const result = await work();
  const own = process.cpuUsage(before[1]);
  return {
    result,
    cpu: {
      server: cpuSeconds(pids.server) - before[0],
      load: (own.user + own.system) / 1e6,
      postgres: postgresSeconds(pids.postmaster) - before[2],
    },
  };
}

/** Runs pgbench with the scripts (weighted) for `seconds`: transactions per second and latency from its log. */
async function runPgbench(
  dir: string,
  scripts: [file: string, weight: number][],
  url: string,
  mode: string,
  run: number,
) {
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
    '-D',
    'ready=0',
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
  return { tps, failed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
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
  const recorded: Statement[][] = [];
  for (const win of [20, 0]) {
    recorder.statements.length = 0;
    recorder.state.recording = true;
    await playRound(db, { playerId, gameId: 1, bet: 10, sessionIdHash: hash, win: () => win });
    recorder.state.recording = false;
    recorded.push([...recorder.statements]);
  }
  // What the recording connection prepared once (SQL's PREPARE), and each round's own statements.
  const isSetup = ({ text }: Statement) => /^\s*prepare\s/i.test(text);
  const setup = recorded.flat().filter(isSetup);
  const roundStatements = recorded.map((statements) => statements.filter((statement) => !isSetup(statement)));
  const parameters = roundStatements.flat().reduce((sum, { values }) => sum + values.length, 0);
  for (const [index, [name, weight]] of (
    [
      ['win', 48],
      ['loss', 52],
    ] as const
  ).entries()) {
    const file = join(dir, `round-${name}.sql`);
    writeFileSync(file, pgbenchScript(setup, roundStatements[index]!, playerId, low, high));
    scripts.push([file, weight]);
  }
  const mode = process.env.PGBENCH_MODE ?? (parameters === 0 ? 'simple' : 'extended');
  console.log(`The round's statements (${roundStatements[1]!.length} round trips), as pgbench runs them:\n`);
  console.log(readFileSync(scripts[1]![0], 'utf8'));

  const [{ backend }] = (await recorder.pool.query('select pg_backend_pid() as backend')).rows as [{ backend: number }];
  const pids = { server: server.child.pid!, postmaster: parentOf(backend) };
  await measureRounds(server.origin, { connections, seconds: 2, cookies, warmUp: false }); // warm-up
  const floorBefore = await withCpu(pids, () => runPgbench(dir, scripts, databaseUrl, mode, 1));
  const rounds = await withCpu(pids, () =>
    measureRounds(server.origin, { connections, seconds, cookies, warmUp: false }),
  );
  const floorAfter = await withCpu(pids, () => runPgbench(dir, scripts, databaseUrl, mode, 2));
  const floor = (floorBefore.result.tps + floorAfter.result.tps) / 2;
  const perRound = (cpuSecondsUsed: number, count: number) => Math.round((cpuSecondsUsed / count) * 1e4) / 10;
  const table = [
    { run: `pgbench -M ${mode} (before)`, ...floorBefore.result, cpu: floorBefore.cpu, generator: false },
    {
      run: 'POST /game-engine/round',
      tps: rounds.result.requests.average,
      p50: rounds.result.latency.p50,
      p99: rounds.result.latency.p99,
      cpu: rounds.cpu,
      generator: true,
    },
    { run: `pgbench -M ${mode} (after)`, ...floorAfter.result, cpu: floorAfter.cpu, generator: false },
  ].map(({ run, tps, p50, p99, cpu, generator }) => ({
    run,
    'rounds/s': Math.round(tps),
    'p50 ms': round1(p50),
    'p99 ms': round1(p99),
    'x floor': Math.round((tps / floor) * 100) / 100,
    // CPU per round in ms: PostgreSQL's, the server's, and the load generator's (autocannon; pgbench's not counted).
    'pg cpu ms': perRound(cpu.postgres, tps * seconds),
    'server cpu ms': generator ? perRound(cpu.server, tps * seconds) : 0,
    'autocannon cpu ms': generator ? perRound(cpu.load, tps * seconds) : 0,
  }));
  console.log(
    `${PLAYERS} players, ${connections} connections (pgbench: -c ${connections} -j ${connections}), ${seconds} s each; ` +
      `load average ${loadBefore} before, ${load()} after`,
  );
  console.table(table);
  const { non2xx, errors, timeouts, requests } = rounds.result;
  const failures = non2xx + errors + timeouts + floorBefore.result.failed + floorAfter.result.failed;
  console.log(`server / floor: ${(requests.average / floor).toFixed(2)}; errors: ${failures}`);
} finally {
  await recorder.pool.end();
  await stopServer(server);
  rmSync(dir, { recursive: true, force: true });
}
