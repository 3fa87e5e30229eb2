import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
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
  try {
    const db = drizzlePostgres({ client: pool, schema });
    await migratePostgres(db, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

/** Opens the database and applies the migrations in apps/api/drizzle/. */
export function openDatabase({ databaseUrl, dataDir }: DatabaseTarget): Promise<DatabaseHandle> {
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(dataDir);
}
