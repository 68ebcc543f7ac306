import type { Permission } from '@portal/contract/permissions';
import type { Role } from '@portal/contract/roles';
import type { Db } from '../db/client';
import { rolePermissions } from '../db/schema/users';

export type PermissionStore = {
  has(role: Role, permission: Permission): Promise<boolean>;
  list(role: Role): Promise<string[]>;
  /** Call after role_permissions changes. */
  invalidate(): void;
};

/** role_permissions cached in memory: every authorised call asks, and the table rarely changes. */
export function createPermissionStore(db: Db): PermissionStore {
  let cache: Promise<Map<string, Set<string>>> | undefined;
  const load = () => {
    cache ??= db
      .select()
      .from(rolePermissions)
      .then((rows) => {
        const map = new Map<string, Set<string>>();
        for (const r of rows) {
          const set = map.get(r.role) ?? new Set<string>();
          set.add(r.permission);
          map.set(r.role, set);
        }
        return map;
      })
      .catch((err: unknown) => {
        cache = undefined;
        throw err;
      });
    return cache;
  };
  return {
    async has(role, permission) {
      return (await load()).get(role)?.has(permission) ?? false;
    },
    async list(role) {
      return [...((await load()).get(role) ?? [])].sort();
    },
    invalidate() {
      cache = undefined;
    },
  };
}
