import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links in recruiter mail work without signing in, so they carry their own proof: the campaign
 * recipient's id and an HMAC keyed with the server secret, each kind with its own purpose so one
 * kind can never stand for another. Response links also carry their expiry (60 days); unsubscribe
 * links never expire: an old mail's link must still stop the mail.
 */
export const RESPONSE_TTL_DAYS = 60;

const mac = (secret: Uint8Array, text: string) =>
  createHmac('sha256', secret).update(text).digest('base64url');

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function responseToken(secret: Uint8Array, recipientId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${recipientId}.${exp}.${mac(secret, `email-response:${recipientId}:${exp}`)}`;
}

export type ResponseTokenCheck =
  | { ok: true; recipientId: number; expiresAt: Date }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Tampered or malformed tokens are `invalid`; genuine ones past their date are `expired`. */
export function verifyResponseToken(secret: Uint8Array, token: string, now = new Date()): ResponseTokenCheck {
  const match = /^([1-9][0-9]{0,9})\.([1-9][0-9]{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return { ok: false, reason: 'invalid' };
  const id = Number(match[1]);
  const exp = Number(match[2]);
  if (!same(match[3] as string, mac(secret, `email-response:${id}:${exp}`)))
    return { ok: false, reason: 'invalid' };
  const expiresAt = new Date(exp * 1000);
  if (expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, recipientId: id, expiresAt };
}

export function unsubscribeToken(secret: Uint8Array, recipientId: number): string {
  return `${recipientId}.${mac(secret, `email-unsubscribe:${recipientId}`)}`;
}

export function verifyUnsubscribeToken(secret: Uint8Array, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return same(match[2] as string, mac(secret, `email-unsubscribe:${id}`)) ? id : null;
}
