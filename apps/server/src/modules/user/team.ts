import type { OrgUser, OrgUserListQuery } from '@portal/contract/users';
import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { users } from '../../db/schema/users';
import { type Caller, ownedBy } from '../tenancy/scope';

const likeTerm = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * user/list: organisation users the caller may administer — its own organisation's team, or every
 * organisation's for the operator's staff. Candidates belong to no organisation and are not listed.
 */
export async function listOrgUsers(
  db: Db,
  caller: Caller,
  q: OrgUserListQuery,
): Promise<{ rows: OrgUser[]; total: number }> {
  const filters: (SQL | undefined)[] = [isNotNull(users.clientId), ownedBy(caller, users.clientId)];
  if (q.client_id) filters.push(eq(users.clientId, q.client_id));
  if (q.q) {
    const term = likeTerm(q.q);
    filters.push(
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term), ilike(users.email, term)),
    );
  }
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, client: { id: clients.id, name: clients.name, type: clients.type } })
      .from(users)
      .innerJoin(clients, eq(clients.id, users.clientId))
      .where(where)
      .orderBy(asc(clients.name), asc(users.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ user: u, client }) => ({
      id: u.id,
      role: u.role,
      first_name: u.firstName,
      last_name: u.lastName,
      email: u.email,
      phone: u.phone,
      client,
      last_login_at: u.lastLoginAt?.toISOString() ?? null,
      created_at: u.createdAt.toISOString(),
    })),
  };
}
