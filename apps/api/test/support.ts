import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { seedDemoContent } from '../src/seed/seed.ts';
import { databaseUrl, onServer, seedDay } from './database-templates.ts';

export { seedDay } from './database-templates.ts';

/** The migrated (or seeded) template's data-folder dump, read once per worker process. */
const dumps = new Map<string, Blob>();

const dumpOf = (file: string) => {
  if (!dumps.has(file)) dumps.set(file, new Blob([readFileSync(file)]));
  return dumps.get(file)!;
};

async function openPgliteCopy(file: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: dumpOf(file) });
  return { db: drizzle({ client }), kind: 'pglite', close: () => client.close() };
}

/**
 * Writes a PGlite data folder to `dataDir` on disk, as a server's DATA_DIR holds after its first start, from the run's
 * dump (test/database-templates.ts) rather than by an initdb of its own.
 */
export async function writePgliteFolder(dataDir: string): Promise<void> {
  const client = await PGlite.create({ dataDir, loadDataDir: dumpOf(inject('databaseTemplates').pgliteFolder) });
  await client.close();
}

/**
 * A database for one test file, copied from the run's template (test/database-templates.ts), migrated and, when
 * `seeded`, holding the demo content of `seedDay`: in-memory PGlite, or, when DATABASE_URL is set, a fresh PostgreSQL
 * database (created on that server, dropped on close) so that runs do not collide.
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<DatabaseHandle> {
  const template = inject('databaseTemplates')[seeded ? 'seeded' : 'migrated'];
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openPgliteCopy(template);
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The app on a seeded test database, with the test configuration (nothing read from the environment). Finland's
 * deposit-limit rule is off unless a file asks for it, so that a test's player deposits without setting limits first;
 * payments/deposits.test.ts tests the rule.
 */
async function startTestApp(settings: Record<string, string>, gameCount?: number) {
  // A catalogue of another size than the demo's is seeded for the file (5,000 games: about 6 s on PGlite).
  const database = await openTestDatabase({ seeded: gameCount === undefined });
  if (gameCount !== undefined) await seedDemoContent(database.db, seedDay, gameCount);
  const config: Config = loadConfig({ NODE_ENV: 'test', REQUIRE_DEPOSIT_LIMITS: 'false', ...settings });
  const app = await buildApp({ db: database.db, config });
  return {
    app,
    db: database.db,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/**
 * One app for the test file: started before its tests, closed after them. Returns the accessor. With `gameCount` its
 * database holds a catalogue of that size (SEED_GAMES) instead of the demo's.
 */
export function useTestApp(settings: Record<string, string> = {}, { gameCount }: { gameCount?: number } = {}) {
  let server: Awaited<ReturnType<typeof startTestApp>> | undefined;
  beforeAll(async () => {
    server = await startTestApp(settings, gameCount);
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('the test app is not started');
    return server;
  };
}
