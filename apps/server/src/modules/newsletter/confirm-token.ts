import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The confirmation link's token: the subscription id and an HMAC of it and the moment its
 * confirmation was mailed. Asking again mails a new link and retires the old one; nothing is
 * stored beyond the row.
 */
const mac = (secret: Uint8Array, id: number, sentAt: Date) =>
  createHmac('sha256', secret).update(`newsletter-confirm:${id}:${sentAt.getTime()}`).digest('base64url');

export const confirmToken = (secret: Uint8Array, id: number, sentAt: Date) =>
  `${id}.${mac(secret, id, sentAt)}`;

/** The id a token names (checked against its row's sent time by `confirmTokenMatches`), else null. */
export function confirmTokenId(token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token.trim());
  return match ? Number(match[1]) : null;
}

export function confirmTokenMatches(secret: Uint8Array, token: string, id: number, sentAt: Date): boolean {
  const given = Buffer.from(token.trim());
  const expected = Buffer.from(confirmToken(secret, id, sentAt));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
