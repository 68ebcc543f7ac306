import { randomBytes } from 'node:crypto';
import type { Checks, Portal } from '../faults/lib';
import { call, msUntil } from './http';

/**
 * Password reset codes allow 5 requests per client address in 10 minutes: asked alternately of
 * both processes, the sixth is refused whichever process gets it (the counter is in PostgreSQL).
 */
export async function rateLimitAcrossProcesses(checks: Checks, a: Portal, b: Portal) {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const via = i % 2 === 0 ? a : b;
    const email = `cluster-${randomBytes(4).toString('hex')}@example.com`;
    statuses.push((await call(via.base, 'POST', '/user/request-otp', undefined, { email })).status);
  }
  checks.check(
    statuses.slice(0, 5).every((s) => s === 200) && statuses.slice(5).every((s) => s === 429),
    `the rate limit counts both processes' requests together (answers ${statuses.join(', ')})`,
  );
}

/**
 * A permission the employer role loses through one process is refused on the other at its next
 * request, and works again there as soon as it is given back.
 */
export async function permissionsAcrossProcesses(
  checks: Checks,
  a: Portal,
  b: Portal,
  tokens: { admin: string; employer: string },
) {
  const templates = () => call(b.base, 'GET', '/template/job-templates', tokens.employer);
  const matrix = await call(a.base, 'GET', '/settings/permissions', tokens.admin);
  const roles = (matrix.json.data as { roles: { role: string; permissions: string[] }[] }).roles;
  const before = roles.find((r) => r.role === 'employer')?.permissions ?? [];
  const put = (permissions: string[]) =>
    call(a.base, 'PUT', '/settings/roles/employer/permissions', tokens.admin, { permissions });
  const allowedBefore = (await templates()).status;
  // The other process hears of the change through PostgreSQL (LISTEN): measured from the answer.
  const revoked = await put(before.filter((p) => p !== 'templates.manage'));
  const refusedMs = await msUntil(Date.now(), async () => (await templates()).status === 403, 2_000);
  const restored = await put(before);
  const allowedMs = await msUntil(Date.now(), async () => (await templates()).status === 200, 2_000);
  checks.check(
    allowedBefore === 200 && revoked.status === 200 && refusedMs !== null && refusedMs <= 1_000,
    `a permission revoked through one process is refused on the other within 1 s (${refusedMs} ms)`,
  );
  checks.check(
    restored.status === 200 && allowedMs !== null && allowedMs <= 1_000,
    `given back, it works on the other process again within 1 s (${allowedMs} ms)`,
  );
  return { refusedMs, allowedMs };
}
