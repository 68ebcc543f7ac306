import { endpoints } from './endpoint';
import type { userSchemas } from './user.schemas';

/**
 * The session's own endpoints (who is signed in, sign out, the account's language), which the
 * client's shell calls from every page (the header's language switch saves the choice): in a module
 * of their own, so its entry chunk carries these rather than the whole user area (./user.ts).
 */
export const userSessionEndpoints = endpoints<Pick<typeof userSchemas, SessionEndpoint>>()({
  me: 'GET user/',
  logout: 'POST user/logout',
  locale: 'PATCH user/locale',
});

export type SessionEndpoint = 'me' | 'logout' | 'locale';
