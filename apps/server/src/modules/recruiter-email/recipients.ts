import type { RecipientPreview, RecipientSource, SkipReason } from '@portal/contract/recruiter-email';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { CANDIDATE_NOT_FOUND } from '../../platform/tenancy/candidates';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { candidateIdsMatching } from '../cv-search';
import { type CandidateFacts, candidateFacts } from './context';
import { catalogue } from './i18n';
import {
  applicantIds,
  findOwnFolderId,
  findOwnJobId,
  folderCandidateIds,
  folderName,
  hiddenCandidateIds,
  jobTitles,
  reachableCandidateIds,
} from './recipients-repository';
import { encodeSource } from './source-text';
import { suppressionReasons } from './suppressions-repository';

/** The most recipients one campaign may have. */
export const MAX_RECIPIENTS = 500;

/** What the caller may use besides its own applicants: the CV database (`cv.search`). */
export type Reach = { caller: Caller; cvDatabase: boolean };

/** The source's candidate ids, in a stable order; another organisation's job or folder is 404. */
async function sourceIds(db: Db, reach: Reach, source: RecipientSource): Promise<number[]> {
  const { caller } = reach;
  switch (source.kind) {
    case 'applicants': {
      const jobId = await findOwnJobId(db, caller, source.job_id);
      if (jobId === undefined) throw AppError.notFound(catalogue.text('errors.job_not_found'));
      return applicantIds(db, jobId, source.statuses, MAX_RECIPIENTS + 1);
    }
    case 'candidates': {
      const ids = [...new Set(source.candidate_ids)];
      const reachable = await reachableCandidateIds(db, reach, ids);
      if (reachable.length !== ids.length) throw AppError.notFound(CANDIDATE_NOT_FOUND);
      return ids;
    }
    case 'folder': {
      const folderId = await findOwnFolderId(db, caller, source.folder_id);
      if (folderId === undefined) throw AppError.notFound(catalogue.text('errors.folder_not_found'));
      return folderCandidateIds(db, folderId, MAX_RECIPIENTS + 1);
    }
    case 'search':
      if (!reach.cvDatabase) throw AppError.forbidden();
      return candidateIdsMatching(db, source.criteria, {
        clientId: ownClientId(caller),
        limit: MAX_RECIPIENTS,
      });
  }
}

/** The source as the campaign keeps it (neutral; read in each reader's language by `sourceIn`). */
export async function describeSource(db: Db, source: RecipientSource): Promise<string> {
  switch (source.kind) {
    case 'applicants': {
      const job = await jobTitles(db, source.job_id);
      return encodeSource({
        kind: 'applicants',
        job: job?.title ?? null,
        job_ar: job?.titleAr ?? null,
        statuses: source.statuses,
      });
    }
    case 'candidates':
      return encodeSource({ kind: 'candidates', count: source.candidate_ids.length });
    case 'folder':
      return encodeSource({ kind: 'folder', folder: (await folderName(db, source.folder_id)) ?? '' });
    case 'search':
      return encodeSource({ kind: 'search' });
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
    throw AppError.validation({
      recipients: [
        catalogue.text('errors.at_most_recipients_at_once', { MAX_RECIPIENTS: String(MAX_RECIPIENTS) }),
      ],
    });
  if (ids.length === 0)
    throw AppError.validation({
      recipients: [catalogue.text('errors.nobody_matches_choose_other_recipients')],
    });
  const facts = await candidateFacts(db, ids);
  const [hidden, suppressed] = await Promise.all([
    hiddenCandidateIds(db, ids),
    suppressionReasons(
      db,
      facts.map((f) => f.email),
    ),
  ]);
  const hiddenIds = new Set(hidden);
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
