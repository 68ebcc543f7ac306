import { endpoints } from './endpoint';
import type { userSchemas } from './user.schemas';

/**
 * The session's own endpoints (who is signed in, sign out), which the client's shell calls on every
 * page: in a module of their own, so its entry chunk carries these two rather than the whole user
 * area (./user.ts).
 */
export const userSessionEndpoints = endpoints<Pick<typeof userSchemas, 'me' | 'logout'>>()({
  me: 'GET user/',
  logout: 'POST user/logout',
});
