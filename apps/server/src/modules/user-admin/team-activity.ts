import type { TeamMemberActivity } from '@portal/contract/user-admin';
import type { Db } from '../../core/db/client';
import type { Caller } from '../../platform/tenancy/scope';
import type { Manageable } from './manageable';
import { teamWithActivity } from './repository';

/**
 * The caller's own organisation's team (the operator's staff too see only their own colleagues
 * here) with, per person, jobs posted and applicant status moves since `days` days ago.
 */
export async function teamActivity(
  db: Db,
  caller: Caller,
  days: number,
  manageable: Manageable,
): Promise<TeamMemberActivity[]> {
  const rows = await teamWithActivity(db, caller, days);
  // The team is the caller's own organisation.
  const client = caller.user.client;
  return Promise.all(
    rows.map(async ({ user: u, posted: p, moved: m }) => ({
      id: u.id,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      role: u.role,
      status: u.status,
      invited: u.passwordHash === '',
      last_login_at: u.lastLoginAt?.toISOString() ?? null,
      jobs_posted: Number(p),
      applicants_moved: Number(m),
      can_manage: await manageable(u, client),
    })),
  );
}
