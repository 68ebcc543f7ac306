import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * A mailed link works signed out, so it carries its own proof: `<id>[.<extra>…][.<expiry>].<mac>`, the
 * MAC an HMAC-SHA256 keyed with the server secret over `<purpose>:<id>[:<extra>…][:<expiry>]`. Each kind
 * of link has its own purpose, so one kind's token never verifies as another's; the purpose is in the
 * MAC only. The expiry is in seconds since the epoch. Nothing is stored: what the link may still do is
 * its module's to decide.
 */
export type SignedFields = { id: number; extra?: readonly number[]; expiresAt?: Date };

/** What a purpose's tokens carry besides the id: how many extra numbers, and whether an expiry. */
export type TokenShape = { extra?: number; expires?: boolean };

export type TokenCheck =
  | { ok: true; id: number; extra: number[]; expiresAt: Date | null }
  | { ok: false; reason: 'invalid' | 'expired' };

const ID = /^[1-9][0-9]{0,9}$/;
const EXPIRY = /^[1-9][0-9]{0,11}$/;
const MAC = /^[A-Za-z0-9_-]{43}$/;

const mac = (secret: Uint8Array, purpose: string, fields: readonly (number | string)[]) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${fields.join(':')}`)
    .digest('base64url');

export function signToken(
  secret: Uint8Array,
  purpose: string,
  { id, extra = [], expiresAt }: SignedFields,
): string {
  const fields = [id, ...extra, ...(expiresAt ? [Math.floor(expiresAt.getTime() / 1000)] : [])];
  return `${fields.join('.')}.${mac(secret, purpose, fields)}`;
}

/**
 * Tampered, malformed, of another purpose or of another shape: `invalid`; genuine but past its expiry:
 * `expired`. The MAC is compared in constant time, before the expiry is looked at.
 */
export function verifyToken(
  secret: Uint8Array,
  purpose: string,
  token: string,
  { extra = 0, expires = false }: TokenShape = {},
  now = new Date(),
): TokenCheck {
  const parts = token.trim().split('.');
  const numbers = 1 + extra + (expires ? 1 : 0);
  const given = parts.pop() ?? '';
  const ids = expires ? parts.slice(0, -1) : parts;
  const exp = expires ? (parts.at(-1) ?? '') : undefined;
  if (parts.length !== numbers || !MAC.test(given) || !ids.every((p) => ID.test(p)))
    return { ok: false, reason: 'invalid' };
  if (exp !== undefined && !EXPIRY.test(exp)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(secret, purpose, parts));
  if (!timingSafeEqual(Buffer.from(given), expected)) return { ok: false, reason: 'invalid' };
  const expiresAt = exp === undefined ? null : new Date(Number(exp) * 1000);
  if (expiresAt && expiresAt <= now) return { ok: false, reason: 'expired' };
  const [id, ...rest] = ids.map(Number);
  return { ok: true, id: id as number, extra: rest, expiresAt };
}
