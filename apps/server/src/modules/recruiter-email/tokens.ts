import { signToken, verifyToken } from '../../core/lib/signed-token';

/**
 * Links in recruiter mail work without signing in, so they carry their own proof
 * (core/lib/signed-token): the campaign recipient's id, each kind under its own purpose. Response
 * links also carry their expiry (60 days); unsubscribe links never expire: an old mail's link must
 * still stop the mail.
 */
export const RESPONSE_TTL_DAYS = 60;

export const responseToken = (secret: Uint8Array, recipientId: number, expiresAt: Date): string =>
  signToken(secret, 'email-response', { id: recipientId, expiresAt });

export type ResponseTokenCheck =
  | { ok: true; recipientId: number; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Tampered or malformed tokens are `invalid`; genuine ones past their date are `expired`. */
export function verifyResponseToken(secret: Uint8Array, token: string, now = new Date()): ResponseTokenCheck {
  const check = verifyToken(secret, 'email-response', token, { expires: true }, now);
  if (!check.ok) return check;
  return { ok: true, recipientId: check.id, expiresAt: check.expiresAt as Date };
}

export const unsubscribeToken = (secret: Uint8Array, recipientId: number): string =>
  signToken(secret, 'email-unsubscribe', { id: recipientId });

export function verifyUnsubscribeToken(secret: Uint8Array, token: string): number | null {
  const check = verifyToken(secret, 'email-unsubscribe', token);
  return check.ok ? check.id : null;
}
