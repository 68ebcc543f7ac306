import type { FastifyInstance } from 'fastify';
import { TEST_DEMO_PASSWORD } from '../setup/constants';

export const DEMO = {
  candidate: 'candidate@demo.example.com',
  employer: 'employer@demo.example.com',
  consultancy: 'consultancy@demo.example.com',
  consultancy_admin: 'consultancy_admin@demo.example.com',
  ats: 'ats@demo.example.com',
  master_admin: 'admin@demo.example.com',
} as const;
export const DEMO_PASSWORD = TEST_DEMO_PASSWORD;

export const LOGIN_URL = {
  candidate: '/api/user/candi_login',
  employer: '/api/user/employer_login',
  consultancy: '/api/user/consultancy-login',
  admin: '/api/user/admin-login',
} as const;

/** Signs in and returns the bearer token; fails the test loudly when sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  kind: keyof typeof LOGIN_URL,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: LOGIN_URL[kind], payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { token: string } }>().data.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A valid candidate registration; override fields per test. */
export function candidateBody(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Fatima',
    last_name: 'Al Mansoori',
    email: `cand-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '+971 50 123 4567',
    password: 'Forklift-Route-Planner-7',
    ...overrides,
  };
}

export function clientBody(overrides: Record<string, unknown> = {}) {
  return {
    client_type: 'employer',
    company_name: 'Jebel Ali Cargo Movers',
    first_name: 'Rashid',
    last_name: 'Khan',
    email: `hr-${Math.random().toString(36).slice(2, 10)}@example.com`,
    phone: '+971 4 555 0101',
    password: 'Container-Yard-Shift-42',
    ...overrides,
  };
}

/** A multipart/form-data body built by hand, as the client's FormData would send it. */
export function multipart(fields: Record<string, string>) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
