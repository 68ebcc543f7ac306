import { type Role, STAFF_ROLES } from '@portal/contract/roles';

/** What decides whether a user is the operator's staff: their role and their organisation's mark. */
export type Grantee = {
  role: Role;
  /** A custom role's key: its grants are the user's, `role` stays the kind. */
  customRole?: string | null;
  client: { isOperator: boolean } | null;
};

/** The role whose grants a user holds: their custom role, else their built-in role. */
export const grantKey = (user: Pick<Grantee, 'role' | 'customRole'>): string => user.customRole ?? user.role;

const staffRoles: readonly Role[] = STAFF_ROLES;

/**
 * The operator's staff (DESIGN.md "Tenancy"): a staff role (master_admin, consultancy,
 * consultancy_admin, ats) in the organisation marked as the operator. Everyone else, whatever
 * their role, is a tenant's user or a candidate.
 */
export const isOperatorStaff = (user: Grantee): boolean =>
  user.client?.isOperator === true && staffRoles.includes(user.role);
