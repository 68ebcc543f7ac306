import type { ChangePasswordInput } from '@portal/contract/account';
import type { LoginResponse } from '@portal/contract/auth';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { assertPasswordNotCommon, hashPassword, verifyPassword } from '../../core/lib/passwords';
import type { TokenService } from '../../core/lib/tokens';
import { passwordChangedMail } from '../../platform/mail/account-templates';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { forgotPasswordPath } from '../../platform/mail/registration-templates';
import { catalogue } from './i18n';
import { findUserById, setPassword, type UserRow } from './repository';
import { issueSession } from './service';

export const WRONG_CURRENT_PASSWORD = catalogue.text('errors.current_password_incorrect');

type Deps = {
  db: Db;
  tokens: Pick<TokenService, 'sign'>;
  publicUrl: string;
  notifyMail: () => void;
};

/**
 * Changes the signed-in user's password. The token version moves on, so every other session
 * ends; this one continues with the fresh token returned. The user is mailed in the same
 * transaction, so a change never goes unannounced.
 */
export async function changePassword(
  deps: Deps,
  user: UserRow,
  input: ChangePasswordInput,
): Promise<LoginResponse> {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw AppError.validation({ current_password: [WRONG_CURRENT_PASSWORD] });
  }
  assertPasswordNotCommon(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  const updated = await deps.db.transaction(async (tx) => {
    await setPassword(tx, user.id, passwordHash);
    await enqueueMail(tx, {
      to: user.email,
      ...passwordChangedMail({
        firstName: user.firstName,
        resetUrl: `${deps.publicUrl}${forgotPasswordPath(user.role)}`,
        locale: user.locale,
      }),
    });
    return findUserById(tx, user.id);
  });
  deps.notifyMail();
  if (!updated) throw AppError.unauthorized();
  return issueSession(deps.tokens, updated);
}
