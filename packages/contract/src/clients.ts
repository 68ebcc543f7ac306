import { z } from 'zod';
import { pageQuerySchema } from './envelope';
import { m } from './i18n/index';
import { clientStatusSchema, clientTypeSchema } from './roles';

/** An organisation ("client") as staff see it in admin-pannel/list/{client} and view/{client}/{id}. */
export const clientSchema = z.object({
  id: z.number().int(),
  type: clientTypeSchema,
  name: z.string(),
  status: clientStatusSchema,
  created_at: z.string(),
  activated_at: z.string().nullable(),
  contact: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  user_count: z.number().int(),
  /** The portal's operator (its users are staff; it has no plan and cannot be suspended). */
  is_operator: z.boolean(),
});
export type Client = z.infer<typeof clientSchema>;

export const clientListQuerySchema = pageQuerySchema.extend({
  type: clientTypeSchema,
  status: clientStatusSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export type ClientListQuery = z.infer<typeof clientListQuerySchema>;

/** Staff decisions on an organisation. Allowed moves: pending -> active | rejected, active <-> suspended. */
export const CLIENT_ACTIONS = ['activate', 'suspend', 'reject'] as const;
export const clientStatusChangeSchema = z.strictObject({
  action: z.enum(CLIENT_ACTIONS, { error: m('clients.action_must_activate_suspend_or') }),
  reason: z.string().trim().max(500, m('clients.reason_must_at_most_500')).optional(),
});
export type ClientStatusChange = z.infer<typeof clientStatusChangeSchema>;
