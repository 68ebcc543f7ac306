import { APPLICATION_STATUS_LABELS } from '@portal/contract/candidate-enums';
import type { RecipientPreview, RecipientSource, SkipReason } from '@portal/contract/recruiter-email';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applications } from '../../core/db/schema/applications';
import { candidateProfiles } from '../../core/db/schema/candidates';
import { cvFolderCandidates, cvFolders } from '../../core/db/schema/cv-database';
import { jobs } from '../../core/db/schema/jobs';
import { emailSuppressions } from '../../core/db/schema/recruiter-email';
import { users } from '../../core/db/schema/users';
import { AppError } from '../../core/lib/app-error';
import { CANDIDATE_NOT_FOUND, candidateReach } from '../../platform/tenancy/candidates';
import { type Caller, ownOrgOnly } from '../../platform/tenancy/scope';
import { candidateIdsMatching, LISTED } from '../cv-search';
import { type CandidateFacts, candidateFacts } from './context';

/** The most recipients one campaign may have. */
export const MAX_RECIPIENTS = 500;

/** What the caller may use besides its own applicants: the CV database (`cv.search`). */
export type Reach = { caller: Caller; cvDatabase: boolean };

/** Candidates the caller may write to: its applicants, or (with the CV database) listed candidates. */
function reachable(reach: Reach) {
  const own = candidateReach(reach.caller, users.id);
  if (!reach.cvDatabase || own === undefined) return own;
  const listed = sql`exists (select 1 from candidate_profiles p join users u on u.id = p.user_id
    where p.user_id = ${users.id} and ${LISTED})`;
  return sql`(${own} or ${listed})`;
}

/** The source's candidate ids, in a stable order; another organisation's job or folder is 404. */
async function sourceIds(db: Db, reach: Reach, source: RecipientSource): Promise<number[]> {
  const { caller } = reach;
  switch (source.kind) {
    case 'applicants': {
      const [job] = await db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.id, source.job_id), ownOrgOnly(caller, jobs.clientId)));
      if (!job) throw AppError.notFound('Job not found.');
      const rows = await db
        .select({ id: applications.candidateId })
        .from(applications)
        .where(
          and(
            eq(applications.jobId, job.id),
            source.statuses.length > 0 ? inArray(applications.status, source.statuses) : undefined,
          ),
        )
        .orderBy(asc(applications.createdAt), asc(applications.id))
        .limit(MAX_RECIPIENTS + 1);
      return rows.map((r) => r.id);
    }
    case 'candidates': {
      const ids = [...new Set(source.candidate_ids)];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.role, 'candidate'), reachable(reach)));
      if (rows.length !== ids.length) throw AppError.notFound(CANDIDATE_NOT_FOUND);
      return ids;
    }
    case 'folder': {
      const [folder] = await db
        .select({ id: cvFolders.id })
        .from(cvFolders)
        .where(and(eq(cvFolders.id, source.folder_id), ownOrgOnly(caller, cvFolders.clientId)));
      if (!folder) throw AppError.notFound('Folder not found.');
      const rows = await db
        .select({ id: cvFolderCandidates.candidateId })
        .from(cvFolderCandidates)
        .where(eq(cvFolderCandidates.folderId, folder.id))
        .orderBy(asc(cvFolderCandidates.addedAt))
        .limit(MAX_RECIPIENTS + 1);
      return rows.map((r) => r.id);
    }
    case 'search':
      if (!reach.cvDatabase) throw AppError.forbidden();
      return candidateIdsMatching(db, source.criteria, { limit: MAX_RECIPIENTS });
  }
}

/** A readable description of the source, kept with the campaign. */
export async function describeSource(db: Db, source: RecipientSource): Promise<string> {
  switch (source.kind) {
    case 'applicants': {
      const [job] = await db.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, source.job_id));
      const statuses = source.statuses.map((s) => APPLICATION_STATUS_LABELS[s]).join(', ');
      return `Applicants of ${job?.title ?? 'a job'}${statuses ? ` (${statuses})` : ''}`;
    }
    case 'candidates':
      return source.candidate_ids.length === 1
        ? 'One candidate'
        : `${source.candidate_ids.length} chosen candidates`;
    case 'folder': {
      const [folder] = await db
        .select({ name: cvFolders.name })
        .from(cvFolders)
        .where(eq(cvFolders.id, source.folder_id));
      return `CV folder ${folder?.name ?? ''}`.trim();
    }
    case 'search':
      return 'CV search results';
  }
}

export type Recipient = CandidateFacts & { skipReason: SkipReason | null };

/**
 * The recipients of a source, each with the reason it would be skipped: the address is suppressed
 * (unsubscribed from recruiter mail, or bounced) or the candidate hid their profile.
 */
export async function resolveRecipients(db: Db, reach: Reach, source: RecipientSource): Promise<Recipient[]> {
  const ids = await sourceIds(db, reach, source);
  if (ids.length > MAX_RECIPIENTS)
    throw AppError.validation({ recipients: [`At most ${MAX_RECIPIENTS} recipients at once`] });
  if (ids.length === 0)
    throw AppError.validation({ recipients: ['Nobody matches: choose other recipients'] });
  const facts = await candidateFacts(db, ids);
  const [hidden, suppressed] = await Promise.all([
    db
      .select({ id: candidateProfiles.userId })
      .from(candidateProfiles)
      .where(and(inArray(candidateProfiles.userId, ids), eq(candidateProfiles.hidden, true))),
    db
      .select({ email: emailSuppressions.email, reason: emailSuppressions.reason })
      .from(emailSuppressions)
      .where(
        inArray(
          emailSuppressions.email,
          facts.map((f) => f.email),
        ),
      ),
  ]);
  const hiddenIds = new Set(hidden.map((h) => h.id));
  const suppression = new Map(suppressed.map((s) => [s.email, s.reason]));
  return facts.map((f) => ({
    ...f,
    skipReason: suppression.get(f.email) ?? (hiddenIds.has(f.id) ? 'hidden' : null),
  }));
}

export const toRecipientPreview = (r: Recipient): RecipientPreview => ({
  candidate_id: r.id,
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  skip_reason: r.skipReason,
});
