import { type PeriodicTask, periodicTask } from '../../core/lib/periodic-task';
import { type WeeklyDeps, weeklyPass } from './weekly';

/** Checks every few minutes whether the week's issue is due (Monday 03:00 UTC) and tidies pending addresses. */
export function createWeeklyNewsTask(deps: WeeklyDeps & { intervalMs?: number }): PeriodicTask {
  return periodicTask('weekly job news pass', () => weeklyPass(deps), {
    intervalMs: deps.intervalMs ?? 5 * 60_000,
    log: deps.log,
  });
}
