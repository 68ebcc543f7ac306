import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { type PeriodicTask, periodicTask } from '../../core/lib/periodic-task';
import { publish } from '../../platform/events/domain-events';
import { expirePublishedJobs } from './repository';
import { rebuildTerms } from './terms-repository';
import { pruneJobViews } from './views-repository';

/** Published jobs past their closing date become expired (repository.ts), and the others are told. */
export async function expireJobs(db: Db, log: FastifyBaseLogger): Promise<number> {
  const rows = await expirePublishedJobs(db);
  if (rows.length > 0) publish(db, 'jobs.changed', log);
  return rows.length;
}

export type JobsMaintenance = PeriodicTask;

/** Expires jobs and prunes old view records every `intervalMs`, and rebuilds the "did you mean" dictionary every `termsEveryMs`. */
export function createJobsMaintenance(deps: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs?: number;
  termsEveryMs?: number;
}): JobsMaintenance {
  const termsEvery = deps.termsEveryMs ?? 3_600_000;
  let lastTerms = 0;
  return periodicTask(
    'jobs maintenance',
    async () => {
      const expired = await expireJobs(deps.db, deps.log);
      await pruneJobViews(deps.db);
      if (expired > 0) deps.log.info({ expired }, 'jobs expired');
      if (expired > 0 || Date.now() - lastTerms >= termsEvery) {
        await rebuildTerms(deps.db);
        lastTerms = Date.now();
      }
    },
    { intervalMs: deps.intervalMs ?? 60_000, log: deps.log },
  );
}
