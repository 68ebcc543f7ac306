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
  /**
   * Invite, suspend, reactivate, send a reset link to and change the role of users: the caller's
   * organisation's (operator: every organisation's), never beyond the caller's own role.
   */
  'users.manage',
  /** Create organisations, active at once, with their first user (operator only). */
  'clients.create',
  /** Define plans and assign them to organisations (operator only). */
  'plans.manage',
  /** Edit which permissions each role holds (operator only). */
  'roles.manage',
  /** Read the back office's audit log (operator only). */
  'audit.read',
  /**
   * The CV database: search it and open the candidates found there (visible, complete profiles
   * only); every view is written to the candidate access log.
   */
  'cv.search',
  /** Download a CV from the CV database (logged). */
  'cv.download',
  /** The caller's organisation's CV folders and the notes in them. */
  'cv.folders',
  /** The caller's organisation's saved CV searches and their alerts. */
  'cv.saved_searches',
  /** Present a candidate to a client: the client CV page and its expiring share links. */
  'cv.share',
  /** Add a candidate on their behalf (they are invited to claim the account). */
  'candidates.create',
  /** See likely duplicate candidates and merge two records into one (operator only). */
  'candidates.merge',
  /** Recruiter e-mail templates of the caller's organisation. */
  'email_templates.manage',
  /** Send recruiter e-mail (campaigns and single mails) from the caller's organisation. */
  'email_campaigns.send',
  /** The caller's organisation's campaigns and the candidates' answers. */
  'email_responses.read',
  /** The portal's recruiter-mail suppression list (bounced and unsubscribed addresses): see and lift (operator only). */
  'email_suppressions.manage',
  /** Edit the caller's own organisation's company profile (logo, about, contacts, branches, links). */
  'company.manage',
  /** The enquiry inbox: read, assign, close, annotate and export enquiries (operator only). */
  'enquiries.manage',
  /** Write, publish and remove logistics news articles (operator only). */
  'news.manage',
  /** Edit the public content pages (about, contact, legal, services, pricing plans) (operator only). */
  'pages.manage',
  /**
   * The operator's figures on the dashboard: registrations, activity, mail, subscribers and the job
   * search's demand (operator only; the other staff roles see their own work instead).
   */
  'dashboards.operator',
  /**
   * The caller's organisation's tasks: create them on what it can reach, assign them within its
   * team, complete, delete, and accept or dismiss the tasks proposed after events.
   */
  'tasks.manage',
  /**
   * The caller's organisation's reports (funnel, time in stage, sources, team activity, job
   * performance, campaigns) and their exports and weekly mail; master_admin may pick any organisation.
   */
  'reports.view',
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
  'clients.create',
  'plans.manage',
  'enquiries.manage',
  'news.manage',
  'pages.manage',
  'roles.manage',
  'audit.read',
  'email_suppressions.manage',
  'dashboards.operator',
  'candidates.merge',
] as const satisfies readonly Permission[];

/** The CV database's codes: every organisation role works it (a tenant within its plan). */
const CV_DATABASE = [
  'cv.search',
  'cv.download',
  'cv.folders',
  'cv.saved_searches',
  'cv.share',
  'candidates.create',
] as const satisfies readonly Permission[];
const RECRUITER_EMAIL = ['email_templates.manage', 'email_campaigns.send', 'email_responses.read'] as const;

export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  master_admin: PERMISSIONS,
  consultancy_admin: [
    'clients.list',
    'clients.view',
    'users.list',
    'users.manage',
    'jobs.manage',
    'templates.manage',
    'applications.manage',
    'candidates.list',
    'candidates.feedback',
    'candidates.merge',
    ...CV_DATABASE,
    ...RECRUITER_EMAIL,
    'company.manage',
    'enquiries.manage',
    'news.manage',
    'pages.manage',
    'tasks.manage',
    'reports.view',
  ],
  consultancy: [
    'clients.list',
    'clients.view',
    'jobs.manage',
    'templates.manage',
    'applications.manage',
    'candidates.list',
    'candidates.feedback',
    ...CV_DATABASE,
    ...RECRUITER_EMAIL,
    'enquiries.manage',
    'news.manage',
    'tasks.manage',
    'reports.view',
  ],
  ats: [
    'clients.list',
    'clients.view',
    'jobs.manage',
    'templates.manage',
    'applications.manage',
    'candidates.list',
    'candidates.feedback',
    ...CV_DATABASE,
    ...RECRUITER_EMAIL,
    'enquiries.manage',
    'tasks.manage',
    'reports.view',
  ],
  employer: [
    'clients.view',
    'jobs.manage',
    'templates.manage',
    'applications.manage',
    'company.manage',
    ...CV_DATABASE,
    ...RECRUITER_EMAIL,
    'tasks.manage',
    'reports.view',
  ],
  candidate: [],
};
