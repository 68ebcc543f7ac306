import { type PermissionMatrix, permissionInfo, ROLE_LABELS } from '@portal/contract/access-control';
import { PERMISSIONS, type Permission } from '@portal/contract/permissions';
import { ROLES, type Role } from '@portal/contract/roles';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rolePermissions } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { PermissionStore } from '../../lib/permission-store';
import { writeAudit } from '../audit/write';
import type { Caller } from '../tenancy/scope';

/** What the administrator role always keeps, so some administrator can always manage users and roles. */
const ADMIN_KEEPS: readonly Permission[] = ['users.manage', 'roles.manage'];
export const PERMISSIONS_CHANNEL = 'portal_permissions_changed';

async function grantsByRole(db: Db): Promise<Map<Role, Set<string>>> {
  const rows = await db.select().from(rolePermissions);
  const map = new Map<Role, Set<string>>(ROLES.map((r) => [r, new Set<string>()]));
  for (const r of rows) map.get(r.role)?.add(r.permission);
  return map;
}

export function createAccessControlService(deps: {
  db: Db;
  permissions: PermissionStore;
  /** Tells every process (this one included) that grants changed. */
  announce: () => void;
}) {
  const { db } = deps;
  return {
    async matrix(caller: Caller): Promise<PermissionMatrix> {
      const grants = await grantsByRole(db);
      return {
        permissions: PERMISSIONS.map(permissionInfo),
        roles: ROLES.map((role) => ({
          role,
          label: ROLE_LABELS[role],
          permissions: [...(grants.get(role) ?? [])].sort(),
          editable: role !== caller.user.role,
        })),
      };
    },

    /**
     * Replaces a role's grants. Refused: the caller's own role; adding or removing a code the
     * caller does not hold; the administrator role without user or role management.
     */
    async setRolePermissions(caller: Caller, role: Role, next: Permission[]): Promise<PermissionMatrix> {
      if (role === caller.user.role)
        throw AppError.forbidden("You cannot change your own role's permissions.");
      if (role === 'master_admin') {
        const missing = ADMIN_KEEPS.filter((p) => !next.includes(p));
        if (missing.length > 0)
          throw AppError.conflict(
            `The administrator role must keep ${missing.join(' and ')}, so someone can always manage users and roles.`,
          );
      }
      const held = new Set(await deps.permissions.list(caller.user));
      await db.transaction(async (tx) => {
        // One role's grants change at a time, so two editors cannot interleave their diffs.
        await tx.execute(sql`select pg_advisory_xact_lock(727200)`);
        const before = [...((await grantsByRole(tx)).get(role) ?? [])].sort();
        const after = [...new Set(next)].sort();
        const changed = [
          ...after.filter((p) => !before.includes(p)),
          ...before.filter((p) => !after.includes(p as Permission)),
        ];
        const lacking = changed.filter((p) => !held.has(p));
        if (lacking.length > 0)
          throw AppError.forbidden(
            `You cannot grant or remove permissions you do not hold: ${lacking.join(', ')}.`,
          );
        if (changed.length === 0) return;
        await tx.delete(rolePermissions).where(eq(rolePermissions.role, role));
        if (after.length > 0)
          await tx.insert(rolePermissions).values(after.map((permission) => ({ role, permission })));
        await writeAudit(tx, caller.user, {
          action: 'role.permissions',
          targetType: 'role',
          targetId: role,
          before,
          after,
        });
      });
      deps.announce();
      return this.matrix(caller);
    },
  };
}
