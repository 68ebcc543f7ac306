import { LOCALES } from '@portal/contract/locale';
import { ROLES, USER_STATUSES } from '@portal/contract/roles';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { clients } from './clients';
import { customRoles } from './roles';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Always stored lower-case (the contract lower-cases on input); the check keeps it so. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull(),
    /** A custom role on `role`'s kind: its grants replace the built-in role's. */
    customRole: text('custom_role').references(() => customRoles.key, {
      onDelete: 'restrict',
      onUpdate: 'cascade',
    }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    profilePhoto: text('profile_photo'),
    /** The language the person reads the portal and their mail in (LOCALES). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    /** Bumped to revoke every token issued before (password reset, sign out everywhere). */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Suspended users cannot sign in; suspending also bumps token_version, ending every session. */
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * A candidate record merged into another (issue 29): it can no longer sign in, and every later
     * request for its id answers with the survivor's (modules/candidate-merge).
     */
    mergedInto: integer('merged_into').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_client_idx').on(t.clientId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Permission codes granted to each role, built-in (seeded from DEFAULT_ROLE_PERMISSIONS) or custom
 * (by its key); editable in the back office.
 */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    role: text('role').notNull(),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.role, t.permission] })],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otpHash: text('otp_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId, t.sentAt)],
);

/**
 * When a reset code was last requested per address, known or not: the 60 s resend rule must
 * answer the same for both, or it would tell who has an account.
 */
export const otpRequests = pgTable('otp_requests', {
  email: text('email').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
});
