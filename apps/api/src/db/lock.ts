import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return Number.NaN;
  }
}

/**
 * Takes an exclusive lock on a PGlite data folder: `<folder>.lock` holding this process's pid.
 * Two processes on one folder silently lose writes, so a second opener fails with a clear error, even in the same
 * process. A lock left by a process that no longer runs is taken over. Returns the function that releases it.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = `${dataDir}.lock`;
  mkdirSync(dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => {
        if (readOwner(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    if (isRunning(owner)) {
      throw new Error(
        `The PGlite data folder ${dataDir} is in use by process ${owner} (lock file ${file}). ` +
          'Stop that server, or set DATA_DIR to another folder, or DATABASE_URL to use PostgreSQL. ' +
          'If no server is running, delete the lock file.',
      );
    }
    rmSync(file, { force: true }); // stale: its process is gone
  }
  throw new Error(`Could not take the lock ${file}`);
}
