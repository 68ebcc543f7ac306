import { createHash, randomBytes } from 'node:crypto';
import type { CandidateProfile } from '@portal/contract/candidate-profile';
import type {
  ClientCv,
  ClientCvShare,
  ClientCvShareInput,
  CreatedClientCvShare,
} from '@portal/contract/client-cv';
import { clientCvShareInputSchema } from '@portal/contract/client-cv';
import type { Db } from '../../core/db/client';
import { AppError, isAppError } from '../../core/lib/app-error';
import { plainText } from '../../core/lib/sanitize';
import { logSharedCvOpen } from '../../platform/tenancy/candidates-repository';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { loadCandidateProfile } from '../candidate-profile';
import { imageUrl } from '../company-profile';
import { assertInCvDatabase, recordAccess } from '../cv-search';
import { catalogue } from './i18n';
import {
  countShareOpen,
  insertShare,
  organisationBrand,
  revokeOwnShare,
  type ShareRow,
  shareByTokenHash,
  sharesOfCandidate,
  userName,
} from './repository';

export const SHARE_NOT_FOUND = catalogue.text('errors.shared_link_not_found');
export const LINK_NOT_VALID = catalogue.text('errors.link_not_valid_ask_recruiter');
export const LINK_EXPIRED = catalogue.text('errors.link_has_expired_ask_recruiter');
export const LINK_REVOKED = catalogue.text('errors.link_was_withdrawn_by_recruiter');

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The organisation that presents the CV: its name and, once its profile has one, its logo. */
async function presenter(db: Db, clientId: number): Promise<ClientCv['presented_by']> {
  const row = await organisationBrand(db, clientId);
  return { name: row?.name ?? '', logo_url: imageUrl(row?.logoKey) };
}

/** The profile as the client reads it: no date of birth, gender, salary or photo; contact on request. */
function present(
  p: CandidateProfile,
  opts: { contact: boolean },
): Omit<ClientCv, 'presented_by' | 'notes' | 'expires_at'> {
  const place = p.current_location;
  return {
    candidate_id: p.user_id,
    first_name: p.first_name,
    last_name: p.last_name,
    headline: p.headline,
    summary: p.summary,
    location: place
      ? [place.city?.name, place.state?.name, place.country.name].filter(Boolean).join(', ')
      : null,
    nationality: p.nationality?.name ?? null,
    visa_status: p.visa_status?.name ?? null,
    notice_period: p.notice_period?.name ?? null,
    total_experience_years: p.total_experience_years,
    skills: p.skills.map((s) => s.name),
    employments: p.employments.map(({ id: _id, designation: _d, ...e }) => e),
    educations: p.educations.map(({ id: _id, ...e }) => e),
    certifications: p.certifications.map(({ id: _id, certification: _c, credential_id: _k, ...c }) => c),
    contact: opts.contact ? { email: p.email, phone: p.phone } : null,
  };
}

/** The recruiter's preview: a listed candidate, contact included (the page hides it unless chosen). */
export async function clientCvFor(db: Db, caller: Caller, candidateId: number): Promise<ClientCv> {
  const clientId = ownClientId(caller);
  await assertInCvDatabase(db, clientId, candidateId);
  await recordAccess(db, caller, candidateId, 'profile');
  const [profile, by] = await Promise.all([loadCandidateProfile(db, candidateId), presenter(db, clientId)]);
  return { ...present(profile, { contact: true }), notes: null, presented_by: by, expires_at: null };
}

function statusOf(r: { revokedAt: Date | null; expiresAt: Date }): ClientCvShare['status'] {
  if (r.revokedAt) return 'revoked';
  return r.expiresAt.getTime() <= Date.now() ? 'expired' : 'active';
}

const toShare = (r: Omit<ShareRow, 'tokenHash'> & { createdByName: string | null }): ClientCvShare => ({
  id: r.id,
  notes: r.notes,
  show_contact: r.showContact,
  created_by: r.createdByName,
  created_at: r.createdAt.toISOString(),
  expires_at: r.expiresAt.toISOString(),
  revoked_at: iso(r.revokedAt),
  status: statusOf(r),
  opened_count: r.openedCount,
  last_opened_at: iso(r.lastOpenedAt),
});

/** The caller's organisation's links to a candidate's client CV, newest first. */
export async function listShares(db: Db, caller: Caller, candidateId: number): Promise<ClientCvShare[]> {
  const clientId = ownClientId(caller);
  await assertInCvDatabase(db, clientId, candidateId);
  const rows = await sharesOfCandidate(db, clientId, candidateId);
  return rows.map(toShare);
}

/** A new link: the token is returned once and only its SHA-256 kept. */
export async function createShare(
  db: Db,
  caller: Caller,
  candidateId: number,
  input: ClientCvShareInput,
): Promise<CreatedClientCvShare> {
  const clientId = ownClientId(caller);
  const v = clientCvShareInputSchema.parse(input);
  await assertInCvDatabase(db, clientId, candidateId);
  const token = randomBytes(32).toString('base64url');
  const row = await insertShare(db, {
    clientId,
    candidateId,
    createdBy: caller.user.id,
    tokenHash: digest(token),
    // Notes are plain text for the client (the page shows them as text): markup is not stored.
    notes: v.notes ? plainText(v.notes) || null : null,
    showContact: v.show_contact,
    expiresAt: new Date(Date.now() + v.expires_in_days * 86_400_000),
  });
  if (!row) throw new Error('client CV share not written');
  const name = `${caller.user.firstName ?? ''} ${caller.user.lastName ?? ''}`.trim() || null;
  return { ...toShare({ ...row, createdByName: name }), token };
}

/** Revokes one of the organisation's links; another organisation's id is a 404. Revoking twice is fine. */
export async function revokeShare(db: Db, caller: Caller, shareId: number): Promise<ClientCvShare> {
  const clientId = ownClientId(caller);
  const row = await revokeOwnShare(db, clientId, shareId);
  if (!row) throw AppError.notFound(SHARE_NOT_FOUND);
  const by = row.createdBy ? await userName(db, row.createdBy) : undefined;
  return toShare({ ...row, createdByName: by ? `${by.first} ${by.last}` : null });
}

/**
 * A client opens a shared link: no sign-in. An unknown (or altered) token is a 404; an expired or
 * revoked one a 410 saying so. Each open is counted on the link and written to the access log;
 * a candidate who has since hidden their profile is no longer shown.
 */
export async function openShared(db: Db, token: string): Promise<ClientCv> {
  const share = await shareByTokenHash(db, digest(token));
  if (!share) throw AppError.notFound(LINK_NOT_VALID);
  if (share.revokedAt) throw AppError.gone(LINK_REVOKED);
  if (share.expiresAt.getTime() <= Date.now()) throw AppError.gone(LINK_EXPIRED);
  // A candidate no longer listed makes the link spent; a failed read is not (the error handler's).
  await assertInCvDatabase(db, share.clientId, share.candidateId).catch((err: unknown) => {
    throw isAppError(err) && err.status === 404 ? AppError.gone(LINK_NOT_VALID) : err;
  });
  await db.transaction(async (tx) => {
    await countShareOpen(tx, share.id);
    await logSharedCvOpen(tx, { candidateId: share.candidateId, clientId: share.clientId });
  });
  const [profile, by] = await Promise.all([
    loadCandidateProfile(db, share.candidateId),
    presenter(db, share.clientId),
  ]);
  return {
    ...present(profile, { contact: share.showContact }),
    notes: share.notes,
    presented_by: by,
    expires_at: share.expiresAt.toISOString(),
  };
}
