import type { AuditQuery } from '@portal/contract/user-admin';
import { and, asc, count, desc, eq, gte, ilike, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { customRoles, roleGroupPermissions, roleGroupRoles, roleGroups } from '../../core/db/schema/roles';
import { auditLog } from '../../core/db/schema/user-admin';
import { rolePermissions, users } from '../../core/db/schema/users';

/** One access-control change at a time, so two editors cannot interleave their diffs. */
export async function lockAccessControl(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(727200)`);
}

/** Tells every process listening on the channel that grants changed; `sender` lets this one skip it. */
export async function notifyGrantsChanged(db: Db, channel: string, sender: string) {
  await db.execute(sql`select pg_notify(${channel}, ${sender})`);
}

// Custom roles

export const customRoleRows = (db: Db) => db.select().from(customRoles).orderBy(asc(customRoles.name));

export async function customRoleByKey(db: Db, key: string) {
  const [row] = await db.select().from(customRoles).where(eq(customRoles.key, key));
  return row;
}

/** Whether a custom role other than `except` has this name (any case) or this key. */
export async function customRoleClash(db: Db, name: string, key: string, except?: string) {
  const taken = await db
    .select({ key: customRoles.key })
    .from(customRoles)
    .where(
      and(
        sql`(lower(${customRoles.name}) = lower(${name}) or ${customRoles.key} = ${key})`,
        except ? ne(customRoles.key, except) : undefined,
      ),
    );
  return taken.length > 0;
}

export async function insertCustomRole(db: Db, values: typeof customRoles.$inferInsert) {
  await db.insert(customRoles).values(values);
}

export async function updateCustomRole(db: Db, key: string, set: { name?: string; description?: string }) {
  await db.update(customRoles).set(set).where(eq(customRoles.key, key));
}

/** Deletes a custom role with its own grants and its group memberships. */
export async function deleteCustomRole(db: Db, key: string) {
  await db.delete(rolePermissions).where(eq(rolePermissions.role, key));
  await db.delete(roleGroupRoles).where(eq(roleGroupRoles.role, key));
  await db.delete(customRoles).where(eq(customRoles.key, key));
}

// Grants

/** Every role's own grant, by permission code. */
export const rolePermissionRows = (db: Db) =>
  db.select().from(rolePermissions).orderBy(asc(rolePermissions.permission));

/** Replaces a role's own grants with these codes. */
export async function replaceRolePermissions(db: Db, role: string, codes: string[]) {
  await db.delete(rolePermissions).where(eq(rolePermissions.role, role));
  if (codes.length > 0)
    await db.insert(rolePermissions).values(codes.map((permission) => ({ role, permission })));
}

/** How many accounts hold each role key (a custom role's holders under the custom role). */
export function holderCountRows(db: Db) {
  const key = sql<string>`coalesce(${users.customRole}, ${users.role})`;
  return db.select({ key, n: count() }).from(users).groupBy(key);
}

// Role groups

/** Every group by name, with every group's permissions and roles (sorted). */
export function groupRows(db: Db) {
  return Promise.all([
    db.select().from(roleGroups).orderBy(asc(roleGroups.name)),
    db.select().from(roleGroupPermissions).orderBy(asc(roleGroupPermissions.permission)),
    db.select().from(roleGroupRoles).orderBy(asc(roleGroupRoles.role)),
  ]);
}

/** Whether a group other than `exceptId` has this name, whatever its case. */
export async function groupNameTaken(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: roleGroups.id })
    .from(roleGroups)
    .where(
      and(
        sql`lower(${roleGroups.name}) = lower(${name})`,
        exceptId ? ne(roleGroups.id, exceptId) : undefined,
      ),
    );
  return taken !== undefined;
}

export async function insertGroup(db: Db, values: { name: string; description: string }) {
  const [row] = await db.insert(roleGroups).values(values).returning({ id: roleGroups.id });
  return row;
}

export async function updateGroup(db: Db, id: number, set: { name: string; description: string }) {
  await db.update(roleGroups).set(set).where(eq(roleGroups.id, id));
}

/** Replaces a group's permissions and the roles it is granted to. */
export async function replaceGroupMembers(db: Db, id: number, permissions: string[], roles: string[]) {
  await db.delete(roleGroupPermissions).where(eq(roleGroupPermissions.groupId, id));
  await db.delete(roleGroupRoles).where(eq(roleGroupRoles.groupId, id));
  if (permissions.length > 0)
    await db
      .insert(roleGroupPermissions)
      .values(permissions.map((permission) => ({ groupId: id, permission })));
  if (roles.length > 0) await db.insert(roleGroupRoles).values(roles.map((role) => ({ groupId: id, role })));
}

export async function deleteGroup(db: Db, id: number) {
  await db.delete(roleGroups).where(eq(roleGroups.id, id));
}

// The audit log

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the audit log, newest first, narrowed by action (prefix), actor e-mail, target and dates (UTC days). */
export async function auditLogPage(db: Db, q: AuditQuery) {
  const filters: (SQL | undefined)[] = [];
  if (q.action) filters.push(ilike(auditLog.action, `${escapeLike(q.action)}%`));
  if (q.actor) filters.push(ilike(auditLog.actorEmail, `%${escapeLike(q.actor)}%`));
  if (q.target_type) filters.push(eq(auditLog.targetType, q.target_type));
  if (q.target_id) filters.push(eq(auditLog.targetId, q.target_id));
  if (q.from) filters.push(gte(auditLog.createdAt, sql`${q.from}::date`));
  if (q.to) filters.push(lt(auditLog.createdAt, sql`${q.to}::date + 1`));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
