import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { seedDemoContent } from '../src/seed/seed.ts';

/** The day the test database is seeded, so release dates are known. */
export const seedDay = new Date('2026-03-15T12:00:00Z');

/**
 * Where each test file's database is copied from: a migrated database and a migrated one seeded with the demo content
 * on `seedDay`, made once for the whole run. On PGlite they are data-folder dumps in a temporary folder; on
 * PostgreSQL (DATABASE_URL) they are template databases on that server, copied with `CREATE DATABASE … TEMPLATE`.
 * Creating a PGlite database (its initdb) and seeding took 6–15 s per test file, as long as many files' tests.
 */
export interface DatabaseTemplates {
  migrated: string;
  seeded: string;
  /**
   * A PGlite data-folder dump, for a test that needs a PGlite folder on disk (the folder lock's): the migrated
   * template on PGlite, an empty cluster on PostgreSQL. Loading it takes under a second; creating a cluster on disk
   * (initdb into thousands of files) took 7 s on a quiet machine and over 30 s beside the end-to-end journeys.
   */
  pgliteFolder: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Runs a statement on the PostgreSQL server of `url`, in a connection of its own. */
export async function onServer(url: string, query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query).finally(() => client.end());
}

/** `url` with its database name replaced. */
export const databaseUrl = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();

/** Writes `client`'s data folder to `folder`/`name`.tar; answers the file. */
async function dump(client: PGlite, folder: string, name: string) {
  const file = join(folder, `${name}.tar`);
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  return file;
}

async function pgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove: () => void }> {
  const folder = mkdtempSync(join(tmpdir(), 'casino-test-templates-'));
  const handle = await openDatabase({});
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  const migrated = await dump(client, folder, 'migrated');
  await seedDemoContent(handle.db, seedDay);
  const seededFile = await dump(client, folder, 'seeded');
  await handle.close();
  return {
    templates: { migrated, seeded: seededFile, pgliteFolder: migrated },
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** An empty PGlite cluster's data-folder dump, in a temporary folder of its own. */
async function emptyPgliteCluster() {
  const client = await PGlite.create();
  try {
    return await dump(client, mkdtempSync(join(tmpdir(), 'casino-test-pglite-')), 'empty');
  } finally {
    await client.close();
  }
}

async function postgresTemplates(
  serverUrl: string,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  const suffix = randomBytes(6).toString('hex');
  const names = { migrated: `casino_template_${suffix}`, seeded: `casino_template_seeded_${suffix}` };
  await onServer(serverUrl, `CREATE DATABASE ${names.migrated}`);
  await (await openDatabase({ databaseUrl: databaseUrl(serverUrl, names.migrated) })).close();
  await onServer(serverUrl, `CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`);
  const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, names.seeded) });
  await seedDemoContent(handle.db, seedDay);
  await handle.close();
  const templates = { ...names, pgliteFolder: await emptyPgliteCluster() };
  return {
    templates,
    remove: async () => {
      rmSync(dirname(templates.pgliteFolder), { recursive: true, force: true });
      for (const name of Object.values(names))
        await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Vitest's global set-up: makes the templates before any test file starts, and removes them after the last. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const { templates, remove } = serverUrl ? await postgresTemplates(serverUrl) : await pgliteTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
