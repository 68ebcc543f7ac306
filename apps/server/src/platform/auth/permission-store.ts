import { OPERATOR_ONLY_PERMISSIONS, type Permission } from '@portal/contract/permissions';
import type { Db } from '../../core/db/client';
import { type Grantee, grantKey, isOperatorStaff } from '../../core/lib/operator';
import { loadRoleGrants } from './permission-repository';

export type PermissionStore = {
  /** Whether the user holds the code: their role's grant, and operator-only codes only for operator staff. */
  has(user: Grantee, permission: Permission): Promise<boolean>;
  /** Every code the user holds, sorted (what the profile shows). */
  list(user: Grantee): Promise<string[]>;
  /** Call after role_permissions, a custom role or a role group changes. */
  invalidate(): void;
};

const operatorOnly: ReadonlySet<string> = new Set(OPERATOR_ONLY_PERMISSIONS);

/**
 * Each role's effective grants (its own in role_permissions plus its role groups'), keyed by the
 * built-in role's name or the custom role's key, cached in memory: every authorised call asks, and
 * the tables rarely change.
 * The store answers for a user, not a role: the same role in a tenant's organisation never holds a
 * code that reaches across organisations.
 */
export function createPermissionStore(db: Db): PermissionStore {
  let cache: Promise<Map<string, Set<string>>> | undefined;
  const load = () => {
    cache ??= loadRoleGrants(db)
      .then((grants) => {
        const map = new Map<string, Set<string>>();
        for (const r of grants) {
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
  const heldBy = (user: Grantee, permission: string) =>
    !operatorOnly.has(permission) || isOperatorStaff(user);
  return {
    async has(user, permission) {
      return ((await load()).get(grantKey(user))?.has(permission) ?? false) && heldBy(user, permission);
    },
    async list(user) {
      return [...((await load()).get(grantKey(user)) ?? [])].filter((p) => heldBy(user, p)).sort();
    },
    invalidate() {
      cache = undefined;
    },
  };
}
