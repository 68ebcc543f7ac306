import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');

/**
 * How many stacks the journeys run on at once, one Playwright worker each (E2E_WORKERS, default 1).
 * CI runs two (.ci/run): with the second stack on PostgreSQL (E2E_DATABASE_URL) the whole suite took
 * 20.7 minutes instead of 31.4 on one embedded stack, on 2 cores under the same load (29 Nov).
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS) || 1);

/**
 * The stack of worker `index`: its own server on its own fresh embedded database, and its own mailbox,
 * so a journey sees only what the journeys of its worker wrote, as when one stack ran them all.
 */
/** Shifts every stack's ports, so that journeys of two checkouts can run at once on one machine. */
const portOffset = Number(process.env.E2E_PORT_OFFSET) || 0;

export function stackOf(index: number) {
  const port = 3210 + portOffset + index;
  const workDir = join(root, `test-results/e2e-stack-${index}`);
  return {
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    smtpPort: 2526 + portOffset + index,
    workDir,
    mailDir: join(workDir, 'received-mail'),
  };
}

/**
 * The stack of the worker this code runs in (Playwright sets TEST_PARALLEL_INDEX in each worker and
 * keeps it when a worker is restarted after a failure); shared by the tests' helpers.
 */
export const E2E = {
  ...stackOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
  /** Known password for the seeded demo accounts in this throwaway database only. */
  demoPassword: 'e2e-Demo-Password-91',
} as const;
