import { type PermissionMatrix, permissionInfo } from '@portal/contract/access-control';
import type {
  CustomRoleInput,
  CustomRoleUpdate,
  RoleDetail,
  RoleSummary,
} from '@portal/contract/custom-roles';
import { PERMISSIONS, type Permission } from '@portal/contract/permissions';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { grantKey } from '../../core/lib/operator';
import { slugify } from '../../core/lib/slug';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { findRole, groupDefs, holderCounts, isBuiltIn, ownGrants, roleDefs } from './catalogue';
import { type AccessControlDeps, assertHolds, assertNotOwn, difference, heldBy } from './guards';
import { catalogue } from './i18n';
import {
  customRoleClash,
  deleteCustomRole,
  insertCustomRole,
  lockAccessControl,
  replaceRolePermissions,
  updateCustomRole,
} from './repository';

/** What the administrator role always keeps, so some administrator can always manage users and roles. */
const ADMIN_KEEPS: readonly Permission[] = ['users.manage', 'roles.manage'];
export const PERMISSIONS_CHANNEL = 'portal_permissions_changed';
const ROLE_NOT_FOUND = catalogue.text('errors.role_not_found');

export function createAccessControlService(deps: AccessControlDeps) {
  const { db } = deps;

  async function summaries(caller: Caller): Promise<(RoleSummary & { inherited: string[] })[]> {
    const [roles, own, groups, holders] = await Promise.all([
      roleDefs(db),
      ownGrants(db),
      groupDefs(db),
      holderCounts(db),
    ]);
    const mine = grantKey(caller.user);
    return roles.map((r) => {
      const permissions = own.get(r.key) ?? [];
      const itsGroups = groups.filter((g) => g.roles.includes(r.key));
      const inherited = [...new Set(itsGroups.flatMap((g) => g.permissions))].sort();
      return {
        key: r.key,
        name: r.name,
        kind: r.kind,
        custom: r.custom,
        description: r.description,
        user_count: holders.get(r.key) ?? 0,
        permissions,
        inherited,
        effective_count: new Set([...permissions, ...inherited]).size,
        groups: itsGroups.map((g) => ({ id: g.id, name: g.name })),
        editable: r.key !== mine,
      };
    });
  }

  async function existing(tx: Db, key: string) {
    const role = await findRole(tx, key);
    if (!role) throw AppError.notFound(ROLE_NOT_FOUND);
    return role;
  }

  async function assertNameFree(tx: Db, name: string, except?: string): Promise<string> {
    const key = slugify(name).slice(0, 60).replace(/-+$/, '');
    if (isBuiltIn(key) || isBuiltIn(key.replace(/-/g, '_')) || (await customRoleClash(tx, name, key, except)))
      throw AppError.conflict(catalogue.text('errors.role_named_already_exists', { name }));
    return key;
  }

  return {
    async matrix(caller: Caller): Promise<PermissionMatrix> {
      return {
        permissions: PERMISSIONS.map(permissionInfo),
        roles: (await summaries(caller)).map((r) => ({
          role: r.key,
          label: r.name,
          kind: r.kind,
          custom: r.custom,
          permissions: r.permissions,
          inherited: r.inherited,
          editable: r.editable,
        })),
      };
    },

    async list(caller: Caller): Promise<RoleSummary[]> {
      return (await summaries(caller)).map(({ inherited: _, ...r }) => r);
    },

    async detail(caller: Caller, key: string): Promise<RoleDetail> {
      const [summary, groups] = await Promise.all([
        summaries(caller).then((all) => all.find((r) => r.key === key)),
        groupDefs(db),
      ]);
      if (!summary) throw AppError.notFound(ROLE_NOT_FOUND);
      const { inherited: _, ...role } = summary;
      const itsGroups = groups.filter((g) => g.roles.includes(key));
      const codes = [...new Set([...role.permissions, ...itsGroups.flatMap((g) => g.permissions)])].sort();
      return {
        ...role,
        effective: codes.map((code) => ({
          code,
          sources: [
            ...(role.permissions.includes(code) ? [{ kind: 'role' as const, name: role.name }] : []),
            ...itsGroups
              .filter((g) => g.permissions.includes(code))
              .map((g) => ({ kind: 'group' as const, name: g.name })),
          ],
        })),
      };
    },

    /**
     * Replaces a role's own grants. Refused: the caller's own role; adding or removing a code the
     * caller does not hold; the administrator role without user or role management.
     */
    async setRolePermissions(caller: Caller, key: string, next: Permission[]): Promise<PermissionMatrix> {
      assertNotOwn(caller, key);
      if (key === 'master_admin') {
        const missing = ADMIN_KEEPS.filter((p) => !next.includes(p));
        if (missing.length > 0)
          throw AppError.conflict(
            catalogue.text('errors.administrator_role_must_keep_so', { missing: missing.join(' and ') }),
          );
      }
      const held = await heldBy(deps.permissions, caller);
      let changed = false;
      await db.transaction(async (tx) => {
        await lockAccessControl(tx);
        await existing(tx, key);
        const before = (await ownGrants(tx)).get(key) ?? [];
        const after = [...new Set(next)].sort();
        const diff = difference(before, after);
        assertHolds(held, diff);
        if (diff.length === 0) return;
        await replaceRolePermissions(tx, key, after);
        await writeAudit(tx, caller.user, {
          action: 'role.permissions',
          targetType: 'role',
          targetId: key,
          before,
          after,
        });
        changed = true;
      });
      if (changed) deps.announce();
      return this.matrix(caller);
    },

    /** A custom role on a built-in kind, with permissions the caller holds. */
    async create(caller: Caller, input: CustomRoleInput): Promise<RoleDetail> {
      const held = await heldBy(deps.permissions, caller);
      const permissions = [...new Set(input.permissions ?? [])].sort();
      assertHolds(held, permissions);
      const key = await db.transaction(async (tx) => {
        await lockAccessControl(tx);
        const k = await assertNameFree(tx, input.name);
        await insertCustomRole(tx, {
          key: k,
          name: input.name,
          kind: input.kind,
          description: input.description ?? '',
        });
        await replaceRolePermissions(tx, k, permissions);
        await writeAudit(tx, caller.user, {
          action: 'role.create',
          targetType: 'role',
          targetId: k,
          after: { name: input.name, kind: input.kind, permissions },
        });
        return k;
      });
      deps.announce();
      return this.detail(caller, key);
    },

    /** Renames or re-describes a custom role; its key (and so its holders' grants) stays. */
    async update(caller: Caller, key: string, patch: CustomRoleUpdate): Promise<RoleDetail> {
      assertNotOwn(caller, key, 'your own role');
      await db.transaction(async (tx) => {
        await lockAccessControl(tx);
        const role = await existing(tx, key);
        if (!role.custom) throw AppError.conflict(catalogue.text('errors.built_in_roles_cannot_renamed'));
        if (patch.name !== undefined) await assertNameFree(tx, patch.name, key);
        await updateCustomRole(tx, key, patch);
        await writeAudit(tx, caller.user, {
          action: 'role.update',
          targetType: 'role',
          targetId: key,
          before: { name: role.name, description: role.description },
          after: { name: patch.name ?? role.name, description: patch.description ?? role.description },
        });
      });
      return this.detail(caller, key);
    },

    /** Deletes a custom role nobody holds, with its grants and group memberships. */
    async remove(caller: Caller, key: string): Promise<void> {
      assertNotOwn(caller, key, 'your own role');
      const held = await heldBy(deps.permissions, caller);
      await db.transaction(async (tx) => {
        await lockAccessControl(tx);
        const role = await existing(tx, key);
        if (!role.custom) throw AppError.conflict(catalogue.text('errors.built_in_roles_cannot_deleted'));
        const holders = (await holderCounts(tx)).get(key) ?? 0;
        if (holders > 0)
          throw AppError.conflict(catalogue.text('errors.role_give_them_another_role', { holders }));
        const before = (await ownGrants(tx)).get(key) ?? [];
        assertHolds(held, before);
        await deleteCustomRole(tx, key);
        await writeAudit(tx, caller.user, {
          action: 'role.delete',
          targetType: 'role',
          targetId: key,
          before: { name: role.name, kind: role.kind, permissions: before },
        });
      });
      deps.announce();
    },
  };
}
