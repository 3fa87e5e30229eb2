import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts';
import { seedDemoContent } from '../src/seed/seed.ts';

/** The day the test database is seeded, so release dates are known. */
export const seedDay = new Date('2026-03-15T12:00:00Z');

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A migrated database for one test file: in-memory PGlite, or, when DATABASE_URL is set, a fresh PostgreSQL
 * database (created on that server, dropped on close) so that runs do not collide.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({});
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The app on a seeded test database, with the test configuration (nothing read from the environment). Finland's
 * deposit-limit rule is off unless a file asks for it, so that a test's player deposits without setting limits first;
 * wallet.test.ts tests the rule.
 */
async function startTestApp(settings: Record<string, string>) {
  const database = await openTestDatabase();
  await seedDemoContent(database.db, seedDay);
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

/** One app for the test file: started before its tests, closed after them. Returns the accessor. */
export function useTestApp(settings: Record<string, string> = {}) {
  let server: Awaited<ReturnType<typeof startTestApp>> | undefined;
  beforeAll(async () => {
    server = await startTestApp(settings);
  });
  afterAll(() => server?.close());
  return () => {
    if (!server) throw new Error('the test app is not started');
    return server;
  };
}
