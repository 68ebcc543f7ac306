import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@portal/contract/locale';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { assertPasswordNotCommon, hashPassword } from '../../core/lib/passwords';
import { enqueueMail } from '../../platform/mail/outbox-repository';
import { compose, hello, localeUrl } from '../../platform/mail/templates';
import { catalogue } from './i18n';
import { insertPasswordLink, liveLink, setPassword, spendLink, spendUserLinks } from './repository';

/** An invitation link lives a week; a reset link sent by an administrator, a day. */
const TTL_MS = { invite: 7 * 86_400_000, reset: 86_400_000 } as const;
export type LinkKind = keyof typeof TTL_MS;

export const LINK_INVALID = catalogue.text('errors.link_has_expired_or_was');

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails the user a single-use link to set their password, in the caller's transaction. The token
 * travels only in the `token` query parameter (the request log redacts it) and only its SHA-256 is
 * stored; earlier links of the user stop working.
 */
export async function mailPasswordLink(
  tx: Db,
  input: {
    /** `locale`: the language of the user's mails (`users.locale`). */
    user: { id: number; email: string; firstName: string; locale: Locale };
    kind: LinkKind;
    invitedBy: number;
    publicUrl: string;
    organisation?: string;
  },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await spendUserLinks(tx, input.user.id);
  await insertPasswordLink(tx, {
    userId: input.user.id,
    tokenHash: digest(token),
    expiresAt: new Date(Date.now() + TTL_MS[input.kind]),
    invitedBy: input.invitedBy,
  });
  const { locale } = input.user;
  const href = localeUrl(`${input.publicUrl}/auth/set-password?token=${token}`, locale);
  const mail =
    input.kind === 'invite'
      ? compose(
          catalogue.t(locale, 'mail.invite.subject'),
          [
            hello(locale, input.user.firstName),
            input.organisation
              ? catalogue.t(locale, 'mail.invite.bodyAt', { organisation: input.organisation })
              : catalogue.t(locale, 'mail.invite.body'),
            catalogue.t(locale, 'mail.invite.validity'),
          ],
          { href, label: catalogue.t(locale, 'mail.invite.link') },
          locale,
        )
      : compose(
          catalogue.t(locale, 'mail.reset.subject'),
          [
            hello(locale, input.user.firstName),
            catalogue.t(locale, 'mail.reset.body'),
            catalogue.t(locale, 'mail.reset.validity'),
          ],
          { href, label: catalogue.t(locale, 'mail.reset.link') },
          locale,
        );
  await enqueueMail(tx, { to: input.user.email, ...mail });
}

const findLive = (db: Db, token: string) => liveLink(db, digest(token));

/** Whom a link is for, so the page can greet them; 404 when it no longer works. */
export async function passwordLinkInfo(db: Db, token: string) {
  const row = await findLive(db, token);
  if (!row) throw AppError.notFound(LINK_INVALID);
  return { first_name: row.firstName, email: row.email, role: row.role };
}

/** Sets the password and spends the link (one winner if it is used twice at once); every session ends. */
export async function usePasswordLink(db: Db, token: string, password: string): Promise<void> {
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await findLive(tx, token);
    if (!row) throw AppError.notFound(LINK_INVALID);
    if (!(await spendLink(tx, row.id))) throw AppError.notFound(LINK_INVALID);
    await setPassword(tx, row.userId, passwordHash);
  });
}
