import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The offer mail's link works signed out, so it carries its own proof: the offer id and an HMAC of
 * it keyed with the server secret, under a purpose of its own so no other link's token stands for
 * it. Nothing is stored; the offer's own expiry and status decide what the link may still do.
 */
const mac = (secret: Uint8Array, offerId: number) =>
  createHmac('sha256', secret).update(`offer-answer:${offerId}`).digest('base64url');

export const offerLinkToken = (secret: Uint8Array, offerId: number) => `${offerId}.${mac(secret, offerId)}`;

/** The offer id of a genuine token, else null (compared in constant time). */
export function verifyOfferLinkToken(secret: Uint8Array, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2] as string);
  const expected = Buffer.from(mac(secret, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
