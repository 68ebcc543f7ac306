import { type PeriodicTask, periodicTask } from '../../core/lib/periodic-task';
import { type WeeklyDeps, weeklyPass } from './weekly';

/**
 * Checks every few minutes whether the week's issue is due (Monday 07:00 in the UAE, 03:00 UTC) and
 * tidies pending addresses. The first issue is the one of the next send time after the start.
 */
export function createWeeklyNewsTask(
  deps: WeeklyDeps & { intervalMs?: number; startedAt?: Date },
): PeriodicTask {
  const startedAt = deps.startedAt ?? new Date();
  return periodicTask('weekly job news pass', () => weeklyPass(deps, startedAt), {
    intervalMs: deps.intervalMs ?? 5 * 60_000,
    log: deps.log,
  });
}
