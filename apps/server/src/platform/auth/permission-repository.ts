import { eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client';
import { roleGroupPermissions, roleGroupRoles } from '../../core/db/schema/roles';
import { rolePermissions } from '../../core/db/schema/users';

export type RoleGrant = { role: string; permission: string };

/** Every role's grants: its own (role_permissions) and, as further rows, its role groups'. */
export async function loadRoleGrants(db: Db): Promise<RoleGrant[]> {
  const [own, grouped] = await Promise.all([
    db.select().from(rolePermissions),
    db
      .select({ role: roleGroupRoles.role, permission: roleGroupPermissions.permission })
      .from(roleGroupRoles)
      .innerJoin(roleGroupPermissions, eq(roleGroupPermissions.groupId, roleGroupRoles.groupId)),
  ]);
  return [...own, ...grouped];
}
