import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { databaseUrl, onServer } from './database-templates.ts';

/**
 * Where the server processes of a test file keep their data: a fresh database on DATABASE_URL's server (created
 * before the file's tests, dropped after them), else a PGlite folder in a temporary directory. `env` points a server
 * process at it; `open` connects the test itself (on PGlite only while no server holds the folder).
 */
export function useProcessDatabase(name: string) {
  const serverUrl = process.env.DATABASE_URL;
  const folder = mkdtempSync(join(tmpdir(), `casino-${name}-`));
  const databaseName = `casino_${name}_${randomBytes(6).toString('hex')}`;
  const env: Record<string, string> = serverUrl
    ? { DATABASE_URL: databaseUrl(serverUrl, databaseName) }
    : { DATABASE_URL: '', DATA_DIR: join(folder, 'pglite') };
  beforeAll(async () => {
    if (serverUrl) await onServer(serverUrl, `CREATE DATABASE ${databaseName}`);
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });
  return { env, open: () => openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR }) };
}
