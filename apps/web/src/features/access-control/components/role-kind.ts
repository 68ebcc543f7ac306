import type { Role } from '@portal/contract/roles';

/** The catalogue key of each built-in role's name (ROLE_LABELS in the contract is English only). */
export const ROLE_KIND_KEYS = {
  candidate: 'role.candidate',
  employer: 'role.employer',
  consultancy: 'role.consultancy',
  consultancy_admin: 'role.consultancy_admin',
  ats: 'role.ats',
  master_admin: 'role.master_admin',
} as const satisfies Record<Role, string>;
