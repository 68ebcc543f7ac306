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

/** How each list is named in the back office. */
export const MASTER_LABELS: Record<MasterName, string> = {
  countries: 'Countries',
  states: 'States and emirates',
  cities: 'Cities',
  designations: 'Designations',
  functional_areas: 'Functional areas',
  industries: 'Industries',
  skills: 'Skills',
  education_levels: 'Education levels',
  certifications: 'Certifications',
  visa_statuses: 'Visa statuses',
  notice_periods: 'Notice periods',
};

export const masterListSummarySchema = z.object({
  name: masterNameSchema,
  label: z.string(),
  count: z.number().int(),
});
export type MasterListSummary = z.infer<typeof masterListSummarySchema>;

/** An item as staff manage it: its place in the list and its parent's name (states, cities). */
export const masterAdminItemSchema = masterItemSchema.extend({
  sort: z.number().int(),
  parent_name: z.string().nullable(),
});
export type MasterAdminItem = z.infer<typeof masterAdminItemSchema>;

export const masterItemsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
});

const itemName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .max(120, 'Name must be at most 120 characters')
  .regex(/[\p{L}\p{N}]/u, 'Name must contain a letter or a digit');

/** A new item; the slug is made from the name once and never changes (public URLs use it). */
export const masterItemInputSchema = z.strictObject({
  name: itemName,
  /** The state of a city, the country of a state. */
  parent_id: z.number().int().positive().nullable().default(null),
});
export type MasterItemInput = z.input<typeof masterItemInputSchema>;

/** Rename (the slug stays) or move up/down the list. */
export const masterItemUpdateSchema = z
  .strictObject({
    name: itemName,
    move: z.enum(['up', 'down'], { error: 'Move must be up or down' }),
  })
  .partial();
export type MasterItemUpdate = z.infer<typeof masterItemUpdateSchema>;
