import type { Role } from './roles';

/**
 * The permission catalogue: module x action. The server authorises every call by these codes;
 * roles get them through the seeded defaults below (editable by master_admin later). Deny by default.
 * What a code reaches is bounded by the caller's organisation (docs/architecture.md, "Tenancy").
 */
export const PERMISSIONS = [
  /** Every organisation, with its contact (operator only). */
  'clients.list',
  /** One organisation: any for the operator's staff, the caller's own for a tenant. */
  'clients.view',
  /** Activate, suspend or reject organisations (operator only). */
  'clients.activate',
  /** The users of the caller's organisation (operator: of every organisation). */
  'users.list',
  'settings.manage',
  'master_data.manage',
  'mailbox.read',
  /** Post and manage the jobs of the caller's own organisation. */
  'jobs.manage',
  /** Every organisation's jobs, templates and applicants (operator only). */
  'jobs.manage_all',
  /** Job templates of the caller's own organisation. */
  'templates.manage',
  /** Applicants of the caller's organisation's jobs (with jobs.manage_all: of every job). */
  'applications.manage',
  /**
   * The whole candidate pool: candidate/, candidate/candidates-filter, candidate/{id} and its CV
   * (operator only until the CV database gives tenants a metered way in).
   */
  'candidates.list',
  /** Read and add consultant feedback: the caller's organisation's notes on candidates it can reach. */
  'candidates.feedback',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Codes that reach across organisations. Only the operator's staff hold them: for a tenant's user
 * they are dropped whatever the role's grants say, so no grant can hand a tenant another's data.
 */
export const OPERATOR_ONLY_PERMISSIONS = [
  'clients.list',
  'clients.activate',
  'jobs.manage_all',
  'candidates.list',
  'settings.manage',
  'master_data.manage',
  'mailbox.read',
] as const satisfies readonly Permission[];

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
  employer: ['clients.view', 'jobs.manage', 'templates.manage', 'applications.manage'],
  candidate: [],
};
