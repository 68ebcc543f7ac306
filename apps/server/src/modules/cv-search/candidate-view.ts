import {
  EXPERIENCE_BANDS,
  type ProfileView,
  type RecruiterCandidate,
  type SimilarCandidate,
} from '@portal/contract/cv-search';
import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import type { CandidateAccessKind } from '../../core/db/schema/candidate-access';
import { AppError } from '../../core/lib/app-error';
import { CANDIDATE_NOT_FOUND } from '../../platform/tenancy/candidates';
import { logCandidateAccess } from '../../platform/tenancy/candidates-repository';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { loadCandidateProfile } from '../candidate-profile';
import { currentCvOf, NO_CV } from '../files';
import { consumeQuota, type MeteredLimit } from '../plans';
import { catalogue } from './i18n';
import {
  accessedSince,
  applicationsTo,
  cvTextOf,
  foldersHolding,
  isInCvDatabase,
  profileViewRows,
} from './repositories/candidate-view';
import { similarRows } from './repositories/similar';
import { namedRows } from './row-names';

/**
 * 404 unless the organisation reaches the candidate in the CV database: listed (visible, basic
 * profile complete), or added by this organisation and not yet claimed.
 */
export async function assertInCvDatabase(db: Db, clientId: number | null, id: number): Promise<void> {
  if (!(await isInCvDatabase(db, clientId, id))) throw AppError.notFound(CANDIDATE_NOT_FOUND);
}

const clientOf = (caller: Caller) => (caller.org.kind === 'none' ? null : caller.org.clientId);

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
    if (!(await accessedSince(tx, { clientId, candidateId, kind }, monthStart)))
      await consumeQuota(tx, clientId, METER[kind], 1, now);
    await logCandidateAccess(tx, caller, { candidateId, kind });
  });
}

/** A candidate of the CV database as a recruiter sees them; the view is logged and metered. */
export async function viewCandidate(db: Db, caller: Caller, id: number): Promise<RecruiterCandidate> {
  await assertInCvDatabase(db, clientOf(caller), id);
  await recordAccess(db, caller, id, 'profile');
  const [profile, [text], folders, applied] = await Promise.all([
    loadCandidateProfile(db, id),
    cvTextOf(db, id),
    foldersHolding(db, caller, id),
    applicationsTo(db, caller, id),
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
  await assertInCvDatabase(db, clientOf(caller), id);
  const file = await currentCvOf(db, id);
  if (!file) throw AppError.notFound(NO_CV);
  if (purpose === 'view' && file.mime !== 'application/pdf')
    throw AppError.validation({ purpose: [catalogue.text('errors.only_pdf_shown_in_page')] });
  if (purpose === 'download') await recordAccess(db, caller, id, 'cv');
  return file;
}

/** The organisations that opened a candidate's profile or CV (candidate's "who viewed me"). */
export async function profileViewsOf(db: Db, candidateId: number): Promise<ProfileView[]> {
  const rows = await profileViewRows(db, candidateId);
  return rows.map((r) => ({
    organisation: r.organisation,
    views: r.views,
    downloads: r.downloads,
    last_viewed_at: new Date(r.last).toISOString(),
  }));
}

/** The experience band a number of years falls in: its first year and, unless it is the last, its last. */
function experienceBand(years: number): { from: number; to: number | 'none' } {
  let i = EXPERIENCE_BANDS.length - 1;
  while (i > 0 && years < (EXPERIENCE_BANDS[i] as number)) i--;
  const next = EXPERIENCE_BANDS[i + 1];
  return { from: EXPERIENCE_BANDS[i] as number, to: next == null ? 'none' : next - 1 };
}

/**
 * Up to six listed candidates like a listed one (404 otherwise), for a recruiter of an organisation:
 * sharing skills, a designation and the experience band, each with its reason in a few words. Not
 * a view of any of them, so nothing is logged or metered.
 */
export async function similarCandidates(
  db: Db,
  caller: Caller,
  id: number,
  locale: Locale = 'en',
): Promise<SimilarCandidate[]> {
  await assertInCvDatabase(db, ownClientId(caller), id);
  const rows = await namedRows(db, await similarRows(db, id));
  return rows.map((r) => {
    const years = r.total_experience_years;
    const reason = [
      r.shared_skills.length
        ? catalogue.t(locale, 'similar.sharedSkills', { count: r.shared_skills.length })
        : null,
      r.same_designation ? catalogue.t(locale, 'similar.sameDesignation') : null,
      r.same_band && years != null
        ? catalogue.t(locale, 'similar.sameExperience', experienceBand(years))
        : null,
    ].filter((part): part is string => part != null);
    return {
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      photo_url: r.profile_photo,
      headline: r.headline,
      current_title: r.current_title,
      location: r.location,
      total_experience_years: years,
      score: r.score,
      shared_skills: r.shared_skills,
      same_designation: r.same_designation,
      same_experience_band: r.same_band,
      reason: reason.join(' · '),
    };
  });
}
