import type { Db } from '../../core/db/client';
import { customRoles, roleGroupPermissions, roleGroupRoles, roleGroups } from '../../core/db/schema/roles';
import { rolePermissions } from '../../core/db/schema/users';

/**
 * A custom role and a role group to show on /admin-pannel/roles and /role-groups: a recruiter who
 * posts jobs, with the candidate pipeline from a group. Made once; an administrator's later edits
 * or deletions are never undone (nothing is added when the name is taken or was seeded before).
 */
export async function seedAccessControl(tx: Db): Promise<void> {
  const [role] = await tx
    .insert(customRoles)
    .values({
      key: 'job-poster',
      name: 'Job poster',
      kind: 'ats',
      description: 'Posts and edits jobs from templates; the candidate pipeline comes from its group.',
    })
    .onConflictDoNothing()
    .returning({ key: customRoles.key });
  if (!role) return;
  await tx
    .insert(rolePermissions)
    .values(
      ['clients.view', 'jobs.manage', 'templates.manage'].map((permission) => ({
        role: role.key,
        permission,
      })),
    )
    .onConflictDoNothing();
  const [group] = await tx
    .insert(roleGroups)
    .values({ name: 'Candidate pipeline', description: 'Move applicants and keep notes on candidates.' })
    .onConflictDoNothing()
    .returning({ id: roleGroups.id });
  if (!group) return;
  await tx
    .insert(roleGroupPermissions)
    .values(
      ['applications.manage', 'candidates.feedback'].map((permission) => ({ groupId: group.id, permission })),
    );
  await tx.insert(roleGroupRoles).values({ groupId: group.id, role: role.key });
}
