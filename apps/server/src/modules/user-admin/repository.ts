import type { UserListQuery, UserRow } from '@portal/contract/user-admin';
import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { customRoles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import type { UserRow as UserRecord } from '../../lib/signed-in-user';
import { type Caller, ownedBy } from '../tenancy/scope';

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
  customRoleName: string | null = null,
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
  };
}

export async function listUsers(
  db: Db,
  caller: Caller,
  q: UserListQuery,
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
        client: { id: clients.id, name: clients.name, type: clients.type },
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
  return { total: total?.n ?? 0, rows: rows.map((r) => toUserRow(r.user, r.client, r.roleName)) };
}
