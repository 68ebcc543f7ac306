import type { Role } from '@portal/contract/roles';
import { roleSchema } from '@portal/contract/roles';
import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'portal';
const AUDIENCE = 'portal';

export type AccessClaims = { userId: number; role: Role; tokenVersion: number };

export type TokenService = {
  sign(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }>;
  /** Null for anything that is not a valid, unexpired access token of this portal. */
  verify(token: string): Promise<AccessClaims | null>;
};

export function createTokenService(secret: Uint8Array, ttlSeconds: number): TokenService {
  return {
    async sign({ userId, role, tokenVersion }) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({ role, tv: tokenVersion, typ: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(secret);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const role = roleSchema.safeParse(payload.role);
        if (payload.typ !== 'access' || !Number.isInteger(userId) || !role.success) return null;
        if (typeof payload.tv !== 'number') return null;
        return { userId, role: role.data, tokenVersion: payload.tv };
      } catch (err) {
        if (err instanceof errors.JOSEError) return null;
        throw err;
      }
    },
  };
}
