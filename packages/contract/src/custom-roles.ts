import { z } from 'zod';
import { m } from './i18n/index';
import { PERMISSIONS } from './permissions';
import { type ROLES, roleSchema } from './roles';

/**
 * A role as the back office names it: one of the six built-in roles, or a custom role's key (a
 * slug made from its name, never a built-in role's name). A custom role is made on a built-in
 * role's kind, which decides the account's layout, home page and sign-in (spec section 2); its
 * permissions are its own.
 */
export const roleKeySchema = z
  .string({ error: m('custom-roles.choose_role') })
  .trim()
  .min(1, m('custom-roles.choose_role'))
  .max(60, m('custom-roles.unknown_role'))
  .regex(/^[a-z0-9_-]+$/, m('custom-roles.unknown_role'));

/** The kinds a custom role can be made on: every role that signs in to a workspace. */
export const CUSTOM_ROLE_KINDS = [
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'master_admin',
] as const satisfies readonly (typeof ROLES)[number][];

const permissionList = z
  .array(z.enum(PERMISSIONS, { error: m('access-control.unknown_permission') }))
  .max(PERMISSIONS.length)
  .refine((list) => new Set(list).size === list.length, m('access-control.permission_listed_twice'));

const nameField = z
  .string({ error: m('custom-roles.name_required') })
  .trim()
  .min(1, { error: m('custom-roles.name_required'), abort: true })
  .min(2, m('custom-roles.name_must_at_least_2'))
  .max(60, m('custom-roles.name_must_at_most_60'))
  .regex(/[A-Za-z]/, m('custom-roles.name_must_contain_letter'));
const descriptionField = z.string().trim().max(300, m('custom-roles.description_must_at_most_300'));

export const customRoleInputSchema = z.strictObject({
  name: nameField,
  kind: z.enum(CUSTOM_ROLE_KINDS, { error: m('custom-roles.choose_what_kind_account_role') }),
  description: descriptionField.default(''),
  permissions: permissionList.default([]),
});
export type CustomRoleInput = z.input<typeof customRoleInputSchema>;

export const customRoleUpdateSchema = z
  .strictObject({ name: nameField, description: descriptionField })
  .partial();
export type CustomRoleUpdate = z.infer<typeof customRoleUpdateSchema>;

export const roleSummarySchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The built-in role it is (a built-in role is its own kind). */
  kind: roleSchema,
  custom: z.boolean(),
  description: z.string(),
  user_count: z.number().int(),
  /** Its own grants. */
  permissions: z.array(z.string()),
  /** Its own grants and its groups'. */
  effective_count: z.number().int(),
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Whether the caller may change it: not their own role. */
  editable: z.boolean(),
});
export type RoleSummary = z.infer<typeof roleSummarySchema>;

/** A role's page: every permission it holds and where each one comes from. */
export const roleDetailSchema = roleSummarySchema.extend({
  effective: z.array(
    z.object({
      code: z.string(),
      /** 'role' for its own grant, else the group's name. */
      sources: z.array(z.object({ kind: z.enum(['role', 'group']), name: z.string() })),
    }),
  ),
});
export type RoleDetail = z.infer<typeof roleDetailSchema>;

export const roleGroupInputSchema = z.strictObject({
  name: nameField,
  description: descriptionField.default(''),
  permissions: permissionList.refine((l) => l.length > 0, m('custom-roles.choose_at_least_one_permission')),
  roles: z
    .array(roleKeySchema)
    .max(100)
    .refine((list) => new Set(list).size === list.length, m('custom-roles.role_listed_twice'))
    .default([]),
});
export type RoleGroupInput = z.input<typeof roleGroupInputSchema>;
export const roleGroupUpdateSchema = roleGroupInputSchema.partial();
export type RoleGroupUpdate = z.input<typeof roleGroupUpdateSchema>;

export const roleGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
  roles: z.array(z.object({ key: z.string(), name: z.string() })),
  /** Whether the caller may change it: they hold all its permissions and it is not granted to their role. */
  editable: z.boolean(),
});
export type RoleGroup = z.infer<typeof roleGroupSchema>;
