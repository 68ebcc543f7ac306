import { readFileSync } from 'node:fs';

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
