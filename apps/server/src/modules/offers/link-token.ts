import { signToken, verifyToken } from '../../core/lib/signed-token';

/**
 * The offer mail's link works signed out, so it carries its own proof (core/lib/signed-token): the
 * offer id under a purpose of its own. It carries no expiry: the offer's own expiry and status decide
 * what the link may still do.
 */
const PURPOSE = 'offer-answer';

export const offerLinkToken = (secret: Uint8Array, offerId: number) =>
  signToken(secret, PURPOSE, { id: offerId });

/** The offer id of a genuine token, else null. */
export function verifyOfferLinkToken(secret: Uint8Array, token: string): number | null {
  const check = verifyToken(secret, PURPOSE, token);
  return check.ok ? check.id : null;
}
