import { randomUUID } from 'node:crypto';
import type { Role } from '@portal/contract/roles';
import { roleSchema } from '@portal/contract/roles';
import { errors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';

const ISSUER = 'portal';
const AUDIENCE = 'portal';

/**
 * What a token is for, in its `typ` claim: a session (`access`), the second step of a sign-in
 * (`mfa_verify`: the password was right, a code is due), a staff sign-in that must set up two-step
 * sign-in first (`mfa_enrol`), or an e-mail confirmation link (`email`). A token is accepted only
 * where its type is expected, so a challenge token never opens a session's routes.
 */
export type TokenType = 'access' | 'mfa_verify' | 'mfa_enrol' | 'email';

export type AccessClaims = { userId: number; role: Role; tokenVersion: number };
export type VerifiedClaims = AccessClaims & { type: TokenType; jti: string; expiresAt: Date };

export type SignedToken = { token: string; expiresAt: Date; jti: string };

export type TokenService = {
  /** A session token (`access`) unless told otherwise; the lifetime defaults to JWT_TTL. */
  sign(claims: AccessClaims, opts?: { type?: TokenType; ttlSeconds?: number }): Promise<SignedToken>;
  /** Null for anything that is not a valid, unexpired token of this portal and of this type. */
  verify(token: string, type?: TokenType): Promise<VerifiedClaims | null>;
};

/**
 * Tokens already verified, by type and text: every signed-in request sends the same token, and its
 * signature check (an HMAC through WebCrypto's job queue) was a measurable part of a fast route's
 * time. Only valid tokens are kept, and a kept one still expires at its `exp`; what a token may do
 * (revocation, token version, the account's state) is checked on every request by the caller.
 */
const VERIFIED_TOKENS = 10_000;

/**
 * The claims a portal token must carry, checked after its signature: a signed token with an odd
 * claim (a `jti` that is not a UUID would reach the revoked-tokens uuid column and fail there) is
 * refused like an invalid one.
 */
const claimsSchema = z.object({
  sub: z.string().regex(/^[1-9][0-9]{0,9}$/),
  role: roleSchema,
  tv: z.number().int().min(0),
  typ: z.enum(['access', 'mfa_verify', 'mfa_enrol', 'email']),
  jti: z.uuid(),
  exp: z.number().int().positive(),
});

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  const verified = new LRUCache<string, VerifiedClaims>({ max: VERIFIED_TOKENS });
  return {
    async sign({ userId, role, tokenVersion }, opts = {}) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + (opts.ttlSeconds ?? ttlSeconds);
      // A token id of its own, so one session can be ended (user/logout) without ending the others.
      const jti = randomUUID();
      const token = await new SignJWT({ role, tv: tokenVersion, typ: opts.type ?? 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, expiresAt: new Date(exp * 1000), jti };
    },
    async verify(token, type = 'access') {
      const key = `${type} ${token}`;
      const known = verified.get(key);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return known;
        verified.delete(key);
        return null;
      }
      const claims = await verifyOnce(token, type);
      if (claims) verified.set(key, claims);
      return claims;
    },
  };

  async function verifyOnce(token: string, type: TokenType): Promise<VerifiedClaims | null> {
    try {
      const { payload } = await jwtVerify(token, secret, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
      });
      const claims = claimsSchema.safeParse(payload);
      if (!claims.success || claims.data.typ !== type) return null;
      const { sub, role, tv, jti, exp } = claims.data;
      return { userId: Number(sub), role, tokenVersion: tv, type, jti, expiresAt: new Date(exp * 1000) };
    } catch (err) {
      if (err instanceof errors.JOSEError) return null;
      throw err;
    }
  }
}
