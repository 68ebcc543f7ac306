import { z } from 'zod';
import { roleKeySchema } from './custom-roles';
import { pageQuerySchema } from './envelope';
import { emailField, nameField, passwordField, phoneField } from './fields';
import { m } from './i18n/index';
import { clientTypeSchema, roleSchema, userStatusSchema } from './roles';

/** admin-pannel/users filters: when a user last signed in. */
export const LAST_LOGIN_FILTERS = ['never', '7d', '30d', 'over_30d'] as const;
export const USER_SORTS = ['name', 'email', 'last_login', 'newest', 'organisation'] as const;

/**
 * user/list: the operator's staff see every account (candidates too); a tenant's user with
 * users.list sees its own organisation's team. Every filter narrows; `client_id` naming another
 * organisation changes nothing for a tenant.
 */
export const userListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  client_id: z.coerce.number().int().positive().optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
  last_login: z.enum(LAST_LOGIN_FILTERS).optional(),
  sort: z.enum(USER_SORTS).default('organisation'),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

export const userRowSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: userStatusSchema,
  /** null for candidates. */
  client: z.object({ id: z.number().int(), name: z.string(), type: clientTypeSchema }).nullable(),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
  /** No password yet: the invitation mail has not been used. */
  invited: z.boolean(),
  /** A custom role on `role`'s kind: its permissions are the user's. */
  custom_role: z.object({ key: z.string(), name: z.string() }).nullable(),
  /** The caller may suspend, reactivate and change the role of this user (never their own account). */
  can_manage: z.boolean(),
});
export type UserRow = z.infer<typeof userRowSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  actor_email: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  client_id: z.number().int().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A user's page: the row, what the viewer may do to them, and recent activity. */
export const userDetailSchema = userRowSchema.extend({
  suspended_at: z.string().nullable(),
  /** Roles the viewer may give this user (empty: none, e.g. themselves). */
  assignable_roles: z.array(z.object({ key: z.string(), name: z.string() })),
  /** Two-step sign-in is on for the account. */
  mfa_enabled: z.boolean(),
  activity: z.array(
    z.object({ at: z.string(), text: z.string(), kind: z.enum(['sign_in', 'job', 'change', 'created']) }),
  ),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const userStatusChangeSchema = z.strictObject({
  action: z.enum(['suspend', 'reactivate'], { error: m('user-admin.action_must_suspend_or_reactivate') }),
});
export type UserStatusChange = z.infer<typeof userStatusChangeSchema>;

/** A built-in role's name or a custom role's key. */
export const userRoleChangeSchema = z.strictObject({ role: roleKeySchema });
export type UserRoleChange = z.infer<typeof userRoleChangeSchema>;

/** Staff (any organisation) or a consultancy_admin (their own) add a user, who is mailed an invitation. */
export const createUserSchema = z.strictObject({
  client_id: z
    .number({ error: m('user-admin.choose_organisation') })
    .int()
    .positive(m('user-admin.choose_organisation')),
  role: roleSchema,
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField,
  phone: phoneField.optional(),
});
export type CreateUser = z.infer<typeof createUserSchema>;

/** The invitation or reset link's page: `GET user/set-password?token=` tells whether it still works. */
export const setPasswordTokenQuerySchema = z.object({
  token: z.string().trim().min(20, m('user-admin.link_not_valid')).max(200, m('user-admin.link_not_valid')),
});
export const setPasswordInfoSchema = z.object({
  first_name: z.string(),
  email: z.string(),
  role: roleSchema,
});
export type SetPasswordInfo = z.infer<typeof setPasswordInfoSchema>;
export const setPasswordSchema = z.strictObject({
  token: z.string().trim().min(20, m('user-admin.link_not_valid')).max(200, m('user-admin.link_not_valid')),
  password: passwordField,
});
export type SetPassword = z.infer<typeof setPasswordSchema>;

export const auditQuerySchema = pageQuerySchema.extend({
  action: z.string().trim().max(60).optional(),
  actor: z.string().trim().max(254).optional(),
  target_type: z.string().trim().max(40).optional(),
  target_id: z.string().trim().max(40).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/**
 * Staff create an organisation directly (admin-pannel/create/{client}): active at once, with its
 * first user (employer, or consultancy_admin for a consultancy) invited by mail to set a password,
 * and optionally a plan from today.
 */
export const clientCreateSchema = z.strictObject({
  client_type: clientTypeSchema,
  company_name: z
    .string({ error: m('auth.company_name_required') })
    .trim()
    .min(2, m('auth.company_name_must_at_least'))
    .max(120, m('auth.company_name_must_at_most')),
  first_name: nameField('First name'),
  last_name: nameField('Last name'),
  email: emailField,
  phone: phoneField.optional(),
  plan_id: z.number().int().positive(m('plans.choose_plan')).nullable().default(null),
});
export type ClientCreate = z.infer<typeof clientCreateSchema>;
export const clientCreatedSchema = z.object({ client_id: z.number().int(), user_id: z.number().int() });

/** The consultancy admin's dashboard: per team member, what they did in the last `days` days. */
export const teamActivityQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(365).default(30),
});
export const teamMemberActivitySchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: roleSchema,
  status: userStatusSchema,
  invited: z.boolean(),
  last_login_at: z.string().nullable(),
  jobs_posted: z.number().int(),
  applicants_moved: z.number().int(),
  /** The caller may suspend or reactivate this member (see userRowSchema). */
  can_manage: z.boolean(),
});
export type TeamMemberActivity = z.infer<typeof teamMemberActivitySchema>;
