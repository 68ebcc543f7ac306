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
  /** Post and manage the jobs of the caller's own organisation. */
  'jobs.manage',
  /** Every organisation's jobs and templates (portal staff). */
  'jobs.manage_all',
  /** Job templates of the caller's own organisation. */
  'templates.manage',
  /** Applicants of the caller's organisation's jobs (with jobs.manage_all: of every job). */
  'applications.manage',
  /** The staff list of candidates (candidate/, candidate/candidates-filter) and their profiles. */
  'candidates.list',
  /** Read and add consultant feedback: staff-only notes on candidates. */
  'candidates.feedback',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  master_admin: PERMISSIONS,
  consultancy_admin: [
    'clients.list',
    'clients.view',
    'users.list',
    'jobs.manage',
    'templates.manage',
    'applications.manage',
    'candidates.list',
    'candidates.feedback',
  ],
  consultancy: [
    'clients.list',
    'clients.view',
    'jobs.manage',
    'templates.manage',
    'applications.manage',
    'candidates.list',
    'candidates.feedback',
  ],
  ats: [
    'clients.list',
    'clients.view',
    'jobs.manage',
    'templates.manage',
    'applications.manage',
    'candidates.list',
    'candidates.feedback',
  ],
  employer: ['jobs.manage', 'templates.manage', 'applications.manage'],
  candidate: [],
};
