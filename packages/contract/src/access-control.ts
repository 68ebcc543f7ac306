import { z } from 'zod';
import { m } from './i18n/index';
import { OPERATOR_ONLY_PERMISSIONS, PERMISSIONS, type Permission } from './permissions';
import { ROLE_LABELS, roleSchema } from './roles';

/**
 * Modules are the product's areas; a permission is a module and an action (`module.action`). The
 * labels and descriptions are what the back office shows.
 */
export const MODULE_LABELS: Record<string, string> = {
  clients: 'Organisations',
  users: 'Users',
  settings: 'Portal settings',
  master_data: 'Master data',
  mailbox: 'Local mailbox',
  jobs: 'Jobs',
  templates: 'Job templates',
  applications: 'Applicants',
  candidates: 'Candidates',
  cv: 'CV database',
  email_templates: 'E-mail templates',
  email_campaigns: 'Recruiter e-mail',
  email_responses: 'E-mail responses',
  email_suppressions: 'Mail suppressions',
  company: 'Company profile',
  enquiries: 'Enquiries',
  plans: 'Plans',
  roles: 'Roles and permissions',
  audit: 'Audit log',
  news: 'News and weekly job news',
  pages: 'Content pages',
  dashboards: 'Dashboards',
  tasks: 'Tasks',
  reports: 'Reports',
};

/** What each permission lets its holder do, in the words the back office shows (every code has one). */
export const PERMISSION_DESCRIPTIONS: Record<Permission, string> = {
  'clients.list': 'See every organisation on the portal with its contact',
  'clients.view': "Open an organisation's page: any for the operator's staff, their own for others",
  'clients.activate': 'Activate, suspend or reject organisations',
  'clients.create': 'Create organisations, active at once, with their first user',
  'users.list': "See the organisation's users (the operator's staff: every account)",
  'users.manage': 'Invite, suspend and reactivate users, send them reset links and change their roles',
  'settings.manage': "Change the portal's name, logo, colours, contacts and defaults",
  'master_data.manage': 'Edit the lists people choose from (locations, industries, skills and more)',
  'mailbox.read': "Read the mails in the portal's local mailbox",
  'jobs.manage': "Post, edit and close the organisation's jobs",
  'jobs.manage_all': "Manage every organisation's jobs, templates and applicants",
  'templates.manage': "Keep the organisation's job templates",
  'applications.manage': "See the applicants of the organisation's jobs and move them through the stages",
  'candidates.list': 'See the whole candidate pool',
  'candidates.feedback': "Read and add the organisation's notes on candidates",
  'plans.manage': 'Define plans and give them to organisations',
  'roles.manage': 'Change which permissions each role holds',
  'audit.read': "Read the back office's audit log",
  'cv.search': 'Search the CV database and open the profiles found (each view is logged)',
  'cv.download': 'Download CVs from the CV database (each download is logged)',
  'cv.folders': "Keep CVs in the organisation's folders, with notes",
  'cv.saved_searches': 'Save CV searches and get alerts of new matching candidates',
  'cv.share': 'Present a candidate to a client with a client CV and a link that expires',
  'candidates.create': 'Add a candidate on their behalf; they are invited to claim the account',
  'candidates.merge': 'See likely duplicate candidates and merge two records into one',
  'email_templates.manage': "Write the organisation's e-mail templates",
  'email_campaigns.send': 'Send e-mail to candidates, one at a time or as a campaign',
  'email_responses.read': "See the organisation's campaigns and the candidates' answers",
  'email_suppressions.manage': 'See the addresses that bounced or unsubscribed, and lift them',
  'company.manage': "Edit the organisation's company page: logo, about, contacts, branches and links",
  'enquiries.manage': 'Read, assign, answer and export the enquiries sent through the portal',
  'news.manage': 'Write, publish and remove logistics news, and run the weekly job news',
  'pages.manage': 'Edit the about, contact, legal, services and pricing pages and restore earlier text',
  'dashboards.operator':
    "See the portal's figures on the dashboard: registrations, activity, mail and what job seekers search for",
  'tasks.manage': "Keep the team's tasks: create, assign, complete and delete them, and accept proposed ones",
  'reports.view': "See the organisation's reports, export them and receive the weekly report mail",
};

const operatorOnly: ReadonlySet<string> = new Set(OPERATOR_ONLY_PERMISSIONS);
const humanise = (s: string) => s.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export const permissionInfoSchema = z.object({
  code: z.string(),
  module: z.string(),
  action: z.string(),
  description: z.string(),
  operator_only: z.boolean(),
});
export type PermissionInfo = z.infer<typeof permissionInfoSchema>;

export function permissionInfo(code: Permission): PermissionInfo {
  const [module = code, action = ''] = code.split('.');
  return {
    code,
    module,
    action,
    description: PERMISSION_DESCRIPTIONS[code],
    operator_only: operatorOnly.has(code),
  };
}

export const moduleInfoSchema = z.object({
  key: z.string(),
  label: z.string(),
  permissions: z.array(permissionInfoSchema),
});
export type ModuleInfo = z.infer<typeof moduleInfoSchema>;

/** The modules, in catalogue order, each with its permissions. */
export function moduleCatalogue(): ModuleInfo[] {
  const out = new Map<string, ModuleInfo>();
  for (const code of PERMISSIONS) {
    const info = permissionInfo(code);
    const entry = out.get(info.module) ?? {
      key: info.module,
      label: MODULE_LABELS[info.module] ?? humanise(info.module),
      permissions: [],
    };
    entry.permissions.push(info);
    out.set(info.module, entry);
  }
  return [...out.values()];
}

export const roleGrantsSchema = z.object({
  /** A built-in role's name or a custom role's key. */
  role: z.string(),
  label: z.string(),
  kind: roleSchema,
  custom: z.boolean(),
  /** Its own grants (what the matrix edits). */
  permissions: z.array(z.string()),
  /** Held through its role groups (shown, changed on the role groups page). */
  inherited: z.array(z.string()),
  /** Whether the caller may change this role's grants (not their own role). */
  editable: z.boolean(),
});
export type RoleGrants = z.infer<typeof roleGrantsSchema>;

export const permissionMatrixSchema = z.object({
  permissions: z.array(permissionInfoSchema),
  roles: z.array(roleGrantsSchema),
});
export type PermissionMatrix = z.infer<typeof permissionMatrixSchema>;

export const rolePermissionsUpdateSchema = z.strictObject({
  permissions: z
    .array(z.enum(PERMISSIONS, { error: m('access-control.unknown_permission') }))
    .max(PERMISSIONS.length)
    .refine((list) => new Set(list).size === list.length, m('access-control.permission_listed_twice')),
});
export type RolePermissionsUpdate = z.infer<typeof rolePermissionsUpdateSchema>;

export { ROLE_LABELS };
