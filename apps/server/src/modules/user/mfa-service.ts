import type { LoginResponse } from '@portal/contract/auth';
import type {
  MfaChallenge,
  MfaDisableRequest,
  MfaEnrolled,
  MfaSetup,
  MfaStatus,
  MfaVerifyRequest,
  RecoveryCodes,
} from '@portal/contract/mfa';
import type { Role } from '@portal/contract/roles';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { verifyPassword } from '../../core/lib/passwords';
import type { TokenService, TokenType } from '../../core/lib/tokens';
import { assertClientActive } from '../../platform/auth/client-access';
import { catalogue } from './i18n';
import {
  claimStep,
  countUnusedRecoveryCodes,
  findMfa,
  removeMfa,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
} from './mfa-repository';
import {
  acceptedStep,
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  setupDetails,
} from './mfa-totp';
import { findUserById, touchLastLogin, type UserRow } from './repository';
import { issueSession } from './service';
import { claimToken } from './session-repository';
import {
  clearFailures,
  recordFailure,
  secondsUntilAllowed,
  throttledMessage,
} from './sign-in-throttle-repository';

/** How long the second step of a sign-in may take. */
const VERIFY_TTL_SECONDS = 5 * 60;
/** Setting up an authenticator takes longer: install an app, scan, type. */
const ENROL_TTL_SECONDS = 15 * 60;

export const WRONG_CODE = catalogue.text('errors.that_code_not_right_check_2');
/** A right code that was used already: the setup's, or the last sign-in's, within its 30 seconds. */
export const USED_CODE = catalogue.text('errors.that_code_has_just_been');
export const SIGN_IN_AGAIN = catalogue.text('errors.sign_in_has_expired_sign');
export const REQUIRED_MESSAGE = catalogue.text('errors.two_step_sign_in_required');

export function createMfaService(deps: {
  db: Db;
  secret: Uint8Array;
  tokens: TokenService;
  /** Roles that must sign in with two steps (MFA_REQUIRED_ROLES). */
  requiredRoles: readonly Role[];
  /** Wrong codes an account may send before the waits start. */
  freeFailures: number;
}) {
  const { db } = deps;
  const required = (role: Role) => deps.requiredRoles.includes(role);
  const throttleKey = (userId: number) => `mfa:${userId}`;

  async function challenge(user: UserRow, type: 'mfa_verify' | 'mfa_enrol'): Promise<MfaChallenge> {
    const ttlSeconds = type === 'mfa_verify' ? VERIFY_TTL_SECONDS : ENROL_TTL_SECONDS;
    const { token, expiresAt } = await deps.tokens.sign(
      { userId: user.id, role: user.role, tokenVersion: user.tokenVersion },
      { type, ttlSeconds },
    );
    return {
      mfa: type === 'mfa_verify' ? 'verify' : 'enrol',
      mfa_token: token,
      expires_at: expiresAt.toISOString(),
    };
  }

  /** The user behind a challenge token, still allowed to sign in; the password change ends it. */
  async function challengedUser(token: string, type: TokenType) {
    const claims = await deps.tokens.verify(token, type);
    const user = claims ? await findUserById(db, claims.userId) : null;
    if (!claims || !user || user.tokenVersion !== claims.tokenVersion)
      throw AppError.unauthorized(SIGN_IN_AGAIN);
    assertClientActive(user.client);
    if (user.status === 'suspended')
      throw AppError.forbidden(catalogue.text('errors.your_account_suspended_contact_your'));
    return { user, claims };
  }

  /**
   * 'good' when the code is the authenticator's current one (unused) or an unused recovery code;
   * 'used' for an authenticator code already taken (replay protection).
   */
  async function codeCheck(userId: number, code: string): Promise<'good' | 'used' | 'wrong'> {
    const mfa = await findMfa(db, userId);
    if (!mfa?.enabledAt) return 'wrong';
    if (!isTotpCode(code))
      return (await useRecoveryCode(db, userId, hashRecoveryCode(code.trim()))) ? 'good' : 'wrong';
    const step = acceptedStep(decryptSecret(deps.secret, mfa.secretEnc), code.trim(), mfa.lastStep);
    if (step === null) return 'wrong';
    if (step === 'used' || !(await claimStep(db, userId, step))) return 'used';
    return 'good';
  }

  /** As codeCheck, with the per-account back-off a guesser runs into. */
  async function checkCode(userId: number, code: string): Promise<void> {
    const wait = await secondsUntilAllowed(db, throttleKey(userId));
    if (wait > 0) throw AppError.tooManyRequests(throttledMessage(wait), wait);
    const verdict = await codeCheck(userId, code);
    if (verdict !== 'good') {
      await recordFailure(db, throttleKey(userId), deps.freeFailures);
      throw AppError.validation({ code: [verdict === 'used' ? USED_CODE : WRONG_CODE] });
    }
    await clearFailures(db, throttleKey(userId));
  }

  async function setup(user: UserRow): Promise<MfaSetup> {
    if ((await findMfa(db, user.id))?.enabledAt) {
      throw AppError.conflict(catalogue.text('errors.two_step_sign_in_already'));
    }
    const secret = newTotpSecret();
    await savePendingSecret(db, user.id, encryptSecret(deps.secret, secret));
    return setupDetails(secret, user.email);
  }

  async function enable(user: UserRow, code: string): Promise<RecoveryCodes> {
    const mfa = await findMfa(db, user.id);
    if (!mfa) throw AppError.conflict(catalogue.text('errors.no_authenticator_being_set_up'));
    if (mfa.enabledAt) throw AppError.conflict(catalogue.text('errors.two_step_sign_in_already_2'));
    const step = acceptedStep(decryptSecret(deps.secret, mfa.secretEnc), code.trim(), 0);
    // lastStep 0: no step is 'used' here.
    if (typeof step !== 'number') {
      throw AppError.validation({
        code: [catalogue.text('errors.that_code_not_right_check')],
      });
    }
    const codes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      if (!(await claimStep(tx, user.id, step, true)))
        throw AppError.conflict(catalogue.text('errors.two_step_sign_in_already_2'));
      await replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode));
    });
    return { recovery_codes: codes };
  }

  async function assertPassword(user: UserRow, password: string) {
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw AppError.validation({ password: [catalogue.text('errors.password_incorrect')] });
    }
  }

  return {
    /** After a right password: the second step that is due, or null for a session at once. */
    async challengeFor(user: UserRow): Promise<MfaChallenge | null> {
      if ((await findMfa(db, user.id))?.enabledAt) return challenge(user, 'mfa_verify');
      if (required(user.role)) return challenge(user, 'mfa_enrol');
      return null;
    },

    async verify(input: MfaVerifyRequest): Promise<LoginResponse> {
      const { user, claims } = await challengedUser(input.mfa_token, 'mfa_verify');
      await checkCode(user.id, input.code);
      // The challenge is good for one session.
      if (!(await claimToken(db, { jti: claims.jti, userId: user.id, expiresAt: claims.expiresAt }))) {
        throw AppError.unauthorized(SIGN_IN_AGAIN);
      }
      await touchLastLogin(db, user.id);
      return issueSession(deps.tokens, user);
    },

    async status(user: UserRow): Promise<MfaStatus> {
      const mfa = await findMfa(db, user.id);
      const enabled = Boolean(mfa?.enabledAt);
      return {
        enabled,
        required: required(user.role),
        recovery_codes_left: enabled ? await countUnusedRecoveryCodes(db, user.id) : 0,
      };
    },

    setup,
    enable,

    async enrolSetup(mfaToken: string): Promise<MfaSetup> {
      const { user } = await challengedUser(mfaToken, 'mfa_enrol');
      return setup(user);
    },

    async enrolEnable(mfaToken: string, code: string): Promise<MfaEnrolled> {
      const { user, claims } = await challengedUser(mfaToken, 'mfa_enrol');
      const codes = await enable(user, code);
      await claimToken(db, { jti: claims.jti, userId: user.id, expiresAt: claims.expiresAt });
      await touchLastLogin(db, user.id);
      return { ...codes, session: await issueSession(deps.tokens, user) };
    },

    async disable(user: UserRow, input: MfaDisableRequest): Promise<void> {
      if (required(user.role)) throw AppError.forbidden(REQUIRED_MESSAGE);
      await assertPassword(user, input.password);
      if (!(await findMfa(db, user.id))?.enabledAt)
        throw AppError.conflict(catalogue.text('errors.two_step_sign_in_not'));
      await checkCode(user.id, input.code);
      await db.transaction((tx) => removeMfa(tx, user.id));
    },

    async newRecoveryCodes(user: UserRow, password: string): Promise<RecoveryCodes> {
      await assertPassword(user, password);
      if (!(await findMfa(db, user.id))?.enabledAt)
        throw AppError.conflict(catalogue.text('errors.two_step_sign_in_not'));
      const codes = newRecoveryCodes();
      await db.transaction((tx) => replaceRecoveryCodes(tx, user.id, codes.map(hashRecoveryCode)));
      return { recovery_codes: codes };
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
