import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP, type ResetPasswordRequest } from '@portal/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { assertPasswordNotCommon, hashPassword } from '../../core/lib/passwords';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { forgotPasswordPath } from '../../platform/mail/registration-templates';
import { passwordResetMail } from '../../platform/mail/templates';
import { catalogue } from './i18n';
import {
  claimOtpSendSlot,
  countResetCodeToday,
  lockLatestReset,
  markResetUsed,
  recordWrongAttempt,
  replaceReset,
  secondsUntilTomorrow,
} from './password-reset-repository';
import { findUserByEmail, setPassword } from './repository';
import { clearFailures } from './sign-in-throttle-repository';

export const OTP_SENT =
  'If an account exists for this email, we have sent a 6-digit code. It is valid for 10 minutes.';
export const RESET_DONE = 'Your password has been reset. You can sign in now.';
/** Reset codes one address gets in a (UTC) day: past it, a mailbox cannot be flooded through us. */
export const RESET_CODES_PER_DAY = 5;
export const DAILY_CAP = catalogue.text('errors.you_have_asked_for_codes', {
  RESET_CODES_PER_DAY: String(RESET_CODES_PER_DAY),
});
const WRONG_CODE = catalogue.text('errors.code_wrong_or_has_expired');
const TOO_MANY = catalogue.text('errors.too_many_wrong_codes_request');

/**
 * Codes are stored as HMAC-SHA256 keyed with the server secret, not argon2: a 6-digit code has only
 * a million values, so a slow hash would not stop an offline search; the key does (a leaked table
 * alone reveals nothing), while the 5-try limit and 10-minute life stop online guessing.
 */
function otpDigest(secret: Uint8Array, userId: number, otp: string): string {
  return createHmac('sha256', secret).update(`password-reset:${userId}:${otp}`).digest('hex');
}

function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

export function createPasswordResetService(deps: {
  db: Db;
  secret: Uint8Array;
  publicUrl: string;
  notifyMail: () => void;
  log: FastifyBaseLogger;
}) {
  const { db } = deps;
  return {
    /** Same answer for known and unknown addresses; the resend timer runs for both. */
    async requestOtp(email: string): Promise<void> {
      const queued = await db.transaction(async (tx) => {
        const wait = await claimOtpSendSlot(tx, email, OTP.resendAfterSeconds);
        if (wait > 0) {
          throw AppError.tooManyRequests(
            catalogue.text('errors.wait_seconds_before_requesting_another', { wait: String(wait) }),
            wait,
          );
        }
        if ((await countResetCodeToday(tx, email)) > RESET_CODES_PER_DAY) {
          const wait = await secondsUntilTomorrow(tx);
          throw AppError.tooManyRequests(DAILY_CAP, wait);
        }
        const user = await findUserByEmail(tx, email);
        if (!user) return null;
        const otp = String(randomInt(0, 1_000_000)).padStart(OTP.length, '0');
        await replaceReset(tx, {
          userId: user.id,
          otpHash: otpDigest(deps.secret, user.id, otp),
          ttlSeconds: OTP.ttlSeconds,
        });
        const resetUrl = `${deps.publicUrl}${forgotPasswordPath(user.role, 'code')}`;
        await enqueueMail(tx, {
          to: user.email,
          ...passwordResetMail({ firstName: user.firstName, otp, resetUrl, locale: user.locale }),
        });
        return user.id;
      });
      if (queued !== null) {
        deps.log.info({ user_id: queued }, 'password reset code queued');
        deps.notifyMail();
      }
    },

    async resetPassword(input: ResetPasswordRequest): Promise<void> {
      assertPasswordNotCommon(input.password);
      // The wrong-attempt count must be committed even though the request fails: decide inside the
      // transaction, throw after it.
      const outcome = await db.transaction(async (tx) => {
        const user = await findUserByEmail(tx, input.email);
        if (!user) return WRONG_CODE;
        const reset = await lockLatestReset(tx, user.id);
        if (!reset || reset.expired) return WRONG_CODE;
        if (reset.attempts >= OTP.maxAttempts) return TOO_MANY;
        if (!sameDigest(reset.otpHash, otpDigest(deps.secret, user.id, input.otp))) {
          const attempts = await recordWrongAttempt(tx, reset.id);
          return attempts >= OTP.maxAttempts ? TOO_MANY : WRONG_CODE;
        }
        await setPassword(tx, user.id, await hashPassword(input.password));
        await markResetUsed(tx, reset.id);
        // The owner proved the mailbox: earlier failed sign-ins no longer hold them back.
        await clearFailures(tx, user.email);
        return null;
      });
      if (outcome) throw AppError.validation({ otp: [outcome] });
    },
  };
}
