import type { FastifyInstance } from 'fastify';
import { registerCandidate } from './registration';
import { bearer } from './requests';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Registers a fresh candidate and returns a caller bound to their token. */
export async function newCandidate(app: FastifyInstance) {
  const { token, id } = await registerCandidate(app);
  return { token, id, call: caller(app, token) };
}

export const caller =
  (app: FastifyInstance, token: string) => (method: Method, url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as string }),
    });

/** The item just added: every write answers with the whole profile, newest rows included. */
export const idOf = (list: { id: number }[]) => Math.max(...list.map((i) => i.id));
