import type { TeamMemberActivity } from '@portal/contract/user-admin';
import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applicationEvents } from '../../db/schema/applications';
import { jobs } from '../../db/schema/jobs';
import { users } from '../../db/schema/users';
import { type Caller, ownOrgOnly } from '../tenancy/scope';

/**
 * The caller's own organisation's team (the operator's staff too see only their own colleagues
 * here) with, per person, jobs posted and applicant status moves since `days` days ago.
 */
export async function teamActivity(db: Db, caller: Caller, days: number): Promise<TeamMemberActivity[]> {
  const since = sql`now() - ${days} * interval '1 day'`;
  const posted = db
    .select({ userId: jobs.createdBy, n: count().as('posted') })
    .from(jobs)
    .where(gte(jobs.createdAt, since))
    .groupBy(jobs.createdBy)
    .as('posted');
  const moved = db
    .select({ userId: applicationEvents.changedBy, n: count().as('moved') })
    .from(applicationEvents)
    .where(gte(applicationEvents.createdAt, since))
    .groupBy(applicationEvents.changedBy)
    .as('moved');
  const rows = await db
    .select({
      user: users,
      posted: sql<number>`coalesce(${posted.n}, 0)::int`,
      moved: sql<number>`coalesce(${moved.n}, 0)::int`,
    })
    .from(users)
    .leftJoin(posted, eq(posted.userId, users.id))
    .leftJoin(moved, eq(moved.userId, users.id))
    .where(and(ownOrgOnly(caller, users.clientId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  return rows.map(({ user: u, posted: p, moved: m }) => ({
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
  }));
}
