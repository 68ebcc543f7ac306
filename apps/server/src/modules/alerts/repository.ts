import { type AlertCriteria, alertCriteriaSchema } from '@portal/contract/alerts';
import type { AlertFrequency } from '@portal/contract/candidate-enums';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { jobAlerts } from '../../core/db/schema/alerts';
import { nextRunAt } from './schedule-repository';

export type AlertRow = typeof jobAlerts.$inferSelect;

const own = (candidateId: number, id: number) =>
  and(eq(jobAlerts.id, id), eq(jobAlerts.candidateId, candidateId));

/** The candidate's alerts, newest first. */
export const alertsOf = (db: Db, candidateId: number) =>
  db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.candidateId, candidateId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));

/** The candidate's alert, or undefined when it is not theirs. */
export async function ownAlert(db: Db, candidateId: number, id: number): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(jobAlerts).where(own(candidateId, id));
  return row;
}

/**
 * How many alerts the candidate has, with their user row locked until the transaction ends:
 * that serialises their concurrent creates, so a cap checked on the count holds.
 */
export async function lockAndCountAlerts(tx: Db, candidateId: number): Promise<number> {
  await tx.execute(sql`select 1 from users where id = ${candidateId} for update`);
  const [{ n } = { n: 0 }] = await tx
    .select({ n: count() })
    .from(jobAlerts)
    .where(eq(jobAlerts.candidateId, candidateId));
  return n;
}

/** A new alert whose first run is one period from now. */
export async function insertAlert(
  db: Db,
  values: Pick<AlertRow, 'candidateId' | 'name' | 'criteria' | 'frequency' | 'active'>,
): Promise<AlertRow> {
  const [created] = await db
    .insert(jobAlerts)
    .values({ ...values, nextRunAt: nextRunAt(values.frequency) })
    .returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export type AlertChange = {
  name?: string;
  criteria?: AlertCriteria;
  frequency?: AlertFrequency;
  active?: boolean;
  /**
   * `restart`: the last run becomes now and the next is one period of `frequency` away;
   * `from-last-run`: the next run is one period of `frequency` after the last, but not in the past.
   */
  schedule?: { kind: 'restart' | 'from-last-run'; frequency: AlertFrequency };
};

/** Applies the change to the candidate's alert; undefined when it is not theirs. */
export async function updateOwnAlert(
  db: Db,
  candidateId: number,
  id: number,
  change: AlertChange,
): Promise<AlertRow | undefined> {
  const { schedule, ...fields } = change;
  const timing =
    schedule?.kind === 'restart'
      ? { lastRunAt: sql`now()`, nextRunAt: nextRunAt(schedule.frequency) }
      : schedule?.kind === 'from-last-run'
        ? { nextRunAt: sql`greatest(now(), ${nextRunAt(schedule.frequency, sql`${jobAlerts.lastRunAt}`)})` }
        : {};
  const [row] = await db
    .update(jobAlerts)
    .set({ ...fields, ...timing, updatedAt: sql`now()` })
    .where(own(candidateId, id))
    .returning();
  return row;
}

/** Deletes the candidate's alert; false when there was none of theirs. */
export async function deleteOwnAlert(db: Db, candidateId: number, id: number): Promise<boolean> {
  const rows = await db.delete(jobAlerts).where(own(candidateId, id)).returning({ id: jobAlerts.id });
  return rows.length > 0;
}

/** Pauses the alert; its name, or undefined when it no longer exists. */
export async function deactivateAlert(db: Db, id: number): Promise<{ name: string | null } | undefined> {
  const [row] = await db
    .update(jobAlerts)
    .set({ active: false, updatedAt: sql`now()` })
    .where(eq(jobAlerts.id, id))
    .returning({ name: jobAlerts.name });
  return row;
}

/**
 * The alert's stored criteria. This module writes the column from the contract's
 * `alertCriteriaSchema` output (lists of ids); a row in an older shape (one location as a number
 * or a "3,7" string) is read through the same schema, so it keeps every location it named.
 */
export function criteriaOf(row: Pick<AlertRow, 'criteria'>): AlertCriteria {
  const read = alertCriteriaSchema.safeParse(row.criteria);
  return read.success ? read.data : (row.criteria as AlertCriteria);
}
