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
import * as schema from './schema.ts';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

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

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const release = dataDir === undefined ? () => {} : lockDataDir(dataDir);
  try {
    const client = await PGlite.create(dataDir);
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
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

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle connection that the server ends (a restart, an administrator) is an 'error' of the pool, which drops
  // that connection and opens a new one when needed; without a listener it would stop the process.
  pool.on('error', (error) => console.warn(`PostgreSQL closed an idle connection: ${error.message}`));
  let connections = 0;
  pool.on('connect', () => (connections += 1));
  pool.on('remove', () => (connections -= 1));
  try {
    const db = drizzlePostgres({ client: pool, schema });
    await migratePostgres(db, { migrationsFolder });
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

/** Opens the database and applies the migrations in apps/api/drizzle/. */
export function openDatabase({ databaseUrl, dataDir }: DatabaseTarget): Promise<DatabaseHandle> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}
