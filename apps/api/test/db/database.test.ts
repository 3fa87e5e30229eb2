import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/database.ts';
import { namedRead, namedReadOf } from '../../src/db/named-read.ts';
import { lockDataDir } from '../../src/db/lock.ts';
import { games } from '../../src/catalogue/schema.ts';
import { demoGames } from '../../src/seed/catalogue.ts';
import { seedIfEmpty } from '../../src/seed/seed.ts';
import { openTestDatabase, writePgliteFolder } from '../support.ts';

const root = mkdtempSync(join(tmpdir(), 'casino-db-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('the PGlite folder lock', () => {
  it('refuses a second opener and releases on close', () => {
    const folder = join(root, 'a');
    const release = lockDataDir(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(folder)).toThrow(`is in use by process ${process.pid}`);
    release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockDataDir(folder)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const folder = join(root, 'b');
    writeFileSync(`${folder}.lock`, `${deadPid()}\n`);
    const release = lockDataDir(folder);
    expect(readFileSync(`${folder}.lock`, 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('guards a PGlite data folder: a second openDatabase on it fails with a clear error', async () => {
    const dataDir = join(root, 'pglite');
    await writePgliteFolder(dataDir);
    const first = await openDatabase({ dataDir });
    expect(readFileSync(`${dataDir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `The PGlite data folder ${dataDir} is in use by process ${process.pid}`,
      );
    } finally {
      await first.close();
    }
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });
});

describe('the first-start seed', () => {
  it('fills an empty database once', async () => {
    const database = await openTestDatabase();
    try {
      expect(await seedIfEmpty(database.db)).toBe(true);
      expect(await seedIfEmpty(database.db)).toBe(false);
      expect(await database.db.$count(games)).toBe(demoGames.length);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections', async () => {
    const database = await openTestDatabase();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;
      const rows = async (query: SQL) => rowsOf(await database.db.execute(query));
      const [{ name }] = (await rows(sql`select current_database() as name`)) as [{ name: string }];
      // Client backends only: an autovacuum worker on the fresh database also shows here, and ending it would count
      // an end that no pool connection reports.
      const others = sql`select pid from pg_stat_activity
        where datname = ${name} and backend_type = 'client backend' and pid <> pg_backend_pid()`;
      // The pool's idle connections end from the server side (as at a restart); another one does the ending.
      await Promise.all([1, 2, 3].map(() => database.db.execute(sql`select pg_sleep(0.05)`)));
      const ended = await database.db.transaction(
        async (tx) => rowsOf(await tx.execute(sql`select pg_terminate_backend(pid) from (${others}) as idle`)).length,
      );
      expect(ended).toBeGreaterThan(0);
      // Each ended connection is reported and dropped once its end arrives: wait for all of them, or the next query
      // could still be handed one.
      await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(ended), { timeout: 10_000 });
      expect(String(warn.mock.calls[0]![0])).toContain('PostgreSQL closed an idle connection');
      expect(await rows(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      warn.mockRestore();
      await database.close();
    }
  });
});

describe('a named read', () => {
  it('answers the rows as text, prepared once for every call', async () => {
    const { db, close } = await openTestDatabase();
    try {
      await db.execute(sql`create table named_read_test (id integer primary key, amount bigint, note text)`);
      await db.execute(sql`insert into named_read_test values (1, 1250, 'one'), (2, -7, null)`);
      const read = namedRead(db, 'read_named_read_test', 'select amount, note from named_read_test where id = $1');
      expect(await read([1])).toEqual([['1250', 'one']]);
      expect(await read([2])).toEqual([['-7', null]]);
      expect(await read([3])).toEqual([]);
    } finally {
      await close();
    }
  });

  it('is made once per database when declared with namedReadOf, and reads each database’s own rows', async () => {
    const first = await openTestDatabase();
    const second = await openTestDatabase();
    try {
      for (const [{ db }, amount] of [
        [first, 1],
        [second, 2],
      ] as const) {
        await db.execute(sql`create table named_read_test (id integer primary key, amount bigint)`);
        await db.execute(sql`insert into named_read_test values (1, ${amount})`);
      }
      const readOf = namedReadOf('read_named_read_test', 'select amount from named_read_test where id = $1');
      expect(readOf(first.db)).toBe(readOf(first.db));
      expect(readOf(second.db)).not.toBe(readOf(first.db));
      expect(await readOf(first.db)([1])).toEqual([['1']]);
      expect(await readOf(second.db)([1])).toEqual([['2']]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('never reads inside another caller’s transaction', async () => {
    const { db, close } = await openTestDatabase();
    try {
      await db.execute(sql`create table named_read_test (id integer primary key, amount bigint)`);
      await db.execute(sql`insert into named_read_test values (1, 100)`);
      const read = namedRead(db, 'read_named_read_test', 'select amount from named_read_test where id = $1');
      let during: Promise<(string | null)[][]> | undefined;
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`update named_read_test set amount = 999 where id = 1`);
          during = read([1]); // asked while the transaction is open, which then rolls back
          await new Promise((resolve) => setTimeout(resolve, 20));
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(await during).toEqual([['100']]);
      await db.transaction(async (tx) => {
        expect(() => namedRead(tx, 'read_in_tx', 'select 1')).toThrow('not a transaction');
      });
    } finally {
      await close();
    }
  });
});
