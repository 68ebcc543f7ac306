import type { FastifyInstance } from 'fastify';
import { bearer } from './requests';

/** Requests to the content pages' settings API (`/api/settings/pages…`) as a token's holder, or none. */
export const pagesApi =
  (app: () => FastifyInstance) =>
  (
    token: string | null,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app().inject({
      method,
      url: `/api/settings/pages${url}`,
      headers: { ...(token ? bearer(token) : {}), ...headers },
      ...(payload ? { payload: payload as string } : {}),
    });
