import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { clientTypeSchema, roleSchema } from './roles';

/**
 * user/list: the users of the caller's organisation (a consultancy_admin's team); the operator's
 * staff see every organisation's users and may narrow to one with `client_id`.
 */
export const orgUserListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
  client_id: z.coerce.number().int().positive().optional(),
});
export type OrgUserListQuery = z.infer<typeof orgUserListQuerySchema>;

export const orgUserSchema = z.object({
  id: z.number().int(),
  role: roleSchema,
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  client: z.object({ id: z.number().int(), name: z.string(), type: clientTypeSchema }),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type OrgUser = z.infer<typeof orgUserSchema>;
