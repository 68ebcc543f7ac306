import { type DigestDeps, runDueAlerts } from './digest';

export type AlertDigestTask = { start(): void; stop(): Promise<void>; runOnce(): Promise<void> };

/**
 * Runs the due alerts every `intervalMs` (a minute by default: daily and weekly digests need no
 * finer timing). One pass at a time; `stop` waits for the pass in progress.
 */
export function createAlertDigestTask(deps: DigestDeps & { intervalMs?: number }): AlertDigestTask {
  const interval = deps.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const runOnce = async () => {
    const { runs, mailed } = await runDueAlerts(deps);
    if (runs > 0) deps.log.info({ runs, mailed }, 'job alerts run');
  };
  const tick = () => {
    running = runOnce()
      .catch((err: unknown) => deps.log.error({ err }, 'job alert pass failed'))
      .finally(() => {
        running = undefined;
        if (timer) timer = setTimeout(tick, interval);
      });
  };
  return {
    start() {
      if (timer) return;
      timer = setTimeout(tick, 0);
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
    runOnce,
  };
}
