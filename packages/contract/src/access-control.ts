import { z } from 'zod';
import { OPERATOR_ONLY_PERMISSIONS, PERMISSIONS, type Permission } from './permissions';
import { ROLE_LABELS, roleSchema } from './roles';

/**
 * Modules are the product's areas; a permission is a module and an action (`module.action`). The
 * labels and descriptions are what the back office shows; a code without one reads as its parts.
 */
export const MODULE_LABELS: Record<string, string> = {
  clients: 'Clients (organisations)',
  users: 'Users',
  settings: 'Settings',
  master_data: 'Master data',
  mailbox: 'Mailbox',
  jobs: 'Jobs',
  templates: 'Job templates',
  applications: 'Applications',
  candidates: 'Candidates',
  cv: 'CV search',
  email_templates: 'E-mail templates',
  email_campaigns: 'E-mail campaigns',
  email_responses: 'E-mail responses',
  company: 'Company profile',
  plans: 'Plans',
  roles: 'Roles and permissions',
  audit: 'Audit log',
  news: 'News',
  pages: 'Content pages',
};

export const PERMISSION_DESCRIPTIONS: Partial<Record<Permission, string>> = {
  'clients.list': 'See every organisation with its contact (operator only)',
  'clients.view': "See one organisation: any for the operator's staff, its own for a tenant",
  'clients.activate': 'Activate, suspend or reject organisations (operator only)',
  'clients.create': 'Create organisations, active at once, with their first user (operator only)',
  'users.list': "See the organisation's users (operator: every account)",
  'users.manage': 'Invite, suspend, reactivate users, send reset links and change roles',
  'settings.manage': "Change the portal's settings (operator only)",
  'master_data.manage': 'Edit master data lists (operator only)',
  'mailbox.read': 'Read the local mailbox (operator only)',
  'jobs.manage': "Post and manage the organisation's jobs",
  'jobs.manage_all': "Every organisation's jobs, templates and applicants (operator only)",
  'templates.manage': "The organisation's job templates",
  'applications.manage': "Applicants of the organisation's jobs",
  'candidates.list': 'The whole candidate pool (operator only)',
  'candidates.feedback': "Read and add the organisation's notes on candidates",
  'plans.manage': 'Define plans and assign them to organisations (operator only)',
  'roles.manage': 'Edit which permissions each role holds (operator only)',
  'audit.read': "Read the back office's audit log (operator only)",
  'pages.manage': 'Edit the public content pages and restore their earlier text (operator only)',
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
    description:
      PERMISSION_DESCRIPTIONS[code] ?? `${MODULE_LABELS[module] ?? humanise(module)}: ${humanise(action)}`,
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
    .array(z.enum(PERMISSIONS, { error: 'Unknown permission' }))
    .max(PERMISSIONS.length)
    .refine((list) => new Set(list).size === list.length, 'A permission is listed twice'),
});
export type RolePermissionsUpdate = z.infer<typeof rolePermissionsUpdateSchema>;

export { ROLE_LABELS };
