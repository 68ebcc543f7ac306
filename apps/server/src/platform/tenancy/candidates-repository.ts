import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { type CandidateAccessKind, candidateAccessLog } from '../../core/db/schema/candidate-access';
import { users } from '../../core/db/schema/users';
import type { Caller } from './scope';

/**
 * The candidates a caller may open, `candidateId` being a candidate's user id: the whole pool for
 * the operator's staff; for a tenant, the candidates who applied to one of its jobs (applications
 * always reach the job's owner). The CV database will widen a tenant's reach, metered and logged.
 */
export function candidateReach(caller: Caller, candidateId: AnyPgColumn): SQL | undefined {
  switch (caller.org.kind) {
    case 'operator':
      return undefined;
    case 'none':
      return sql`false`;
    case 'tenant':
      return sql`exists (select 1 from applications a join jobs j on j.id = a.job_id
        where a.candidate_id = ${candidateId} and j.client_id = ${caller.org.clientId})`;
  }
}

/** Whether `id` is a candidate's user id and the caller may reach them. */
export async function isReachableCandidate(db: Db, caller: Caller, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'candidate'), candidateReach(caller, users.id)));
  return row !== undefined;
}

/**
 * Records that an organisation's user opened a candidate's profile or CV (who, when, which
 * candidate, for which organisation, through which application).
 */
export async function logCandidateAccess(
  db: Db,
  caller: Pick<Caller, 'user'>,
  access: { candidateId: number; kind: CandidateAccessKind; applicationId?: number },
): Promise<void> {
  await db.insert(candidateAccessLog).values({
    candidateId: access.candidateId,
    viewerId: caller.user.id,
    clientId: caller.user.clientId,
    kind: access.kind,
    applicationId: access.applicationId ?? null,
  });
}

/** Records that a client opened a candidate's shared client CV (no user: the link's organisation). */
export async function logSharedCvOpen(db: Db, access: { candidateId: number; clientId: number }) {
  await db.insert(candidateAccessLog).values({
    candidateId: access.candidateId,
    viewerId: null,
    clientId: access.clientId,
    kind: 'client_cv',
  });
}
