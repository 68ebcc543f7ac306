import { z } from 'zod';

/** The master-data lists seeded for logistics in the UAE and GCC (DESIGN.md section 4). */
export const MASTER_NAMES = [
  'countries',
  'states',
  'cities',
  'designations',
  'functional_areas',
  'industries',
  'skills',
  'education_levels',
  'certifications',
  'visa_statuses',
  'notice_periods',
] as const;
export const masterNameSchema = z.enum(MASTER_NAMES, { error: 'Unknown master list' });
export type MasterName = z.infer<typeof masterNameSchema>;

export const masterItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.number().int().nullable(),
});
export type MasterItem = z.infer<typeof masterItemSchema>;
