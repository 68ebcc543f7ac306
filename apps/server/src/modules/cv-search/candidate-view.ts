import type { ProfileView, RecruiterCandidate } from '@portal/contract/cv-search';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { type CandidateAccessKind, candidateAccessLog } from '../../core/db/schema/candidate-access';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { cvFolderCandidates, cvFolders } from '../../core/db/schema/cv-database';
import { jobs } from '../../core/db/schema/jobs';
import { AppError } from '../../core/lib/app-error';
import { CANDIDATE_NOT_FOUND } from '../../platform/tenancy/candidates';
import { logCandidateAccess } from '../../platform/tenancy/candidates-repository';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { ownOrgOnly } from '../../platform/tenancy/scope-repository';
import { loadCandidateProfile } from '../candidate-profile';
import { currentCvOf, NO_CV } from '../files';
import { consumeQuota, type MeteredLimit } from '../plans';
import { LISTED } from './criteria-sql';

/** 404 unless the CV database lists the candidate (visible, basic profile complete). */
export async function assertListed(db: Db, id: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select p.user_id as id from candidate_profiles p join users u on u.id = p.user_id
      where p.user_id = ${id} and ${LISTED}`,
  );
  if (!rows.length) throw AppError.notFound(CANDIDATE_NOT_FOUND);
}

type MeteredKind = Exclude<CandidateAccessKind, 'client_cv'>;
const METER: Record<MeteredKind, MeteredLimit> = { profile: 'cv_views', cv: 'cv_downloads' };

/**
 * Writes the access to the log, and spends the organisation's plan allowance the first time this
 * month it opens this candidate (opening the same profile again is not a second view). A spent
 * allowance is a 409 from the plans module, and nothing is written.
 */
export async function recordAccess(db: Db, caller: Caller, candidateId: number, kind: MeteredKind) {
  const clientId = ownClientId(caller);
  await db.transaction(async (tx) => {
    const now = new Date();
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const [seen] = await tx
      .select({ id: candidateAccessLog.id })
      .from(candidateAccessLog)
      .where(
        and(
          eq(candidateAccessLog.clientId, clientId),
          eq(candidateAccessLog.candidateId, candidateId),
          eq(candidateAccessLog.kind, kind),
          gte(candidateAccessLog.createdAt, monthStart),
        ),
      )
      .limit(1);
    if (!seen) await consumeQuota(tx, clientId, METER[kind], 1, now);
    await logCandidateAccess(tx, caller, { candidateId, kind });
  });
}

/** A listed candidate as a recruiter sees them; the view is logged and metered. */
export async function viewCandidate(db: Db, caller: Caller, id: number): Promise<RecruiterCandidate> {
  await assertListed(db, id);
  await recordAccess(db, caller, id, 'profile');
  const [profile, [text], folders, applied] = await Promise.all([
    loadCandidateProfile(db, id),
    db
      .select({ cvText: candidateProfiles.cvText })
      .from(candidateProfiles)
      .where(eq(candidateProfiles.userId, id)),
    db
      .select({ id: cvFolders.id, name: cvFolders.name })
      .from(cvFolderCandidates)
      .innerJoin(cvFolders, eq(cvFolders.id, cvFolderCandidates.folderId))
      .where(and(eq(cvFolderCandidates.candidateId, id), ownOrgOnly(caller, cvFolders.clientId)))
      .orderBy(cvFolders.name),
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
      .orderBy(desc(applications.createdAt)),
  ]);
  return {
    profile,
    cv_text: profile.cv ? (text?.cvText ?? '') || null : null,
    folders,
    applications: applied.map((a) => ({
      id: a.id,
      job_id: a.jobId,
      job_title: a.title,
      status: a.status,
      applied_at: a.at.toISOString(),
    })),
  };
}

/**
 * The candidate's CV file: to show a PDF inside the candidate's page (`view`, part of the logged
 * profile view) or to download it (`download`: logged and metered).
 */
export async function candidateCvFile(db: Db, caller: Caller, id: number, purpose: 'view' | 'download') {
  await assertListed(db, id);
  const file = await currentCvOf(db, id);
  if (!file) throw AppError.notFound(NO_CV);
  if (purpose === 'view' && file.mime !== 'application/pdf')
    throw AppError.validation({ purpose: ['Only a PDF is shown in the page; download this CV instead'] });
  if (purpose === 'download') await recordAccess(db, caller, id, 'cv');
  return file;
}

/** The organisations that opened a candidate's profile or CV (candidate's "who viewed me"). */
export async function profileViewsOf(db: Db, candidateId: number): Promise<ProfileView[]> {
  const rows = await queryRows<{
    organisation: string;
    views: number;
    downloads: number;
    last: string | Date;
  }>(
    db,
    sql`select c.name as organisation,
        count(*) filter (where l.kind = 'profile')::int as views,
        count(*) filter (where l.kind = 'cv')::int as downloads,
        max(l.created_at) as last
      from candidate_access_log l join clients c on c.id = l.client_id
      where l.candidate_id = ${candidateId}
      group by c.id, c.name order by max(l.created_at) desc limit 50`,
  );
  return rows.map((r) => ({
    organisation: r.organisation,
    views: r.views,
    downloads: r.downloads,
    last_viewed_at: new Date(r.last).toISOString(),
  }));
}
