import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A browser that has signed in to an account before carries this cookie (HttpOnly, only sent to the
 * sign-in routes): `v1.<user id>.<nonce>.<HMAC>`, keyed with the server secret so it cannot be
 * forged. The per-account sign-in throttle lets it through, so an attacker who fails on purpose
 * cannot keep the owner out of their own account on their own devices.
 */
export const DEVICE_COOKIE = 'portal_device';
const MAX_AGE_SECONDS = 180 * 86_400;
const PATH = '/api/user';

const mac = (secret: Uint8Array, payload: string) =>
  createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

export function deviceCookieValue(secret: Uint8Array, userId: number): string {
  const payload = `v1.${userId}.${randomBytes(12).toString('base64url')}`;
  return `${payload}.${mac(secret, payload)}`;
}

/** The Set-Cookie header for the device of `userId`; Secure when the portal is served over HTTPS. */
export function deviceSetCookie(secret: Uint8Array, userId: number, secure: boolean): string {
  const attrs = [`Path=${PATH}`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) attrs.push('Secure');
  return `${DEVICE_COOKIE}=${deviceCookieValue(secret, userId)}; ${attrs.join('; ')}`;
}

/** The account id a valid device cookie of the Cookie header names; null for none or a forged one. */
export function deviceUserId(secret: Uint8Array, cookieHeader: string | undefined): number | null {
  if (!cookieHeader || cookieHeader.length > 8192) return null;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== DEVICE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    const m = /^(v1\.([1-9][0-9]{0,9})\.[A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!m?.[1] || !m[2] || !m[3]) continue;
    const expected = Buffer.from(mac(secret, m[1]));
    const given = Buffer.from(m[3]);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return Number(m[2]);
  }
  return null;
}
