import { type Role, STAFF_ROLES } from '@portal/contract/roles';
import type { PermissionStore } from '../../lib/permission-store';
import type { ClientRow } from '../../lib/signed-in-user';

/** The roles a user of this organisation can have (none: a candidate). */
export function rolesFor(client: Pick<ClientRow, 'type' | 'isOperator'> | null): readonly Role[] {
  if (!client) return ['candidate'];
  if (client.isOperator) return STAFF_ROLES;
  return client.type === 'employer' ? ['employer'] : ['consultancy_admin', 'consultancy', 'ats'];
}

type Holder = { role: Role; client: { isOperator: boolean } | null };

/**
 * Whether `actor` holds every permission `role` would hold in that organisation: nobody gives a
 * role (or acts on a user) with a permission they do not hold themselves.
 */
export async function covers(
  store: PermissionStore,
  actor: Holder,
  role: Role,
  client: { isOperator: boolean } | null,
): Promise<boolean> {
  const [mine, theirs] = await Promise.all([store.list(actor), store.list({ role, client })]);
  const held = new Set(mine);
  return theirs.every((p) => held.has(p));
}

/** The roles the actor may give a user of `client`. */
export async function assignableRoles(
  store: PermissionStore,
  actor: Holder,
  client: Pick<ClientRow, 'type' | 'isOperator'> | null,
): Promise<Role[]> {
  const out: Role[] = [];
  for (const role of rolesFor(client)) if (await covers(store, actor, role, client)) out.push(role);
  return out;
}
