import type { Role } from './roles';

/**
 * The permission catalogue: module x action. The server authorises every call by these codes;
 * roles get them through the seeded defaults below (editable by master_admin later). Deny by default.
 */
export const PERMISSIONS = [
  'clients.list',
  'clients.view',
  'clients.activate',
  'users.list',
  'settings.manage',
  'master_data.manage',
  'mailbox.read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  master_admin: PERMISSIONS,
  consultancy_admin: ['clients.list', 'clients.view', 'users.list'],
  consultancy: ['clients.list', 'clients.view'],
  ats: ['clients.list', 'clients.view'],
  employer: [],
  candidate: [],
};
