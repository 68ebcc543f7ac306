import { type PeriodicTask, periodicTask } from '../../core/lib/periodic-task';
import { type DigestDeps, runDueAlerts } from './digest';

export type AlertDigestTask = PeriodicTask;

/** Runs the due alerts every `intervalMs` (a minute by default: daily and weekly digests need no finer timing). */
export function createAlertDigestTask(deps: DigestDeps & { intervalMs?: number }): AlertDigestTask {
  return periodicTask(
    'job alert pass',
    async () => {
      const { runs, mailed } = await runDueAlerts(deps);
      if (runs > 0) deps.log.info({ runs, mailed }, 'job alerts run');
    },
    { intervalMs: deps.intervalMs ?? 60_000, log: deps.log },
  );
}
