import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { lockDataDir } from './lock.ts';

/** The database as every domain queries it (its tables are each domain's `schema.ts`; no relational queries). */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction of the database. Inside one, await nothing but its own queries (PGlite serialises them). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Closes the connection (and releases the PGlite folder lock). */
  close(): Promise<void>;
}

/** Where to connect: PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir` (in memory when that is unset). */
interface DatabaseTarget {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

/** Work to do once the migrations are applied, before the database is used (the server's first-start seed). */
type Prepare = (db: Database) => Promise<unknown>;

/**
 * The PostgreSQL advisory lock held while a process migrates and prepares the database, so that server processes
 * starting together on one database do it one after another (the later ones then find nothing to do).
 */
const STARTUP_LOCK = 7_306_264_521;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function openPglite(dataDir: string | undefined, prepare?: Prepare): Promise<DatabaseHandle> {
  const release = dataDir === undefined ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite({ client });
    await migratePglite(db, { migrationsFolder });
    await prepare?.(db);
    return {
      db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(databaseUrl: string, prepare?: Prepare): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection that the server ends (a restart, an administrator) is an 'error' of the pool, which drops
  // that connection and opens a new one when needed; without a listener it would stop the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  let connections = 0;
  pool.on('connect', () => (connections += 1));
  pool.on('remove', () => (connections -= 1));
  try {
    const db = drizzlePostgres({ client: pool });
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      await migratePostgres(db, { migrationsFolder });
      await prepare?.(db);
    } finally {
      lock.release(true); // ending its connection releases the lock, whatever happened
    }
    return {
      db,
      kind: 'postgres',
      // pool.end() resolves before its connections have closed; wait for them, so that nothing is left connected.
      close: async () => {
        await pool.end();
        while (connections > 0) await once(pool, 'remove');
      },
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/**
 * Opens the database, applies the migrations in apps/api/drizzle/ and runs `prepare`. On PostgreSQL both happen under
 * an advisory lock, so processes that start together on one database migrate (and seed) once.
 */
export function openDatabase({ databaseUrl, dataDir }: DatabaseTarget, prepare?: Prepare): Promise<DatabaseHandle> {
  return databaseUrl ? openPostgres(databaseUrl, prepare) : openPglite(dataDir, prepare);
}
