import { z } from 'zod';

export const DEFAULT_THEME_COLOR = '#1CA3DC';

/** Public settings the client reads at start; they override the client store's theme. */
export const publicSettingsSchema = z.object({
  site_name: z.string(),
  theme: z.object({ color: z.string().regex(/^#[0-9a-fA-F]{6}$/), logo: z.string().nullable() }),
  contact: z.object({ email: z.string(), whatsapp: z.string(), linkedin: z.string(), facebook: z.string() }),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  uptime_s: z.number(),
  database: z.enum(['up', 'down']),
  driver: z.enum(['pglite', 'postgres']),
});
