import type { RoleGroup, RoleGroupInput, RoleGroupUpdate } from '@portal/contract/custom-roles';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { grantKey } from '../../core/lib/operator';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { type GroupDef, groupDefs, roleDefs } from './catalogue';
import { type AccessControlDeps, assertHolds, heldBy } from './guards';
import { catalogue } from './i18n';
import {
  deleteGroup,
  groupNameTaken,
  insertGroup,
  lockAccessControl,
  replaceGroupMembers,
  updateGroup,
} from './repository';

const GROUP_NOT_FOUND = catalogue.text('errors.role_group_not_found');

/**
 * Role groups: a bundle's permissions reach every role it is granted to, so changing a group is
 * granting. The caller must hold every permission the group had and will have, and a group that
 * is (or would be) granted to the caller's own role is not theirs to change.
 */
export function createRoleGroupService(deps: AccessControlDeps) {
  const { db } = deps;

  async function view(caller: Caller, groups: GroupDef[]): Promise<RoleGroup[]> {
    const [roles, held] = await Promise.all([roleDefs(db), heldBy(deps.permissions, caller)]);
    const names = new Map(roles.map((r) => [r.key, r.name]));
    const mine = grantKey(caller.user);
    return groups.map((g) => ({
      ...g,
      roles: g.roles.map((key) => ({ key, name: names.get(key) ?? key })),
      editable: !g.roles.includes(mine) && g.permissions.every((p) => held.has(p)),
    }));
  }

  async function mayChange(
    caller: Caller,
    before: GroupDef | null,
    after: { permissions: string[]; roles: string[] },
  ) {
    const mine = grantKey(caller.user);
    if (before?.roles.includes(mine) || after.roles.includes(mine))
      throw AppError.forbidden(catalogue.text('errors.you_cannot_change_group_granted'));
    assertHolds(await heldBy(deps.permissions, caller), [
      ...(before?.permissions ?? []),
      ...after.permissions,
    ]);
  }

  async function check(
    tx: Db,
    caller: Caller,
    before: GroupDef | null,
    after: { name: string; permissions: string[]; roles: string[] },
  ) {
    const known = new Set((await roleDefs(tx)).map((r) => r.key));
    const unknown = after.roles.filter((r) => !known.has(r));
    if (unknown.length > 0)
      throw AppError.validation({
        roles: [catalogue.text('errors.unknown_role', { unknown: unknown.join(', ') })],
      });
    await mayChange(caller, before, after);
    if (await groupNameTaken(tx, after.name, before?.id))
      throw AppError.conflict(catalogue.text('errors.role_group_named_already_exists', { name: after.name }));
  }

  async function one(tx: Db, id: number): Promise<GroupDef> {
    const group = (await groupDefs(tx)).find((g) => g.id === id);
    if (!group) throw AppError.notFound(GROUP_NOT_FOUND);
    return group;
  }

  const snapshot = (g: { name: string; permissions: string[]; roles: string[] }) => ({
    name: g.name,
    permissions: g.permissions,
    roles: g.roles,
  });

  return {
    async list(caller: Caller): Promise<RoleGroup[]> {
      return view(caller, await groupDefs(db));
    },

    async create(caller: Caller, input: RoleGroupInput): Promise<RoleGroup> {
      const after = {
        name: input.name,
        permissions: [...new Set(input.permissions)].sort(),
        roles: [...new Set(input.roles ?? [])].sort(),
      };
      const id = await db.transaction(async (tx) => {
        await lockAccessControl(tx);
        await check(tx, caller, null, after);
        const row = await insertGroup(tx, { name: input.name, description: input.description ?? '' });
        if (!row) throw new Error('role group insert returned no row');
        await replaceGroupMembers(tx, row.id, after.permissions, after.roles);
        await writeAudit(tx, caller.user, {
          action: 'role_group.create',
          targetType: 'role_group',
          targetId: row.id,
          after: snapshot(after),
        });
        return row.id;
      });
      deps.announce();
      const [group] = await view(caller, [await one(db, id)]);
      if (!group) throw AppError.notFound(GROUP_NOT_FOUND);
      return group;
    },

    async update(caller: Caller, id: number, patch: RoleGroupUpdate): Promise<RoleGroup> {
      await db.transaction(async (tx) => {
        await lockAccessControl(tx);
        const before = await one(tx, id);
        const after = {
          name: patch.name ?? before.name,
          permissions: patch.permissions ? [...new Set(patch.permissions)].sort() : before.permissions,
          roles: patch.roles ? [...new Set(patch.roles)].sort() : before.roles,
        };
        await check(tx, caller, before, after);
        await updateGroup(tx, id, { name: after.name, description: patch.description ?? before.description });
        await replaceGroupMembers(tx, id, after.permissions, after.roles);
        await writeAudit(tx, caller.user, {
          action: 'role_group.update',
          targetType: 'role_group',
          targetId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      deps.announce();
      const [group] = await view(caller, [await one(db, id)]);
      if (!group) throw AppError.notFound(GROUP_NOT_FOUND);
      return group;
    },

    async remove(caller: Caller, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAccessControl(tx);
        const before = await one(tx, id);
        await mayChange(caller, before, { permissions: [], roles: [] });
        await deleteGroup(tx, id);
        await writeAudit(tx, caller.user, {
          action: 'role_group.delete',
          targetType: 'role_group',
          targetId: id,
          before: snapshot(before),
        });
      });
      deps.announce();
    },
  };
}
