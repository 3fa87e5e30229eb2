// `npm start -w @casino/api`: the casino server (services, and the app when STATIC_DIR is set) on one origin.
// WORKERS=N (with DATABASE_URL) runs N server processes on the one port with node:cluster; see apps/api/README.md.
import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Server } from 'node:net';
import { adminSocketPath, listenForAdminCommands } from './admin/socket.ts';
import { buildApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openDatabase } from './db/database.ts';
import { seedGameCount, seedIfEmpty } from './seed/seed.ts';

/** A whole number from the environment, at least `min`. */
function setting(name: string, fallback: number, min: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    console.error(`${name} must be a whole number >= ${min}, got "${value}"`);
    process.exit(1);
  }
  return number;
}

/** Server processes (WORKERS): 1 runs the server in this process; more fork them with node:cluster. */
const workers = setting('WORKERS', 1, 1);
/** How long a stopping server waits for the requests in flight before it cuts their connections. */
const shutdownMs = setting('SHUTDOWN_TIMEOUT_SECONDS', 10, 0) * 1000;
const signals = ['SIGINT', 'SIGTERM'] as const;

const where = (config: Config) =>
  `database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}${
    config.staticDir ? `; app from ${config.staticDir}` : ''
  }`;

/** One server: opens (migrates, seeds) the database, listens, and on SIGTERM or SIGINT stops gracefully, exiting 0. */
async function serve(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, async (db) => {
    if (await seedIfEmpty(db, seedGameCount())) console.log('Seeded the demo content into the empty database');
  }).catch((error: Error) => {
    console.error(`Cannot open the database: ${error.message}`);
    process.exit(1);
  });
  // APP_DEV=true (`npm run dev`): the app through Vite with hot reload instead of its build.
  const dev = process.env.APP_DEV === 'true' ? await (await import('./http/dev-pages.ts')).devPages() : {};
  const app = await buildApp({ db: database.db, config, ...dev });

  /** On PGlite the admin command reaches this server through a socket (see src/admin/socket.ts). */
  let adminSocket: Server | undefined;

  /**
   * Stops accepting connections, lets the requests in flight finish (their connections are cut after
   * SHUTDOWN_TIMEOUT_SECONDS), then closes the database (the pool waits for its queries).
   */
  let stopping: Promise<void> | undefined;
  const stop = (reason: string) =>
    (stopping ??= (async () => {
      app.log.info(`${reason}: shutting down`);
      adminSocket?.close();
      // Closing the server ends the connections idle at that moment; one busy with a request would stay open after
      // its answer (keep-alive) until the client leaves, so each is ended as soon as it falls idle.
      const reap = setInterval(() => app.server.closeIdleConnections(), 100);
      const cut = setTimeout(() => {
        app.log.warn(`requests still open after ${shutdownMs / 1000} s: closing their connections`);
        app.server.closeAllConnections();
      }, shutdownMs);
      try {
        await app.close();
      } finally {
        clearInterval(reap);
        clearTimeout(cut);
        await database.close();
      }
    })());

  try {
    // A page rendered before the command (maintenance on, a new message) would show the old state for its max-age.
    if (!config.databaseUrl)
      adminSocket = await listenForAdminCommands(database.db, adminSocketPath(config.dataDir), () =>
        app.pageCache.clear(),
      );
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    await stop('startup failure');
    process.exit(1);
  }

  // `on`, not `once`: a second signal (Ctrl-C twice, or the cluster's primary passing on a terminal's SIGINT) must not
  // kill the process in the middle of its shutdown.
  for (const signal of signals)
    process.on(signal, () => {
      stop(signal).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error, 'shutdown failed');
          process.exit(1);
        },
      );
    });

  if (cluster.isPrimary) console.log(`Casino running at ${config.siteOrigin} (${where(config)})`);
}

/**
 * The cluster's primary: forks WORKERS servers that share the port (the primary hands out the connections in turn),
 * replaces one that dies after it served, and on SIGTERM or SIGINT passes the signal on and exits once they have all
 * stopped (0 when every one stopped cleanly). The workers share one payment-callback secret, or a callback that one
 * signed another would refuse.
 */
function runPrimary(count: number): void {
  const config = loadConfig();
  if (!config.databaseUrl) {
    console.error(`WORKERS=${count} needs DATABASE_URL: a PGlite folder serves one process only.`);
    process.exit(1);
  }
  const env = { PAYMENT_CALLBACK_SECRET: process.env.PAYMENT_CALLBACK_SECRET || randomBytes(32).toString('hex') };
  const live = new Set<Worker>();
  const served = new Set<Worker>();
  let stopping = false;
  let failed = false;

  const fork = () => {
    const worker = cluster.fork(env);
    live.add(worker);
    worker.once('listening', () => {
      served.add(worker);
      if (served.size === count)
        console.log(`Casino running at ${config.siteOrigin} (${count} workers; ${where(config)})`);
    });
  };
  let passedOn: NodeJS.Signals | undefined;
  const shutdown = (signal: NodeJS.Signals) => {
    stopping = true;
    passedOn = signal;
    if (live.size === 0) process.exit(failed ? 1 : 0);
    for (const worker of live) worker.process.kill(signal);
  };

  cluster.on('exit', (worker, code, signal) => {
    live.delete(worker);
    const wasServing = served.delete(worker);
    if (stopping) {
      // One still starting has no handler yet and ends by the signal itself, with nothing in flight.
      failed ||= code !== 0 && (wasServing || signal !== passedOn);
      if (live.size === 0) process.exit(failed ? 1 : 0);
    } else if (wasServing) {
      console.error(`Worker ${worker.process.pid} died (${signal ?? `exit code ${code}`}); starting another.`);
      fork();
    } else {
      // It never served, so another would fail the same way.
      console.error(`A worker failed to start (${signal ?? `exit code ${code}`}); stopping.`);
      failed = true;
      shutdown('SIGTERM');
    }
  });
  for (const signal of signals) process.on(signal, () => shutdown(signal));
  for (let index = 0; index < count; index += 1) fork();
}

if (cluster.isPrimary && workers > 1) runPrimary(workers);
else await serve();
