import { z } from 'zod';
import { ALERT_FREQUENCIES } from './candidate-enums';
import { m } from './i18n/index';
import { employmentTypeSchema, jobSearchQuerySchema } from './jobs';

/** At most this many alerts per candidate: each is a query the worker runs on a schedule. */
export const MAX_ALERTS = 20;

export const alertFrequencySchema = z.enum(ALERT_FREQUENCIES, { error: m('alerts.choose_daily_or_weekly') });
export const ALERT_FREQUENCY_LABELS = { daily: 'Daily', weekly: 'Weekly' } as const;

/** The search filters an alert keeps: the job search's query without paging and sort. */
const criteriaShape = jobSearchQuerySchema.omit({ page: true, page_size: true, sort: true }).shape;
export const ALERT_CRITERIA_KEYS = Object.keys(criteriaShape) as (keyof typeof criteriaShape)[];

/** JSON clients send id lists as numbers; the search's URL form takes strings. Accept both. */
const idsAsStrings = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? Object.fromEntries(
        Object.entries(v).map(([k, x]) => [
          k,
          Array.isArray(x) ? x.map(String) : typeof x === 'number' ? String(x) : x,
        ]),
      )
    : v;

const isSet = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length);

/**
 * An alert's criteria: the job-search filters, with empty values dropped; at least one must be
 * set, or the alert would mail every new job.
 */
export const alertCriteriaSchema = z.preprocess(
  idsAsStrings,
  z
    .strictObject(criteriaShape)
    .transform((c) => Object.fromEntries(Object.entries(c).filter(([, v]) => isSet(v))) as typeof c)
    .refine((c) => Object.keys(c).length > 0, m('alerts.choose_at_least_one_search'))
    .refine((c) => c.salary_min == null || c.salary_max == null || c.salary_min <= c.salary_max, {
      message: m('alerts.maximum_salary_must_at_least'),
      path: ['salary_max'],
    }),
);
export type AlertCriteria = z.output<typeof alertCriteriaSchema>;

const alertName = z.string().trim().max(100, m('alerts.at_most_100_characters'));

/** POST jobs/alert. Without a name, the server names the alert after its criteria. */
export const alertInputSchema = z.strictObject({
  name: alertName.optional(),
  criteria: alertCriteriaSchema,
  frequency: alertFrequencySchema.default('daily'),
  active: z.boolean().default(true),
});
export type AlertInput = z.input<typeof alertInputSchema>;

/** PATCH jobs/alert/{id}: any subset; `active: false` pauses, `true` resumes. */
export const alertPatchSchema = z.strictObject({
  name: alertName.optional(),
  criteria: alertCriteriaSchema.optional(),
  frequency: alertFrequencySchema.optional(),
  active: z.boolean().optional(),
});
export type AlertPatch = z.input<typeof alertPatchSchema>;

/** Stored criteria as they come back: ids as numbers. */
export const alertCriteriaOutSchema = z.object({
  keyword: z.string().optional(),
  location: z.array(z.number().int()).optional(),
  designation: z.array(z.number().int()).optional(),
  functional_area: z.array(z.number().int()).optional(),
  industry: z.array(z.number().int()).optional(),
  employment_type: z.array(employmentTypeSchema).optional(),
  employer: z.array(z.number().int()).optional(),
  experience: z.number().int().optional(),
  salary_min: z.number().int().optional(),
  salary_max: z.number().int().optional(),
  posted_within: z.number().int().optional(),
});

/** One criterion by name, as the alert list's chips show it. */
export const criterionLabelSchema = z.object({ key: z.string(), label: z.string() });

export const jobAlertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  criteria: alertCriteriaOutSchema,
  /** The criteria by name ("SAP · Dubai, Sharjah · Full time"). */
  labels: z.array(criterionLabelSchema),
  /** The search page's query string for these criteria (no leading "?"). */
  search_query: z.string(),
  frequency: alertFrequencySchema,
  active: z.boolean(),
  last_run_at: z.string(),
  next_run_at: z.string(),
  created_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/**
 * POST jobs/alert/unsubscribe: the token from the mail's link, in the query string or the body.
 * RFC 8058 one-click clients post `List-Unsubscribe=One-Click` form-urlencoded to the URL of the
 * List-Unsubscribe header, which carries the token in its query string.
 */
export const alertUnsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });
export const alertUnsubscribeBodySchema = z
  .strictObject({
    token: z.string().max(200).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();
export const alertUnsubscribeResultSchema = z.object({ name: z.string().nullable() });
export type AlertUnsubscribeResult = z.infer<typeof alertUnsubscribeResultSchema>;
