import type { UserListQuery, UserRow } from '@portal/contract/user-admin';
import { and, asc, count, desc, eq, gt, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { applicationEvents } from '../../core/db/schema/applications';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { customRoles } from '../../core/db/schema/roles';
import { auditLog, userInvitations } from '../../core/db/schema/user-admin';
import { users } from '../../core/db/schema/users';
import type { UserRow as UserRecord } from '../../platform/auth/signed-in-user';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy, ownOrgOnly } from '../../platform/tenancy/scope-repository';
import type { Manageable } from './manageable';

const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const DAY = sql`interval '1 day'`;

/**
 * Who a caller reaches among accounts: the operator's staff every account, candidates included;
 * anyone else their own organisation's users only.
 */
export const reachable = (caller: Caller): SQL | undefined => ownedBy(caller, users.clientId);

const SORTS: Record<UserListQuery['sort'], SQL[]> = {
  organisation: [sql`${clients.name} asc nulls last`, asc(users.id)],
  name: [asc(users.firstName), asc(users.lastName), asc(users.id)],
  email: [asc(users.email)],
  last_login: [sql`${users.lastLoginAt} desc nulls last`, asc(users.id)],
  newest: [desc(users.createdAt), desc(users.id)],
};

export function toUserRow(
  u: UserRecord,
  client: { id: number; name: string; type: 'employer' | 'consultancy' } | null,
  customRoleName: string | null,
  canManage: boolean,
): UserRow {
  return {
    id: u.id,
    role: u.role,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    phone: u.phone,
    status: u.status,
    client,
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
    invited: u.passwordHash === '',
    custom_role: u.customRole ? { key: u.customRole, name: customRoleName ?? u.customRole } : null,
    can_manage: canManage,
  };
}

export async function listUsers(
  db: Db,
  caller: Caller,
  q: UserListQuery,
  manageable: Manageable,
): Promise<{ rows: UserRow[]; total: number }> {
  const filters: (SQL | undefined)[] = [reachable(caller)];
  if (q.client_id) filters.push(eq(users.clientId, q.client_id));
  if (q.role) filters.push(eq(users.role, q.role));
  if (q.status) filters.push(eq(users.status, q.status));
  if (q.last_login === 'never') filters.push(isNull(users.lastLoginAt));
  if (q.last_login === '7d') filters.push(gte(users.lastLoginAt, sql`now() - 7 * ${DAY}`));
  if (q.last_login === '30d') filters.push(gte(users.lastLoginAt, sql`now() - 30 * ${DAY}`));
  if (q.last_login === 'over_30d') filters.push(lt(users.lastLoginAt, sql`now() - 30 * ${DAY}`));
  if (q.q) {
    const term = likeTerm(q.q);
    filters.push(
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term), ilike(users.email, term)),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        user: users,
        client: { id: clients.id, name: clients.name, type: clients.type, isOperator: clients.isOperator },
        roleName: customRoles.name,
      })
      .from(users)
      .leftJoin(clients, eq(clients.id, users.clientId))
      .leftJoin(customRoles, eq(customRoles.key, users.customRole))
      .where(where)
      .orderBy(...SORTS[q.sort])
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: await Promise.all(
      rows.map(async ({ user, client, roleName }) =>
        toUserRow(
          user,
          client && { id: client.id, name: client.name, type: client.type },
          roleName,
          await manageable(user, client),
        ),
      ),
    ),
  };
}

/** The id of a user the caller reaches, or undefined (no such user, or another organisation's). */
export async function reachableUserId(db: Db, caller: Caller, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), reachable(caller)));
  return row?.id;
}

/** An organisation the caller reaches (any for the operator's staff, else its own), or undefined. */
export async function organisationInScope(db: Db, caller: Caller, clientId: number) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, clientId), ownedBy(caller, clients.id)));
  return row;
}

/** A staff-made organisation: active from now. */
export async function insertActiveOrganisation(
  db: Db,
  values: { type: 'employer' | 'consultancy'; name: string },
) {
  const [row] = await db
    .insert(clients)
    .values({ ...values, status: 'active', activatedAt: sql`now()` })
    .returning();
  return row;
}

/** The last ten audit entries about the user or by them, newest first. */
export function auditTrailOf(db: Db, userId: number) {
  return db
    .select()
    .from(auditLog)
    .where(
      or(
        and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))),
        eq(auditLog.actorId, userId),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(10);
}

/** The user's last five posted jobs, newest first. */
export function jobsPostedBy(db: Db, userId: number) {
  return db
    .select({ title: jobs.title, createdAt: jobs.createdAt })
    .from(jobs)
    .where(eq(jobs.createdBy, userId))
    .orderBy(desc(jobs.createdAt))
    .limit(5);
}

/** Suspends an account and ends its sessions (the token version moves on). */
export async function suspendUser(db: Db, id: number) {
  await db
    .update(users)
    .set({
      status: 'suspended',
      suspendedAt: sql`now()`,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}

export async function reactivateUser(db: Db, id: number) {
  await db
    .update(users)
    .set({ status: 'active', suspendedAt: null, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function setUserRole(
  db: Db,
  id: number,
  next: { role: UserRecord['role']; customRole: string | null },
) {
  await db
    .update(users)
    .set({ ...next, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/**
 * The caller's own organisation's team with, per person, jobs posted and applicant status moves
 * since `days` days ago, by name.
 */
export function teamWithActivity(db: Db, caller: Caller, days: number) {
  const since = sql`now() - ${days} * ${DAY}`;
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
  return db
    .select({
      user: users,
      posted: sql<number>`coalesce(${posted.n}, 0)::int`,
      moved: sql<number>`coalesce(${moved.n}, 0)::int`,
    })
    .from(users)
    .leftJoin(posted, eq(posted.userId, users.id))
    .leftJoin(moved, eq(moved.userId, users.id))
    .where(ownOrgOnly(caller, users.clientId))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

// Password links (invitations and administrator resets)

/** Spends every unused link of the user, so that only the next one works. */
export async function spendUserLinks(db: Db, userId: number) {
  await db
    .update(userInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userInvitations.userId, userId), isNull(userInvitations.usedAt)));
}

export async function insertPasswordLink(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; invitedBy: number },
) {
  await db.insert(userInvitations).values(values);
}

/** An unused, unexpired link by its token's hash, with whom it is for. */
export async function liveLink(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      id: userInvitations.id,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      role: users.role,
    })
    .from(userInvitations)
    .innerJoin(users, eq(users.id, userInvitations.userId))
    .where(
      and(
        eq(userInvitations.tokenHash, tokenHash),
        isNull(userInvitations.usedAt),
        gt(userInvitations.expiresAt, sql`now()`),
      ),
    );
  return row;
}

/** Spends one link; false when it was already spent (another use won). */
export async function spendLink(db: Db, id: number): Promise<boolean> {
  const spent = await db
    .update(userInvitations)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userInvitations.id, id), isNull(userInvitations.usedAt)))
    .returning({ id: userInvitations.id });
  return spent.length > 0;
}

/** Sets a password and ends every session of the user. */
export async function setPassword(db: Db, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}
