import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTokenService } from '../../core/lib/tokens';
import type { PermissionStore } from '../auth/permission-store';
import type { UserWithClient } from '../auth/signed-in-user';
import { authPlugin } from './auth';
import { errorsPlugin } from './errors';

const tokens = createTokenService(new TextEncoder().encode('a-test-secret-of-at-least-32-bytes!!'), 600);
const permissions: PermissionStore = { has: async () => true, list: async () => [], invalidate: () => {} };

/** An app whose user lookup fails as node-postgres does when the database is unreachable. */
async function appWithLookup(findUser: (id: number) => Promise<UserWithClient | null>) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(authPlugin, {
    tokens,
    permissions,
    findSession: async (id) => ({ user: await findUser(id), revoked: false }),
  });
  app.get('/who', { onRequest: app.identify }, async (req) => ({ user: req.user?.id ?? null }));
  app.get('/mine', { onRequest: app.authenticate }, async (req) => ({ user: req.user?.id ?? null }));
  return app;
}

const unreachable = async (): Promise<never> => {
  throw new Error('Failed query: select ...', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  });
};

describe('authentication when the user cannot be looked up', () => {
  it('is a 503 on routes that need a user and on routes that only look, never a guest', async () => {
    const app = await appWithLookup(unreachable);
    const { token } = await tokens.sign({ userId: 7, role: 'candidate', tokenVersion: 0 });
    for (const url of ['/mine', '/who']) {
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
    }
  });

  it('still reads a bad token as a guest where signing in is optional, and as 401 where it is not', async () => {
    const app = await appWithLookup(unreachable);
    const headers = { authorization: 'Bearer a.b.c' };
    expect((await app.inject({ url: '/who', headers })).json()).toEqual({ user: null });
    expect((await app.inject({ url: '/mine', headers })).statusCode).toBe(401);
  });
});
