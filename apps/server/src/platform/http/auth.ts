import type { Permission } from '@portal/contract/permissions';
import type { Role } from '@portal/contract/roles';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, isAppError } from '../../core/lib/app-error';
import type { TokenService } from '../../core/lib/tokens';
import { assertClientActive } from '../auth/client-access';
import type { PermissionStore } from '../auth/permission-store';
import type { UserWithClient } from '../auth/signed-in-user';

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by `authenticate`; null on public routes. */
    user: UserWithClient | null;
    /** The id and expiry of the token that signed this request in, for user/logout. */
    session: { jti: string; expiresAt: Date } | null;
  }
  interface FastifyInstance {
    authenticate: Hook;
    /** Sets req.user when a valid token is sent; public routes that show owners more use it. */
    identify: Hook;
    requirePermission(permission: Permission): Hook[];
    requireRole(...roles: Role[]): Hook[];
  }
}

/** The signed-in user of a route guarded by `authenticate`; a programming error otherwise. */
export function currentUser(req: FastifyRequest): UserWithClient {
  if (!req.user) throw new Error('currentUser() on a route without authenticate');
  return req.user;
}

/** The token of a route guarded by `authenticate`. */
export function currentSession(req: FastifyRequest): { jti: string; expiresAt: Date } {
  if (!req.session) throw new Error('currentSession() on a route without authenticate');
  return req.session;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** What the plugin needs from the user module; the app passes it in (plugins import no module). */
export type AuthOptions = {
  tokens: TokenService;
  permissions: PermissionStore;
  /**
   * The user a token names, with their organisation (null: no such user), and whether this token
   * was ended by user/logout: one lookup, as every signed-in request makes it.
   */
  findSession: (userId: number, jti: string) => Promise<{ user: UserWithClient | null; revoked: boolean }>;
};

/**
 * Bearer-token authentication. Guards run as onRequest hooks, before the body is even parsed, so an
 * unauthenticated caller learns nothing from validation messages. Deny by default. Only a bad token
 * or a blocked account is "not signed in"; a failure to look the user up (the database down) goes
 * to the error model as it is (503 for an outage).
 */
export const authPlugin = fp(
  async (app: FastifyInstance, opts: AuthOptions) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    const authenticate: Hook = async (req) => {
      const match = BEARER.exec(req.headers.authorization ?? '');
      if (!match?.[1]) throw AppError.unauthorized();
      const claims = await opts.tokens.verify(match[1]);
      if (!claims) throw AppError.unauthorized();
      const { user, revoked } = await opts.findSession(claims.userId, claims.jti);
      // Gone, signed out everywhere (password change or reset, "sign out everywhere") since the
      // token was issued, or this session was signed out.
      if (!user || user.tokenVersion !== claims.tokenVersion || revoked) throw AppError.unauthorized();
      // Suspending bumps the token version too; this holds even for a token signed after it.
      if (user.status !== 'active') throw AppError.unauthorized();
      assertClientActive(user.client);
      req.user = user;
      req.session = { jti: claims.jti, expiresAt: claims.expiresAt };
    };

    app.decorate('authenticate', authenticate);
    app.decorate('identify', async (req: FastifyRequest, reply: FastifyReply) => {
      if (!req.headers.authorization) return;
      try {
        await authenticate(req, reply);
      } catch (err) {
        // A bad or stale token, or a blocked organisation, reads as a guest; nothing else does.
        if (!isAppError(err) || (err.status !== 401 && err.status !== 403)) throw err;
        req.user = null;
        req.session = null;
      }
    });
    app.decorate('requirePermission', (permission: Permission) => [
      authenticate,
      async (req: FastifyRequest) => {
        if (!(await opts.permissions.has(currentUser(req), permission))) throw AppError.forbidden();
      },
    ]);
    app.decorate('requireRole', (...roles: Role[]) => [
      authenticate,
      async (req: FastifyRequest) => {
        if (!roles.includes(currentUser(req).role)) throw AppError.forbidden();
      },
    ]);
  },
  { name: 'auth' },
);
