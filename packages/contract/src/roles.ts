import { z } from 'zod';

/** Every role the server knows. `admin` exists only in the client's guard lists (spec section 6). */
export const ROLES = [
  'candidate',
  'employer',
  'consultancy',
  'consultancy_admin',
  'ats',
  'master_admin',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** How each role is named on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  candidate: 'Candidate',
  employer: 'Employer',
  consultancy: 'Consultant',
  consultancy_admin: 'Consultancy admin',
  ats: 'ATS user',
  master_admin: 'Administrator',
};

/** Roles that belong to the portal owner's or a consultancy's staff and sign in at admin-pannel. */
export const STAFF_ROLES = [
  'master_admin',
  'consultancy',
  'consultancy_admin',
  'ats',
] as const satisfies readonly Role[];

/** Organisation ("client") types: the `{client}` route parameter of the spec. */
export const CLIENT_TYPES = ['employer', 'consultancy'] as const;
export const clientTypeSchema = z.enum(CLIENT_TYPES);
export type ClientType = z.infer<typeof clientTypeSchema>;

export const CLIENT_STATUSES = ['pending', 'active', 'suspended', 'rejected'] as const;
export const clientStatusSchema = z.enum(CLIENT_STATUSES);
export type ClientStatus = z.infer<typeof clientStatusSchema>;

/** Which roles each sign-in endpoint accepts (spec section 7: user/candi_login, ...). */
export const LOGIN_ROLES = {
  candidate: ['candidate'],
  employer: ['employer'],
  consultancy: ['consultancy', 'consultancy_admin', 'ats'],
  admin: ['master_admin', 'consultancy', 'consultancy_admin', 'ats'],
} as const satisfies Record<string, readonly Role[]>;
export type LoginKind = keyof typeof LOGIN_ROLES;

/** A user account's status: a suspended user cannot sign in and their sessions are ended. */
export const USER_STATUSES = ['active', 'suspended'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;
