import { ROLES } from '@portal/contract/roles';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Roles staff make on one of the built-in roles (its kind: layout, home page, sign-in). A user
 * holding one has `users.role` = the kind and `users.custom_role` = the key; the key is what
 * role_permissions and role groups name, so the permission store treats both kinds of role alike.
 */
export const customRoles = pgTable(
  'custom_roles',
  {
    key: text('key').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ROLES }).notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_roles_name_key').on(sql`lower(${t.name})`),
    check(
      'custom_roles_key_not_builtin',
      sql`${t.key} not in (${sql.raw(ROLES.map((r) => `'${r}'`).join(', '))})`,
    ),
  ],
);

/** Named bundles of permissions granted to several roles at once. */
export const roleGroups = pgTable(
  'role_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('role_groups_name_key').on(sql`lower(${t.name})`)],
);

export const roleGroupPermissions = pgTable(
  'role_group_permissions',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.permission] })],
);

/** Which roles (built-in names or custom keys) hold a group. */
export const roleGroupRoles = pgTable(
  'role_group_roles',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.role] }), index('role_group_roles_role_idx').on(t.role)],
);
