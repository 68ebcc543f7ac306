import { signToken, verifyToken } from '../../core/lib/signed-token';

/**
 * The unsubscribe link works without signing in, so it carries its own proof (core/lib/signed-token):
 * the alert id under the purpose of what it stops. Nobody can forge a token for another alert, and
 * nothing needs storing. The token never expires: an old digest's link must still stop the mails.
 */
/** What the token stops: a job alert, or (modules/cv-saved-searches) a saved CV search's alert. */
export type UnsubscribePurpose =
  | 'job-alert-unsubscribe'
  | 'cv-search-alert-unsubscribe'
  /** modules/newsletter: the weekly job news (the id is the subscription's). */
  | 'newsletter-unsubscribe'
  /** modules/reports: the weekly report mail (the id is the user's). */
  | 'report-weekly-unsubscribe'
  /** modules/mail-preferences: one kind of a candidate's mail (the id is the user's). */
  | `mail-unsubscribe:${string}`;

export const unsubscribeToken = (
  secret: Uint8Array,
  alertId: number,
  purpose: UnsubscribePurpose = 'job-alert-unsubscribe',
): string => signToken(secret, purpose, { id: alertId });

/** The alert id of a valid token, else null. */
export function verifyUnsubscribeToken(
  secret: Uint8Array,
  token: string,
  purpose: UnsubscribePurpose = 'job-alert-unsubscribe',
): number | null {
  const check = verifyToken(secret, purpose, token);
  return check.ok ? check.id : null;
}
