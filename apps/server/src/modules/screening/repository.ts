import type { ScreeningAnswerValue, ScreeningQuestion } from '@portal/contract/screening';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { jobs } from '../../core/db/schema/jobs';
import { applicationScreenings } from '../../core/db/schema/screening';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';

export type ScreeningRow = typeof applicationScreenings.$inferSelect;

export async function insertScreening(
  tx: Db,
  row: {
    applicationId: number;
    questions: ScreeningQuestion[];
    answers: Record<string, ScreeningAnswerValue>;
    knockoutPassed: boolean | null;
    failedQuestionIds: string[];
    autoDeclined: boolean;
  },
) {
  await tx.insert(applicationScreenings).values(row);
}

/**
 * An application of a job the caller's organisation owns (undefined otherwise), with its answers
 * when the candidate answered screening questions (`screening` null when not).
 */
export async function screeningInScope(db: Db, caller: Caller, applicationId: number) {
  const [row] = await db
    .select({ id: applications.id, screening: applicationScreenings })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(applicationScreenings, eq(applicationScreenings.applicationId, applications.id))
    .where(and(eq(applications.id, applicationId), ownedBy(caller, jobs.clientId)));
  return row;
}

/** The answers of these applications (the caller has checked they may read them), by application. */
export async function screeningsOf(db: Db, applicationIds: number[]): Promise<Map<number, ScreeningRow>> {
  if (!applicationIds.length) return new Map();
  const rows = await db
    .select()
    .from(applicationScreenings)
    .where(inArray(applicationScreenings.applicationId, applicationIds));
  return new Map(rows.map((r) => [r.applicationId, r]));
}
