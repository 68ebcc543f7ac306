import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system) of the main thread, where the benches' servers run (their load
 * generators run in worker threads), in ms: Linux's /proc/self/task/<pid>/stat, in clock ticks of
 * 10 ms. Elsewhere the event loop's busy wall time. Unlike wall time, it holds on a machine that
 * other work keeps busy.
 */
export function serverThreadMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return performance.eventLoopUtilization().active;
  }
}

/**
 * CPU time (user + system) of this machine's PostgreSQL processes in ms (Linux's /proc, clock
 * ticks of 10 ms; a backend that exits between two readings drops out of the second), or null where
 * there is no /proc or no process named postgres (a database on another machine, or PGlite).
 */
export function postgresCpuMs(): number | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = false;
  for (const pid of dirs) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      seen = true;
    } catch {
      // The process ended while the list was read.
    }
  }
  return seen ? ticks * 10 : null;
}
