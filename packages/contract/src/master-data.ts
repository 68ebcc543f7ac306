import { z } from 'zod';
import { m } from './i18n/index';

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
export const masterNameSchema = z.enum(MASTER_NAMES, { error: m('master-data.unknown_master_list') });
export type MasterName = z.infer<typeof masterNameSchema>;

/**
 * The Arabic name of an item: null where none is set (pages show the English one). The server always
 * sends it; it is optional so a record cached or made before it still parses.
 */
export const masterNameArSchema = z.string().nullable().optional();

export const masterItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: masterNameArSchema,
  slug: z.string(),
  parent_id: z.number().int().nullable(),
});
export type MasterItem = z.infer<typeof masterItemSchema>;

/** A master item as a record refers to it (a job's designation, a profile's nationality...). */
export const masterRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: masterNameArSchema,
  slug: z.string(),
});
export type MasterRef = z.infer<typeof masterRefSchema>;

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

/** How many records hold an item: jobs (and their locations), candidate profiles, and the rest. */
export const masterUsageSchema = z.object({
  jobs: z.number().int(),
  profiles: z.number().int(),
  /** Job templates, company profiles and branches, and child items (a state's cities). */
  other: z.number().int(),
});
export type MasterUsage = z.infer<typeof masterUsageSchema>;

/**
 * An item as staff manage it: its place in the list, its parent's name (states, cities), whether it
 * is still offered for new records, and what uses it.
 */
export const masterAdminItemSchema = masterItemSchema.extend({
  sort: z.number().int(),
  parent_name: z.string().nullable(),
  active: z.boolean(),
  usage: masterUsageSchema,
});
export type MasterAdminItem = z.infer<typeof masterAdminItemSchema>;

/** GET master/{name}?ids=: the named items even when no longer offered (a form showing a record's). */
export const masterListQuerySchema = z.object({
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/, m('master-data.give_up_50_ids_separated'))
    .transform((v) => v.split(',').map(Number))
    .optional(),
});

export const masterItemsQuerySchema = z.object({
  q: z.string().trim().max(100, m('master-data.search_at_most_100_characters')).optional(),
});

const itemName = z
  .string({ error: m('custom-roles.name_required') })
  .trim()
  .min(1, { error: m('custom-roles.name_required'), abort: true })
  .max(120, m('master-data.name_must_at_most_120'))
  .regex(/[\p{L}\p{N}]/u, m('master-data.name_must_contain_letter_or'));

/** The Arabic name; empty means none (pages show the English one). */
const itemNameAr = z
  .string({ error: m('master-data.arabic_name_text') })
  .trim()
  .max(120, m('master-data.arabic_name_max'))
  .regex(/^$|[\p{L}\p{N}]/u, m('master-data.arabic_name_letter'))
  .transform((v) => (v === '' ? null : v))
  .nullable();

/** A new item; the slug is made from the name once and never changes (public URLs use it). */
export const masterItemInputSchema = z.strictObject({
  name: itemName,
  name_ar: itemNameAr.default(null),
  /** The state of a city, the country of a state. */
  parent_id: z.number().int().positive().nullable().default(null),
});
export type MasterItemInput = z.input<typeof masterItemInputSchema>;

/** Rename (the slug stays), move up/down the list, or deactivate/reactivate. */
export const masterItemUpdateSchema = z
  .strictObject({
    name: itemName,
    name_ar: itemNameAr,
    move: z.enum(['up', 'down'], { error: m('master-data.move_must_up_or_down') }),
    active: z.boolean({ error: m('master-data.active_must_true_or_false') }),
  })
  .partial();
export type MasterItemUpdate = z.infer<typeof masterItemUpdateSchema>;

/** Merge the item of the path into `into_id`, the survivor, of the same list. */
export const masterMergeInputSchema = z.strictObject({
  into_id: z
    .number({ error: m('master-data.choose_item_keep') })
    .int()
    .positive(m('master-data.choose_item_keep')),
});
export type MasterMergeInput = z.infer<typeof masterMergeInputSchema>;
export const masterMergeResultSchema = z.object({ moved: masterUsageSchema });

/** CSV files of a list: at most 2 MB (a list of tens of thousands of items). */
export const MASTER_CSV_MAX_BYTES = 2 * 1024 * 1024;
export const MASTER_CSV_FIELD = 'file';
/**
 * Export columns; an import needs `name` and may give the others (`usage` is ignored). An empty
 * `name_ar` clears the Arabic name; a file without the column leaves Arabic names as they are.
 */
export const MASTER_CSV_COLUMNS = ['name', 'name_ar', 'slug', 'parent', 'active', 'order', 'usage'] as const;

export const MASTER_IMPORT_ACTIONS = ['add', 'change', 'unchanged', 'reject'] as const;
export const masterImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  slug: z.string().nullable(),
  action: z.enum(MASTER_IMPORT_ACTIONS),
  /** For a change: what changes ("name: Old -> New"); for a reject: why. */
  details: z.array(z.string()),
});
export type MasterImportRow = z.infer<typeof masterImportRowSchema>;

export const masterImportPreviewSchema = z.object({
  rows: z.array(masterImportRowSchema),
  counts: z.record(z.enum(MASTER_IMPORT_ACTIONS), z.number().int()),
  /**
   * A digest of exactly what applying would write. Applying sends the file again with it; a
   * different file or a list changed since the preview answers 409 instead of writing anything else.
   */
  token: z.string(),
});
export type MasterImportPreview = z.infer<typeof masterImportPreviewSchema>;

/** The multipart fields beside the file when applying. */
export const masterImportApplySchema = z.strictObject({
  token: z
    .string({ error: m('master-data.preview_file_first') })
    .regex(/^[a-f0-9]{64}$/, m('master-data.preview_file_first')),
});
export const masterImportResultSchema = z.object({ added: z.number().int(), changed: z.number().int() });
