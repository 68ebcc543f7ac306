import type { FastifyBaseLogger } from 'fastify';

export type PeriodicTask = { start(): void; stop(): Promise<void>; runOnce(): Promise<void> };

/**
 * Runs `run` now and then `intervalMs` after each pass ends (never two passes at once, so a slow
 * pass delays the next rather than piling up). A failed pass is logged and the next one still
 * comes; `stop` waits for the pass in progress.
 */
export function periodicTask(
  name: string,
  run: () => Promise<void>,
  opts: { intervalMs: number; log: FastifyBaseLogger },
): PeriodicTask {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = run()
      .catch((err: unknown) => opts.log.error({ err }, `${name} failed`))
      .finally(() => {
        running = undefined;
        if (timer) timer = setTimeout(tick, opts.intervalMs);
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
    runOnce: run,
  };
}
