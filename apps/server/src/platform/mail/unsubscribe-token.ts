import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The unsubscribe link works without signing in, so it carries its own proof: the alert id and an
 * HMAC of it keyed with the server secret. Nobody can forge a token for another alert, and nothing
 * needs storing. The token never expires: an old digest's link must still stop the mails.
 */
/** What the token stops: a job alert, or (modules/cv-saved-searches) a saved CV search's alert. */
export type UnsubscribePurpose =
  | 'job-alert-unsubscribe'
  | 'cv-search-alert-unsubscribe'
  /** modules/newsletter: the weekly job news (the id is the subscription's). */
  | 'newsletter-unsubscribe'
  /** modules/mail-preferences: one kind of a candidate's mail (the id is the user's). */
  | `mail-unsubscribe:${string}`;

const mac = (secret: Uint8Array, alertId: number, purpose: UnsubscribePurpose) =>
  createHmac('sha256', secret).update(`${purpose}:${alertId}`).digest('base64url');

export function unsubscribeToken(
  secret: Uint8Array,
  alertId: number,
  purpose: UnsubscribePurpose = 'job-alert-unsubscribe',
): string {
  return `${alertId}.${mac(secret, alertId, purpose)}`;
}

/** The alert id of a valid token, else null (compared in constant time). */
export function verifyUnsubscribeToken(
  secret: Uint8Array,
  token: string,
  purpose: UnsubscribePurpose = 'job-alert-unsubscribe',
): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  const [, idText, givenMac] = match ?? [];
  if (idText === undefined || givenMac === undefined) return null;
  const id = Number(idText);
  const given = Buffer.from(givenMac);
  const expected = Buffer.from(mac(secret, id, purpose));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
