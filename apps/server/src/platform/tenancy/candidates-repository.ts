import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { type CandidateAccessKind, candidateAccessLog } from '../../core/db/schema/candidate-access';
import { users } from '../../core/db/schema/users';
import type { Caller } from './scope';

/**
 * Candidates the organisation added who have not yet claimed their account (nor objected to being
 * listed): the organisation's to reach and complete, whatever their profile lacks, and no other's by
 * this path (issue 29). `candidateId` is a candidate's user id.
 */
export function addedByOrg(clientId: number | null, candidateId: AnyPgColumn | SQL): SQL {
  if (clientId === null) return sql`false`;
  return sql`exists (select 1 from candidate_invitations ci where ci.candidate_id = ${candidateId}
    and ci.client_id = ${clientId} and ci.claimed_at is null and ci.objected_at is null)`;
}

/**
 * The candidates a caller may open, `candidateId` being a candidate's user id: the whole pool for
 * the operator's staff; for a tenant, the candidates who applied to one of its jobs (applications
 * always reach the job's owner) and those it added, until they claim. The CV database widens a
 * tenant's reach, metered and logged (cvDatabaseReach).
 */
export function candidateReach(caller: Caller, candidateId: AnyPgColumn): SQL | undefined {
  switch (caller.org.kind) {
    case 'operator':
      return undefined;
    case 'none':
      return sql`false`;
    case 'tenant':
      return sql`(exists (select 1 from applications a join jobs j on j.id = a.job_id
        where a.candidate_id = ${candidateId} and j.client_id = ${caller.org.clientId})
        or ${addedByOrg(caller.org.clientId, candidateId)})`;
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
