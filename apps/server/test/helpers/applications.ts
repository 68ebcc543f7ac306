import type { FastifyInstance } from 'fastify';
import { bearer, candidateBody } from './requests';

/** Registers a fresh candidate; returns the token, user id and e-mail. */
export async function newCandidate(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = candidateBody(overrides);
  const res = await app.inject({ method: 'POST', url: '/api/candidate/register', payload: body });
  if (res.statusCode !== 201) throw new Error(`candidate sign-up failed: ${res.statusCode} ${res.body}`);
  const data = res.json<{ data: { token: string; user: { id: number } } }>().data;
  return {
    token: data.token,
    id: data.user.id,
    email: body.email as string,
    name: `${body.first_name} ${body.last_name}`,
  };
}

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
