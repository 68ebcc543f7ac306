import { ROLE_LABELS } from '@portal/contract/roles';
import type { UserRow } from '@portal/contract/user-admin';

/** How a user's role reads: their custom role's name, else the built-in role's label. */
export const roleName = (u: Pick<UserRow, 'role' | 'custom_role'>): string =>
  u.custom_role?.name ?? ROLE_LABELS[u.role];

/** What a role select holds for this user: the custom role's key, else the built-in role. */
export const roleKey = (u: Pick<UserRow, 'role' | 'custom_role'>): string => u.custom_role?.key ?? u.role;
