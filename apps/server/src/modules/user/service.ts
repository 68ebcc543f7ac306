import type { LoginRequest, LoginResponse, Profile } from '@portal/contract/auth';
import type { MfaChallenge, SignInResponse } from '@portal/contract/mfa';
import { LOGIN_ROLES, type LoginKind, type Role } from '@portal/contract/roles';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { burnVerifyTime, verifyPassword } from '../../core/lib/passwords';
import type { TokenService } from '../../core/lib/tokens';
import { assertClientActive } from '../../platform/auth/client-access';
import type { PermissionStore } from '../../platform/auth/permission-store';
import { publish } from '../../platform/events/domain-events';
import type { FileStorage } from '../../platform/files/storage';
import { eraseAccount, removeStoredFiles } from '../erasure';
import { catalogue } from './i18n';
import { assertAnotherAdminRemains } from './last-admin';
import {
  countOtherUsersOfClient,
  deleteClient,
  findUserByEmail,
  toUserSummary,
  touchLastLogin,
  type UserRow,
  type UserWithClient,
} from './repository';
import { bumpTokenVersion, revokeToken } from './session-repository';
import {
  clearFailures,
  recordFailure,
  secondsUntilAllowed,
  throttledMessage,
} from './sign-in-throttle-repository';

export const INVALID_LOGIN = catalogue.text('errors.invalid_email_or_password');

/** Signs a token for a user who has just proven who they are (sign-in, candidate registration). */
export async function issueSession(
  tokens: Pick<TokenService, 'sign'>,
  user: UserRow,
): Promise<LoginResponse> {
  const { token, expiresAt } = await tokens.sign({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
  });
  return { token, expires_at: expiresAt.toISOString(), user: toUserSummary(user) };
}

export function createSessionService(deps: {
  db: Db;
  tokens: Pick<TokenService, 'sign'>;
  permissions: PermissionStore;
  storage: Pick<FileStorage, 'remove'>;
  log: FastifyBaseLogger;
  /** Failed sign-ins an address may have before the waits start. */
  freeFailures: number;
  /** Whether a second step is due after the password (mfa-service). */
  mfa: { challengeFor(user: UserRow): Promise<MfaChallenge | null> };
}) {
  const { db } = deps;
  return {
    /**
     * One answer for an unknown address, a wrong password and a role this endpoint does not serve,
     * so the endpoint does not reveal which accounts exist or what they are.
     */
    async login(
      kind: LoginKind,
      input: LoginRequest,
      device: { userId: number | null } = { userId: null },
    ): Promise<SignInResponse> {
      const user = await findUserByEmail(db, input.email);
      // A browser this account signed in from before is not held back by failures from elsewhere.
      const trusted = user !== null && device.userId === user.id;
      if (!trusted) {
        const wait = await secondsUntilAllowed(db, input.email);
        if (wait > 0) throw AppError.tooManyRequests(throttledMessage(wait), wait);
      }
      const fail = async () => {
        if (!trusted) await recordFailure(db, input.email, deps.freeFailures);
        return AppError.unauthorized(INVALID_LOGIN);
      };
      if (!user) {
        await burnVerifyTime(input.password);
        throw await fail();
      }
      const allowed: readonly Role[] = LOGIN_ROLES[kind];
      if (!(await verifyPassword(user.passwordHash, input.password)) || !allowed.includes(user.role)) {
        throw await fail();
      }
      assertClientActive(user.client);
      if (user.status === 'suspended')
        throw AppError.forbidden(
          // A candidate record merged into another (issue 29): the person signs in with that one.
          user.mergedInto != null
            ? catalogue.text('errors.account_was_merged_into_another')
            : catalogue.text('errors.your_account_suspended_contact_your'),
        );
      // Failures from elsewhere stay counted when the owner signs in on a known device.
      if (!trusted) await clearFailures(db, input.email);
      const challenge = await deps.mfa.challengeFor(user);
      if (challenge) return challenge;
      await touchLastLogin(db, user.id);
      return issueSession(deps.tokens, user);
    },

    /** Ends the session of this token only; the user's other devices stay signed in. */
    async logout(user: UserRow, session: { jti: string; expiresAt: Date }): Promise<void> {
      await revokeToken(db, { jti: session.jti, userId: user.id, expiresAt: session.expiresAt });
    },

    /** Ends every session of the user, this one included (the token version moves on). */
    async logoutEverywhere(user: UserRow): Promise<void> {
      await bumpTokenVersion(db, user.id);
    },

    async profile(user: UserWithClient): Promise<Profile> {
      return {
        role: user.role,
        user: toUserSummary(user),
        client: user.client
          ? {
              id: user.client.id,
              name: user.client.name,
              type: user.client.type,
              status: user.client.status,
              is_operator: user.client.isOperator,
            }
          : null,
        permissions: await deps.permissions.list(user),
      };
    },

    /** Deletes the account, and its organisation when it was the organisation's last user. */
    async deleteAccount(user: UserWithClient, password: string): Promise<void> {
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw AppError.validation({ password: [catalogue.text('errors.password_incorrect')] });
      }
      const { owned: keys, jobsGone } = await db.transaction(async (tx) => {
        await assertAnotherAdminRemains(
          tx,
          user,
          catalogue.text('errors.last_portal_administrator_account_make'),
        );
        // The operator's organisation stays even without users: it is what makes staff staff.
        const lastOfClient =
          user.clientId !== null &&
          !user.client?.isOperator &&
          (await countOtherUsersOfClient(tx, user.clientId, user.id)) === 0;
        // The one erasure (modules/erasure): the user with all it holds (a candidate's applications
        // with their interviews, messages, offers, screening answers and scorecards; an
        // organisation's jobs with it, ON DELETE CASCADE) and every row naming the address.
        const owned = await eraseAccount(tx, user, 'account_deleted', {
          clientIdGoing: lastOfClient ? user.clientId : null,
        });
        if (lastOfClient && user.clientId !== null) await deleteClient(tx, user.clientId);
        return { owned, jobsGone: lastOfClient };
      });
      if (jobsGone) publish(db, 'jobs.changed', deps.log);
      await removeStoredFiles(deps.storage, keys, deps.log);
    },
  };
}
