import type { Role } from '@portal/contract/roles';
import type { PermissionStore } from '../../platform/auth/permission-store';
import type { Caller } from '../../platform/tenancy/scope';
import { covers } from './rules';

type Target = { id: number; role: Role; customRole: string | null };
export type Manageable = (target: Target, client: { isOperator: boolean } | null) => Promise<boolean>;

/**
 * Whether the caller may suspend, reactivate or change the role of a user: they hold users.manage,
 * it is not themselves, and they hold every permission the user holds (the rule those actions
 * enforce), so that a list offers only the actions that can succeed.
 */
export async function manageableBy(store: PermissionStore, caller: Caller): Promise<Manageable> {
  const holdsManage = await store.has(caller.user, 'users.manage');
  return async (target, client) =>
    holdsManage &&
    target.id !== caller.user.id &&
    covers(store, caller.user, { role: target.role, customRole: target.customRole }, client);
}
