import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { subscribe } from '../../platform/events/domain-events';
import { proposeFromEvents } from './proposals-repository';

/**
 * Proposals follow the domain events: a job change (published with a near end, renewed, edited) may
 * call for "Renew the expiring job" at once, so the tasks module listens to `jobs.changed` instead
 * of being called by the jobs module. Interviews become "held" by the clock alone, which the worker's
 * pass (due-mail.ts) notices. Events arriving while a pass runs are coalesced into one more pass.
 */
export function proposeOnEvents(db: Db, log: FastifyBaseLogger): void {
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await proposeFromEvents(db, new Date());
      } while (again);
    } catch (err) {
      log.error({ err }, 'task proposals after an event failed; the next pass retries');
    } finally {
      running = false;
    }
  };
  subscribe(db, ['jobs.changed'], () => void run());
}
