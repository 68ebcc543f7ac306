import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../core/db/client';
import { applications } from '../../../core/db/schema/applications';
import { type CandidateAccessKind, candidateAccessLog } from '../../../core/db/schema/candidate-access';
import { candidateProfiles } from '../../../core/db/schema/candidates';
import { cvFolderCandidates, cvFolders } from '../../../core/db/schema/cv-database';
import { jobs } from '../../../core/db/schema/jobs';
import type { Caller } from '../../../platform/tenancy/scope';
import { ownOrgOnly } from '../../../platform/tenancy/scope-repository';
import { inCvDatabaseFor } from './criteria-sql';

/** The reads behind a recruiter's view of a candidate (candidate-view.ts). */

/** Whether the organisation reaches the candidate in the CV database (listed, or added by it and unclaimed). */
export async function isInCvDatabase(db: Db, clientId: number | null, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.user_id as id from candidate_profiles p join users u on u.id = p.user_id
      where p.user_id = ${id} and ${inCvDatabaseFor(clientId)}`,
  );
  return rows.length > 0;
}

/** Whether the organisation opened the candidate this way since `since`. */
export async function accessedSince(
  db: Db,
  a: { clientId: number; candidateId: number; kind: CandidateAccessKind },
  since: Date,
): Promise<boolean> {
  const [seen] = await db
    .select({ id: candidateAccessLog.id })
    .from(candidateAccessLog)
    .where(
      and(
        eq(candidateAccessLog.clientId, a.clientId),
        eq(candidateAccessLog.candidateId, a.candidateId),
        eq(candidateAccessLog.kind, a.kind),
        gte(candidateAccessLog.createdAt, since),
      ),
    )
    .limit(1);
  return seen !== undefined;
}

/** The candidate's CV text (one row, or none). */
export const cvTextOf = (db: Db, id: number) =>
  db
    .select({ cvText: candidateProfiles.cvText })
    .from(candidateProfiles)
    .where(eq(candidateProfiles.userId, id));

/** The caller's organisation's CV folders holding the candidate, by name. */
export const foldersHolding = (db: Db, caller: Caller, id: number) =>
  db
    .select({ id: cvFolders.id, name: cvFolders.name })
    .from(cvFolderCandidates)
    .innerJoin(cvFolders, eq(cvFolders.id, cvFolderCandidates.folderId))
    .where(and(eq(cvFolderCandidates.candidateId, id), ownOrgOnly(caller, cvFolders.clientId)))
    .orderBy(cvFolders.name);

/** The candidate's applications to the caller's organisation's jobs, newest first. */
export const applicationsTo = (db: Db, caller: Caller, id: number) =>
  db
    .select({
      id: applications.id,
      jobId: jobs.id,
      title: jobs.title,
      status: applications.status,
      at: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.candidateId, id), ownOrgOnly(caller, jobs.clientId)))
    .orderBy(desc(applications.createdAt));

/** Per organisation that opened the candidate: views, downloads and the last time, latest first. */
export const profileViewRows = (db: Db, candidateId: number) =>
  queryRows<{ organisation: string; views: number; downloads: number; last: string | Date }>(
    db,
    sql`select c.name as organisation,
        count(*) filter (where l.kind = 'profile')::int as views,
        count(*) filter (where l.kind = 'cv')::int as downloads,
        max(l.created_at) as last
      from candidate_access_log l join clients c on c.id = l.client_id
      where l.candidate_id = ${candidateId}
      group by c.id, c.name order by max(l.created_at) desc limit 50`,
  );
