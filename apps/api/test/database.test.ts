import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { lockDataDir } from '../src/db/lock.ts';
import { games } from '../src/db/schema.ts';
import { demoGames } from '../src/seed/catalogue.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { openTestDatabase } from './support.ts';

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
    const first = await openDatabase({ dataDir });
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
