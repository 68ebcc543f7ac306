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
 * CPU time (user + system) of this machine's PostgreSQL processes in ms by pid (Linux's /proc, clock
 * ticks of 10 ms), or null where there is no /proc or no process named postgres (a database on
 * another machine, or PGlite). `postgresCpuSince` takes the difference.
 */
export function postgresCpuMs(): Map<number, number> | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const byPid = new Map<number, number>();
  for (const pid of dirs) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      byPid.set(Number(pid), (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // The process ended while the list was read.
    }
  }
  return byPid.size ? byPid : null;
}

/**
 * PostgreSQL's CPU ms between two readings: each backend's own growth (one started in between counts
 * from 0). A backend that exits in between drops out, rather than taking its earlier CPU off the sum
 * (a pool closing an idle connection would otherwise make the figure negative).
 */
export function postgresCpuSince(before: Map<number, number>, after: Map<number, number>): number {
  let ms = 0;
  for (const [pid, now] of after) ms += now - (before.get(pid) ?? 0);
  return ms;
}
