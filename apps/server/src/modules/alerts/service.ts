import {
  type AlertCriteria,
  type alertInputSchema,
  type alertPatchSchema,
  type JobAlert,
  MAX_ALERTS,
} from '@portal/contract/alerts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { jobAlerts } from '../../db/schema/alerts';
import { AppError } from '../../lib/app-error';
import { describeCriteria, nameFromLabels, searchQueryOf } from './criteria';
import { nextRunAt } from './schedule';
import { verifyUnsubscribeToken } from './unsubscribe-token';

type AlertRow = typeof jobAlerts.$inferSelect;
type AlertInput = z.output<typeof alertInputSchema>;
type AlertPatch = z.output<typeof alertPatchSchema>;

async function toAlert(db: Db, row: AlertRow): Promise<JobAlert> {
  const criteria = row.criteria as AlertCriteria;
  return {
    id: row.id,
    name: row.name,
    criteria,
    labels: await describeCriteria(db, criteria),
    search_query: searchQueryOf(criteria),
    frequency: row.frequency,
    active: row.active,
    last_run_at: row.lastRunAt.toISOString(),
    next_run_at: row.nextRunAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

const own = (candidateId: number, id: number) =>
  and(eq(jobAlerts.id, id), eq(jobAlerts.candidateId, candidateId));

export function createAlertService(deps: { db: Db; secret: Uint8Array }) {
  const { db } = deps;
  return {
    async list(candidateId: number): Promise<JobAlert[]> {
      const rows = await db
        .select()
        .from(jobAlerts)
        .where(eq(jobAlerts.candidateId, candidateId))
        .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
      return Promise.all(rows.map((r) => toAlert(db, r)));
    },

    async create(candidateId: number, input: AlertInput): Promise<JobAlert> {
      const labels = await describeCriteria(db, input.criteria, true);
      const row = await db.transaction(async (tx) => {
        // Locking the candidate's user row serialises their concurrent creates: the cap holds.
        await tx.execute(sql`select 1 from users where id = ${candidateId} for update`);
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(jobAlerts)
          .where(eq(jobAlerts.candidateId, candidateId));
        if (n >= MAX_ALERTS)
          throw AppError.conflict(`You can keep up to ${MAX_ALERTS} alerts. Delete one to add another.`);
        const [created] = await tx
          .insert(jobAlerts)
          .values({
            candidateId,
            name: input.name || nameFromLabels(labels),
            criteria: input.criteria,
            frequency: input.frequency,
            active: input.active,
            nextRunAt: nextRunAt(input.frequency),
          })
          .returning();
        return created as AlertRow;
      });
      return toAlert(db, row);
    },

    async update(candidateId: number, id: number, patch: AlertPatch): Promise<JobAlert> {
      const [current] = await db.select().from(jobAlerts).where(own(candidateId, id));
      if (!current) throw AppError.notFound('Alert not found');
      const criteria = patch.criteria ?? (current.criteria as AlertCriteria);
      if (patch.criteria) await describeCriteria(db, criteria, true);
      const frequency = patch.frequency ?? current.frequency;
      const set: Partial<Record<keyof typeof jobAlerts.$inferInsert, unknown>> = { updatedAt: sql`now()` };
      if (patch.name) set.name = patch.name;
      // A cleared name falls back to the criteria's summary, as on create.
      if (patch.name === '') set.name = nameFromLabels(await describeCriteria(db, criteria));
      if (patch.criteria) set.criteria = criteria;
      if (patch.frequency) set.frequency = frequency;
      if (patch.active !== undefined) set.active = patch.active;
      if (patch.active === true && !current.active) {
        // Pausing meant "not these jobs": resuming starts afresh instead of mailing the backlog.
        set.lastRunAt = sql`now()`;
        set.nextRunAt = nextRunAt(frequency);
      } else if (patch.frequency && patch.frequency !== current.frequency) {
        set.nextRunAt = sql`greatest(now(), ${nextRunAt(frequency, sql`${jobAlerts.lastRunAt}`)})`;
      }
      const [row] = await db
        .update(jobAlerts)
        .set(set as Partial<typeof jobAlerts.$inferInsert>)
        .where(own(candidateId, id))
        .returning();
      if (!row) throw AppError.notFound('Alert not found');
      return toAlert(db, row);
    },

    async remove(candidateId: number, id: number): Promise<void> {
      const rows = await db.delete(jobAlerts).where(own(candidateId, id)).returning({ id: jobAlerts.id });
      if (rows.length === 0) throw AppError.notFound('Alert not found');
    },

    /** Deactivates the token's alert; a second call, or an alert deleted since, is no error. */
    async unsubscribe(token: string): Promise<{ name: string | null }> {
      const id = verifyUnsubscribeToken(deps.secret, token);
      if (id === null) throw AppError.notFound('This unsubscribe link is not valid.');
      const [row] = await db
        .update(jobAlerts)
        .set({ active: false, updatedAt: sql`now()` })
        .where(eq(jobAlerts.id, id))
        .returning({ name: jobAlerts.name });
      return { name: row?.name ?? null };
    },
  };
}

export type AlertService = ReturnType<typeof createAlertService>;
