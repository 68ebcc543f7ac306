import type { FastifyInstance } from 'fastify';
import { registerCandidate } from './registration';
import { bearer } from './requests';

/** Registers a fresh candidate (sign-up, then the mailed link); returns the token, user id and e-mail. */
export const newCandidate = (app: FastifyInstance, overrides: Record<string, unknown> = {}) =>
  registerCandidate(app, overrides);

/** Applies for a job and returns the application id; fails loudly otherwise. */
export async function applyFor(app: FastifyInstance, token: string, jobId: number, coverNote?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/jobs/apply',
    headers: bearer(token),
    payload: { job_id: jobId, ...(coverNote ? { cover_note: coverNote } : {}) },
  });
  if (res.statusCode !== 201) throw new Error(`apply failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { id: number } }>().data.id;
}
