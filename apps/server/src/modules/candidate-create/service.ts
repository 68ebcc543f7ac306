import { createHash, randomBytes } from 'node:crypto';
import {
  type CandidateCreate,
  type CandidateMatch,
  type CandidateMatchQuery,
  CLAIM_DAYS,
  type ClaimInfo,
  DUPLICATE_CANDIDATE,
  type MatchReason,
} from '@portal/contract/candidate-create';
import type { DuplicatePair } from '@portal/contract/candidate-merge';
import { DEFAULT_LOCALE, type Locale } from '@portal/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { contractText } from '../../core/i18n/zod';
import { AppError } from '../../core/lib/app-error';
import { assertPasswordNotCommon, hashPassword } from '../../core/lib/passwords';
import { normalisePhone } from '../../core/lib/phone';
import { recordConsents } from '../../platform/consent/consent-repository';
import { extractCvText } from '../../platform/files/cv-text';
import { detectCvType } from '../../platform/files/detect';
import type { FileStorage } from '../../platform/files/storage';
import type { VirusScanner } from '../../platform/files/virus-scan';
import type { UploadedFile } from '../../platform/http/body-parsers';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { compose, hello, localeUrl } from '../../platform/mail/templates';
import type { Caller } from '../../platform/tenancy/scope';
import { ensureCandidateProfile } from '../candidate-profile';
import { createCandidateFilesService } from '../files';
import { insertUser } from '../user';
import { catalogue } from './i18n';
import {
  deleteUser,
  duplicatePairRows,
  hideProfile,
  insertInvitation,
  invitationByTokenHash,
  markInvitationClaimed,
  markInvitationObjected,
  matchFactsOf,
  matchRows,
  organisationName,
  setBirthDate,
  setDesiredDesignation,
  setPassword,
} from './repository';

export const INVITATION_NOT_VALID = catalogue.text('errors.link_not_valid_ask_recruiter');
export const INVITATION_EXPIRED = catalogue.text('errors.link_has_expired_sign_up');

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const digits = (phone: string) => phone.replace(/\D/g, '');

/**
 * Likely duplicates of the candidate described, each with why: the same e-mail (case-folded), the
 * same phone (as E.164: `050 100 1037` is `+971501001037`), a close name with the same birth date.
 */
function matchQuery(q: CandidateMatchQuery, limit?: number) {
  return {
    email: q.email?.toLowerCase() ?? '',
    phone: q.phone ? digits(normalisePhone(q.phone)) : '',
    name: `${q.first_name ?? ''} ${q.last_name ?? ''}`.trim().toLowerCase(),
    birthDate: q.first_name && q.last_name && q.date_of_birth ? q.date_of_birth : null,
    ...(limit ? { limit } : {}),
  };
}

const reasons = (r: { by_email: boolean; by_phone: boolean; by_name: boolean }): MatchReason[] => [
  ...(r.by_email ? (['email'] as const) : []),
  ...(r.by_phone ? (['phone'] as const) : []),
  ...(r.by_name ? (['name_and_birth_date'] as const) : []),
];

export async function findMatches(db: Db, q: CandidateMatchQuery): Promise<CandidateMatch[]> {
  const rows = await matchRows(db, matchQuery(q));
  return rows.map((r) => ({
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    matched_on: reasons(r),
    listed: Boolean(r.listed),
  }));
}

/** Every pair of candidates that look like one person (phone, or close name and birth date), newest first. */
export async function findDuplicatePairs(db: Db, limit = 100): Promise<DuplicatePair[]> {
  const rows = await duplicatePairRows(db, limit);
  return rows.map((r) => ({
    a: r.a,
    b: r.b,
    matched_on: [
      ...(r.byPhone ? (['phone'] as const) : []),
      ...(r.byName ? (['name_and_birth_date'] as const) : []),
    ],
  }));
}

/** `nour.h@example.com` as `n***@e***.com`: enough to recognise one's own address, not to learn another's. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${host.slice(0, 1)}***${tld}`;
}

/**
 * The other candidate accounts likely to be the claimer's own (issue 29 item 4): matched on what was
 * typed for the claimer (e-mail, phone, name and birth date) with the add form's rules; each only as
 * a masked e-mail and the reason.
 */
async function duplicatesOfClaimer(db: Db, candidateId: number): Promise<ClaimInfo['likely_duplicates']> {
  const me = await matchFactsOf(db, candidateId);
  if (!me) return [];
  const rows = await matchRows(
    db,
    matchQuery(
      {
        email: me.email,
        ...(me.phone ? { phone: me.phone } : {}),
        first_name: me.first_name,
        last_name: me.last_name,
        ...(me.date_of_birth ? { date_of_birth: me.date_of_birth } : {}),
      },
      // The claimer matches himself: one more than shown.
      4,
    ),
  );
  return rows
    .filter((r) => r.id !== candidateId)
    .slice(0, 3)
    .map((r) => ({ masked_email: maskEmail(r.email), matched_on: reasons(r) }));
}

type Deps = {
  db: Db;
  storage: FileStorage;
  scanner: VirusScanner;
  log: FastifyBaseLogger;
  publicUrl: string;
  notifyMail: () => void;
};

function invitationMail(input: {
  firstName: string;
  organisation: string | null;
  token: string;
  publicUrl: string;
  locale: Locale;
}) {
  const { locale } = input;
  const base = localeUrl(`${input.publicUrl}/auth/claim-account?token=${input.token}`, locale);
  return compose(
    catalogue.t(locale, 'mail.invite.subject'),
    [
      hello(locale, input.firstName),
      input.organisation
        ? catalogue.t(locale, 'mail.invite.addedBy', { organisation: input.organisation })
        : catalogue.t(locale, 'mail.invite.addedByRecruiter'),
      catalogue.t(locale, 'mail.invite.claim', { days: CLAIM_DAYS }),
      catalogue.t(locale, 'mail.invite.object', { url: `${base}&action=object` }),
    ],
    { href: base, label: catalogue.t(locale, 'mail.invite.link') },
    locale,
  );
}

/** Adds candidates on their behalf: duplicate check, the CV read first, then one transaction. */
export function createCandidateCreateService(deps: Deps) {
  const { db } = deps;
  const files = createCandidateFilesService(deps);
  return {
    findMatches: (q: CandidateMatchQuery) => findMatches(db, q),

    /** `locale`: the candidate's mail language until they choose, the one the recruiter added them in. */
    async create(
      caller: Caller,
      input: CandidateCreate,
      upload: UploadedFile | null,
      locale: Locale = DEFAULT_LOCALE,
    ) {
      // The CV is checked (type, malware, text) before anything is written: a bad file is a 400
      // and no half-made candidate.
      if (upload) {
        const type = await detectCvType(upload.data);
        await deps.scanner.scan(upload.data);
        await extractCvText(type, upload.data);
      }
      // The same e-mail or phone is the same person: 409. A namesake with the same birth date is only
      // likely, shown by the match before the form is sent, so the recruiter decides.
      const matches = await findMatches(db, { email: input.email, phone: input.phone });
      if (matches.length) throw AppError.conflict(contractText(DUPLICATE_CANDIDATE));
      const token = randomBytes(32).toString('base64url');
      // Nobody knows this password: the account is the candidate's once they set their own.
      const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
      const created = await db.transaction(async (tx) => {
        const user = await insertUser(tx, {
          email: input.email,
          passwordHash,
          role: 'candidate',
          firstName: input.first_name,
          lastName: input.last_name,
          phone: normalisePhone(input.phone),
          locale,
        });
        await ensureCandidateProfile(tx, user.id);
        if (input.date_of_birth) await setBirthDate(tx, user.id, input.date_of_birth);
        if (input.desired_designation_id)
          await setDesiredDesignation(tx, user.id, input.desired_designation_id);
        await insertInvitation(tx, {
          candidateId: user.id,
          clientId: caller.user.clientId,
          createdBy: caller.user.id,
          tokenHash: digest(token),
          expiresAt: new Date(Date.now() + CLAIM_DAYS * 86_400_000),
        });
        return user;
      });
      try {
        if (upload) await files.uploadCv(created.id, upload);
      } catch (err) {
        // The CV could not be stored after all: the candidate goes with it, so a retry starts clean.
        await deleteUser(db, created.id);
        throw err;
      }
      const organisation = caller.user.clientId ? await organisationName(db, caller.user.clientId) : null;
      await enqueueMail(db, {
        to: created.email,
        ...invitationMail({
          firstName: created.firstName,
          organisation,
          token,
          publicUrl: deps.publicUrl,
          locale: created.locale,
        }),
      });
      deps.notifyMail();
      return {
        id: created.id,
        first_name: created.firstName,
        last_name: created.lastName,
        email: created.email,
        has_cv: upload != null,
      };
    },
  };
}

async function liveInvitation(db: Db, token: string) {
  const row = await invitationByTokenHash(db, digest(token));
  if (!row) throw AppError.notFound(INVITATION_NOT_VALID);
  if (row.expiresAt.getTime() <= Date.now()) throw AppError.gone(INVITATION_EXPIRED);
  return row;
}

export async function claimInfo(db: Db, token: string): Promise<ClaimInfo> {
  const row = await liveInvitation(db, token);
  const status = row.claimedAt ? 'claimed' : row.objectedAt ? 'objected' : 'open';
  return {
    first_name: row.firstName,
    email: row.email,
    added_by: row.organisation,
    status,
    likely_duplicates: status === 'open' ? await duplicatesOfClaimer(db, row.candidateId) : [],
  };
}

/** The candidate sets their password: the account is theirs (once; the link then only objects). */
export async function claimAccount(db: Db, token: string, password: string): Promise<void> {
  assertPasswordNotCommon(password);
  const row = await liveInvitation(db, token);
  if (row.claimedAt) throw AppError.conflict(catalogue.text('errors.account_already_claimed_sign_in'));
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await setPassword(tx, row.candidateId, passwordHash);
    await markInvitationClaimed(tx, row.candidateId);
    // Claiming agrees to the terms and the privacy notice, and to the listing unless they objected.
    await recordConsents(tx, row.candidateId, 'claim', [
      { kind: 'terms', granted: true },
      { kind: 'privacy', granted: true },
      ...(row.objectedAt ? [] : [{ kind: 'cv_database' as const, granted: true }]),
    ]);
  });
}

/** The candidate does not want to be listed: the profile is hidden from the CV database at once. */
export async function objectToListing(db: Db, token: string): Promise<void> {
  const row = await liveInvitation(db, token);
  await db.transaction(async (tx) => {
    await hideProfile(tx, row.candidateId);
    await markInvitationObjected(tx, row.candidateId);
    await recordConsents(tx, row.candidateId, 'claim', [{ kind: 'cv_database', granted: false }]);
  });
}
