import type { ApplicationStatus } from '@portal/contract/candidate-enums';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { cvFolderCandidates, cvFolders } from '../../core/db/schema/cv-database';
import { jobs } from '../../core/db/schema/jobs';
import { users } from '../../core/db/schema/users';
import { candidateReach } from '../../platform/tenancy/candidates-repository';
import type { Caller } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';
import { inCvDatabaseFor } from '../cv-search';

/**
 * Candidates the caller may write to: its applicants and those it added (until they claim), or
 * (with the CV database) the candidates the CV database gives it.
 */
function reachable(caller: Caller, cvDatabase: boolean): SQL | undefined {
  const own = candidateReach(caller, users.id);
  if (!cvDatabase || own === undefined || caller.org.kind === 'none') return own;
  const listed = sql`exists (select 1 from candidate_profiles p join users u on u.id = p.user_id
    where p.user_id = ${users.id} and ${inCvDatabaseFor(caller.org.clientId)})`;
  return sql`(${own} or ${listed})`;
}

/** The job's id when it is the caller's own organisation's. */
export async function findOwnJobId(db: Db, caller: Caller, jobId: number): Promise<number | undefined> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), ownOrgOnly(caller, jobs.clientId)));
  return job?.id;
}

/** The job's applicants (all, or those in these statuses), first applied first, at most `limit`. */
export async function applicantIds(
  db: Db,
  jobId: number,
  statuses: ApplicationStatus[],
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: applications.candidateId })
    .from(applications)
    .where(
      and(
        eq(applications.jobId, jobId),
        statuses.length > 0 ? inArray(applications.status, statuses) : undefined,
      ),
    )
    .orderBy(asc(applications.createdAt), asc(applications.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Those of these user ids that are candidates the caller may write to. */
export async function reachableCandidateIds(
  db: Db,
  reach: { caller: Caller; cvDatabase: boolean },
  ids: number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(inArray(users.id, ids), eq(users.role, 'candidate'), reachable(reach.caller, reach.cvDatabase)),
    );
  return rows.map((r) => r.id);
}

/** The CV folder's id when it is the caller's own organisation's. */
export async function findOwnFolderId(db: Db, caller: Caller, folderId: number): Promise<number | undefined> {
  const [folder] = await db
    .select({ id: cvFolders.id })
    .from(cvFolders)
    .where(and(eq(cvFolders.id, folderId), ownOrgOnly(caller, cvFolders.clientId)));
  return folder?.id;
}

/** The folder's candidates, first added first, at most `limit`. */
export async function folderCandidateIds(db: Db, folderId: number, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: cvFolderCandidates.candidateId })
    .from(cvFolderCandidates)
    .where(eq(cvFolderCandidates.folderId, folderId))
    .orderBy(asc(cvFolderCandidates.addedAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function jobTitles(
  db: Db,
  jobId: number,
): Promise<{ title: string; titleAr: string | null } | undefined> {
  const [job] = await db
    .select({ title: jobs.title, titleAr: jobs.titleAr })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  return job;
}

export async function folderName(db: Db, folderId: number): Promise<string | undefined> {
  const [folder] = await db
    .select({ name: cvFolders.name })
    .from(cvFolders)
    .where(eq(cvFolders.id, folderId));
  return folder?.name;
}

/** Those of these candidates who hid their profile. */
export async function hiddenCandidateIds(db: Db, ids: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(and(inArray(candidateProfiles.userId, ids), eq(candidateProfiles.hidden, true)));
  return rows.map((r) => r.id);
}
