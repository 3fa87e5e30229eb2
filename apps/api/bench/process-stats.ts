// What the benchmarks read of their processes from Linux's /proc: children, CPU time and resident memory. Each
// answers 0 (or none) for a process that has gone, or where there is no /proc.
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command's closing parenthesis (the command may hold spaces). */
function statFields(pid: number): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The command name of `pid` (/proc's comm). */
const commandOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
};

/** The parent process of `pid` (for a PostgreSQL backend: its server, when that runs on this machine). */
export const parentOf = (pid: number) => Number(statFields(pid)[1]);

/** The pids of `pid`'s child processes, only those named `name` when given. */
export function childrenOf(pid: number, name?: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => {
      try {
        return parentOf(child) === pid && (name === undefined || commandOf(child) === name);
      } catch {
        return false; // it ended while we looked
      }
    });
}

/** CPU seconds of `pid` (user + system, all its threads), with those of its exited children when `reaped`. */
export function cpuSeconds(pid: number, reaped = false): number {
  try {
    // utime, stime, cutime and cstime: fields 14-17 of stat, 11-14 after the command.
    const fields = statFields(pid);
    return [11, 12, ...(reaped ? [13, 14] : [])].reduce((sum, at) => sum + Number(fields[at]), 0) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of the PostgreSQL server `postmaster` and all its processes, the exited ones included. */
export const postgresSeconds = (postmaster: number) =>
  cpuSeconds(postmaster, true) + childrenOf(postmaster).reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/** The resident memory of `pid` in MiB (VmRSS). */
export function residentMib(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024);
  } catch {
    return 0;
  }
}
