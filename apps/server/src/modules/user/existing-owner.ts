import type { Db } from '../../core/db/client';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import {
  forgotPasswordPath,
  registrationAttemptMail,
  signInPath,
} from '../../platform/mail/registration-templates';
import { findUserByEmail } from './repository';

/**
 * When the address already has an account, mails its owner that someone tried to register with it
 * and returns true; the caller then answers exactly as for a new address. Call inside the
 * registration's transaction.
 */
export async function mailExistingOwner(db: Db, email: string, publicUrl: string): Promise<boolean> {
  const owner = await findUserByEmail(db, email);
  if (!owner) return false;
  await enqueueMail(db, {
    to: owner.email,
    ...registrationAttemptMail({
      firstName: owner.firstName,
      signInUrl: `${publicUrl}${signInPath(owner.role)}`,
      resetUrl: `${publicUrl}${forgotPasswordPath(owner.role)}`,
      locale: owner.locale,
    }),
  });
  return true;
}
