import { type Role, STAFF_ROLES } from '@portal/contract/roles';
import type { PermissionStore } from '../../platform/auth/permission-store';
import type { ClientRow } from '../../platform/auth/signed-in-user';
import type { RoleDef } from '../access-control';

/** The roles a user of this organisation can have (none: a candidate). */
export function rolesFor(client: Pick<ClientRow, 'type' | 'isOperator'> | null): readonly Role[] {
  if (!client) return ['candidate'];
  if (client.isOperator) return STAFF_ROLES;
  return client.type === 'employer' ? ['employer'] : ['consultancy_admin', 'consultancy', 'ats'];
}

type Holder = { role: Role; customRole?: string | null; client: { isOperator: boolean } | null };
/** A role to hold: the built-in kind, and the custom role's key when it is one. */
export type RoleChoice = { role: Role; customRole: string | null };

export const choiceOf = (def: RoleDef): RoleChoice => ({
  role: def.kind,
  customRole: def.custom ? def.key : null,
});

/**
 * Whether `actor` holds every permission `choice` would hold in that organisation: nobody gives a
 * role (or acts on a user) with a permission they do not hold themselves.
 */
export async function covers(
  store: PermissionStore,
  actor: Holder,
  choice: RoleChoice,
  client: { isOperator: boolean } | null,
): Promise<boolean> {
  const [mine, theirs] = await Promise.all([store.list(actor), store.list({ ...choice, client })]);
  const held = new Set(mine);
  return theirs.every((p) => held.has(p));
}

/** The roles, built-in or custom, the actor may give a user of `client`. */
export async function assignableRoles(
  store: PermissionStore,
  roles: RoleDef[],
  actor: Holder,
  client: Pick<ClientRow, 'type' | 'isOperator'> | null,
): Promise<{ key: string; name: string }[]> {
  const kinds = rolesFor(client);
  const out: { key: string; name: string }[] = [];
  for (const def of roles)
    if (kinds.includes(def.kind) && (await covers(store, actor, choiceOf(def), client)))
      out.push({ key: def.key, name: def.name });
  return out;
}
