import { createHash, randomBytes } from 'node:crypto';
import type { CandidateRegister, LoginResponse } from '@portal/contract/auth';
import type { Locale } from '@portal/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { assertPasswordNotCommon, hashPassword } from '../../core/lib/passwords';
import type { TokenService } from '../../core/lib/tokens';
import { recordConsents } from '../../platform/consent/consent-repository';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { candidateWelcomeMail, confirmEmailMail } from '../../platform/mail/registration-templates';
import { ensureCandidateProfile } from '../candidate-profile';
import { preferencesPath } from '../mail-preferences';
import { insertUser, issueSession, mailExistingOwner } from '../user';
import { catalogue } from './i18n';
import {
  deleteExpiredRegistrations,
  takePendingRegistration,
  upsertPendingRegistration,
} from './registration-repository';

/** How long a confirmation link works. */
export const CONFIRM_TTL_SECONDS = 24 * 60 * 60;
export const LINK_INVALID = catalogue.text('errors.confirmation_link_not_valid_or');

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export function createCandidateService(deps: {
  db: Db;
  tokens: Pick<TokenService, 'sign'>;
  publicUrl: string;
  notifyMail: () => void;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;
  return {
    /**
     * The same work and the same answer whether or not the address has an account: a new address
     * gets a confirmation link, a known one a mail to its owner saying someone tried.
     */
    async register(input: CandidateRegister, locale: Locale = 'en'): Promise<void> {
      assertPasswordNotCommon(input.password);
      // Hashed on both paths so the answer takes as long either way.
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        if (await mailExistingOwner(tx, input.email, deps.publicUrl)) return;
        const token = randomBytes(32).toString('base64url');
        await upsertPendingRegistration(tx, {
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          tokenHash: digest(token),
          ttlSeconds: CONFIRM_TTL_SECONDS,
        });
        const query = new URLSearchParams({ token });
        if (input.return_to) query.set('next', input.return_to);
        if (input.return_to && input.return_intent) query.set('intent', input.return_intent);
        await enqueueMail(tx, {
          to: input.email,
          ...confirmEmailMail({
            firstName: input.first_name,
            confirmUrl: `${deps.publicUrl}/auth/candidate/confirm-email?${query.toString()}`,
            locale,
          }),
        });
      });
      deps.notifyMail();
      await deleteExpiredRegistrations(db).catch((err: unknown) =>
        deps.log.warn({ err }, 'could not remove expired registrations'),
      );
    },

    /** The link's token makes the account (user and empty profile together) and signs them in. */
    async confirmEmail(token: string, locale: Locale = 'en'): Promise<LoginResponse> {
      const user = await db.transaction(async (tx) => {
        const pending = await takePendingRegistration(tx, digest(token));
        if (!pending) return null;
        const row = await insertUser(tx, {
          email: pending.email,
          passwordHash: pending.passwordHash,
          role: 'candidate',
          firstName: pending.firstName,
          lastName: pending.lastName,
          phone: pending.phone,
          locale,
        }).catch((err: unknown) => {
          // The address got an account another way since (an employer registration): the link is spent.
          if (err instanceof AppError && err.status === 409) return null;
          throw err;
        });
        if (row) {
          await ensureCandidateProfile(tx, row.id);
          // What the sign-up form agreed to: the terms, the privacy notice, a profile in the CV database.
          await recordConsents(tx, row.id, 'sign_up', [
            { kind: 'terms', granted: true },
            { kind: 'privacy', granted: true },
            { kind: 'cv_database', granted: true },
          ]);
          // Queued with the account: a failed delivery is retried by the worker, never undoes the sign-up.
          await enqueueMail(tx, {
            to: row.email,
            ...candidateWelcomeMail({
              firstName: row.firstName,
              profileUrl: `${deps.publicUrl}/candidate/profile`,
              searchUrl: `${deps.publicUrl}/unauth/search-job`,
              preferencesUrl: `${deps.publicUrl}${preferencesPath}`,
              locale: row.locale,
            }),
          });
        }
        return row;
      });
      if (!user) throw AppError.validation({ token: [LINK_INVALID] });
      deps.notifyMail();
      return issueSession(deps.tokens, user);
    },
  };
}
