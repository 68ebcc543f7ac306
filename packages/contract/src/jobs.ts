import { z } from 'zod';
import { listEnvelopeWith, pageQuerySchema } from './envelope';
import { EMPLOYMENT_TYPES, POSTED_WITHIN, SEARCH_SORTS } from './job-values';
import { masterRefSchema } from './master-data';
import { clientTypeSchema } from './roles';
import {
  publicScreeningQuestionSchema,
  screeningQuestionSchema,
  screeningQuestionsInputSchema,
} from './screening';

export {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  JOB_LIST_FILTERS,
  type JobListFilter,
  POSTED_WITHIN,
  SEARCH_SORTS,
} from './job-values';

import { m } from './i18n/index';

export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES, { error: m('jobs.unknown_employment_type') });

/** draft -> published -> closed; the worker moves published jobs past valid_through to expired. */
export const JOB_STATUSES = ['draft', 'published', 'closed', 'expired'] as const;
export const jobStatusSchema = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof jobStatusSchema>;

export const SALARY_PERIODS = ['MONTH', 'YEAR', 'HOUR', 'DAY', 'WEEK'] as const;
/** How each pay period reads in a form's choices. */
export const SALARY_PERIOD_LABELS: Record<(typeof SALARY_PERIODS)[number], string> = {
  MONTH: 'Per month',
  YEAR: 'Per year',
  WEEK: 'Per week',
  DAY: 'Per day',
  HOUR: 'Per hour',
};
export const salaryPeriodSchema = z.enum(SALARY_PERIODS, { error: m('jobs.unknown_salary_period') });
export const CURRENCIES = ['AED', 'SAR', 'QAR', 'KWD', 'BHD', 'OMR', 'USD', 'EUR', 'GBP', 'INR'] as const;
export const currencySchema = z.enum(CURRENCIES, { error: m('jobs.unknown_currency') });
export type Currency = (typeof CURRENCIES)[number];

export const APPLY_METHODS = ['portal', 'external'] as const;

/** A master-data id; the message names the field ("Choose a city from the list"). */
const masterIdOf = (what: string) => {
  const message = `Choose ${what} from the list`;
  return z.coerce.number({ error: message }).int(message).positive(message);
};

/** An optional text: '' (an emptied field) is null, which clears it. */
const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema.nullable()).optional();

/** An Arabic description needs the Arabic title it is advertised under. */
export const ARABIC_TITLE_NEEDED = m('jobs.arabic_title_needed');

/**
 * A job location: the country, optionally the state/emirate and city (all master-data ids;
 * the server checks each belongs to the right list and nests under the one before).
 */
export const jobLocationInputSchema = z.strictObject({
  country_id: masterIdOf('a country'),
  state_id: masterIdOf('an emirate or state').nullish(),
  city_id: masterIdOf('a city').nullish(),
});

/**
 * Fields of a job and of a job template (a template is the same draft without status or dates).
 * Cross-field rules (salary min <= max, experience min <= max, valid_through in the future) are
 * refinements on the full input below so the message lands on the right field.
 */
export const jobFieldsSchema = z.strictObject({
  title: z
    .string({ error: m('candidate-profile.job_title_required') })
    .trim()
    .min(3, {
      error: (issue) =>
        issue.input === '' ? 'Job title is required' : 'Job title must be at least 3 characters',
    })
    .max(150, m('candidate-profile.job_title_must_at_most')),
  description: z
    .string({ error: m('jobs.description_required') })
    .trim()
    .min(30, m('jobs.description_must_at_least_30'))
    .max(50_000, m('jobs.description_too_long')),
  /**
   * The Arabic title and description beside the English ones, both optional; '' or null clears
   * them. An Arabic description needs an Arabic title (withJobRules).
   */
  title_ar: optionalText(
    z.string().trim().min(3, m('jobs.arabic_title_min')).max(150, m('jobs.arabic_title_max')),
  ),
  description_ar: optionalText(
    z
      .string()
      .trim()
      .min(30, m('jobs.arabic_description_min'))
      .max(50_000, m('jobs.arabic_description_too_long')),
  ),
  designation_id: masterIdOf('a designation').nullish(),
  functional_area_id: masterIdOf('a functional area').nullish(),
  industry_id: masterIdOf('an industry').nullish(),
  education_level_id: masterIdOf('an education level').nullish(),
  skill_ids: z.array(masterIdOf('skills')).max(20, m('jobs.at_most_20_skills')).default([]),
  locations: z
    .array(jobLocationInputSchema)
    .min(1, m('jobs.add_at_least_one_location'))
    .max(10, m('jobs.at_most_10_locations')),
  experience_min: z.coerce
    .number()
    .int()
    .min(0, m('candidate-profile.experience_cannot_negative'))
    .max(50)
    .nullish(),
  experience_max: z.coerce.number().int().min(0).max(50).nullish(),
  salary_min: z.coerce
    .number()
    .int()
    .min(0, m('candidate-profile.salary_cannot_negative'))
    .max(10_000_000)
    .nullish(),
  salary_max: z.coerce.number().int().min(0).max(10_000_000).nullish(),
  salary_currency: currencySchema.default('AED'),
  salary_period: salaryPeriodSchema.default('MONTH'),
  salary_visible: z.coerce.boolean().default(true),
  employment_type: employmentTypeSchema.default('FULL_TIME'),
  openings: z.coerce.number().int().min(1, m('jobs.at_least_one_opening')).max(1000).default(1),
  apply_method: z.enum(APPLY_METHODS).default('portal'),
  apply_url: z.url(m('jobs.enter_full_url_starting_with')).max(500).nullish(),
  /** A consultancy may post for a named client company. */
  client_company_name: z.string().trim().max(150).nullish(),
  /** Screening questions the candidate answers when applying (screening.ts). */
  screening_questions: screeningQuestionsInputSchema.default([]),
  /** Decline at once an application that fails a knock-out, with a polite mail. */
  screening_auto_decline: z.boolean({ error: m('jobs.choose_yes_or_no') }).default(false),
});

type RangeInput = {
  title_ar?: string | null;
  description_ar?: string | null;
  experience_min?: number | null;
  experience_max?: number | null;
  salary_min?: number | null;
  salary_max?: number | null;
  apply_method?: string;
  apply_url?: string | null;
};

/**
 * Adds the cross-field rules shared by jobs and templates. `partial`: a PATCH, where a field left
 * out keeps its stored value (the server checks those against the stored job).
 */
export function withJobRules<T extends z.ZodType<RangeInput>>(schema: T, partial = false) {
  return schema.superRefine((v, ctx) => {
    if (v.salary_min != null && v.salary_max != null && v.salary_min > v.salary_max)
      ctx.addIssue({
        code: 'custom',
        path: ['salary_max'],
        message: m('alerts.maximum_salary_must_at_least'),
      });
    if (v.experience_min != null && v.experience_max != null && v.experience_min > v.experience_max)
      ctx.addIssue({
        code: 'custom',
        path: ['experience_max'],
        message: m('candidates.maximum_experience_must_at_least'),
      });
    if (v.apply_method === 'external' && !v.apply_url)
      ctx.addIssue({
        code: 'custom',
        path: ['apply_url'],
        message: m('jobs.give_url_where_candidates_apply'),
      });
    // A PATCH with the Arabic description alone is checked by the server against the stored title.
    if (v.description_ar && (partial ? v.title_ar === null : !v.title_ar))
      ctx.addIssue({ code: 'custom', path: ['title_ar'], message: ARABIC_TITLE_NEEDED });
  });
}

/** valid_through: a date (YYYY-MM-DD) or ISO date-time; must be in the future (checked by the server's clock). */
export const validThroughField = z.iso
  .date(m('candidate-create.enter_date_as_yyyy_mm'))
  .or(z.iso.datetime({ offset: true, error: m('candidate-create.enter_date_as_yyyy_mm') }));

export const jobInputSchema = withJobRules(
  jobFieldsSchema.extend({
    valid_through: validThroughField.nullish(),
    /** Create as a draft (default) or publish at once. */
    status: z.enum(['draft', 'published'], { error: m('jobs.choose_draft_or_published') }).optional(),
    /** Staff with jobs.manage_all post on behalf of an organisation; ignored for everyone else. */
    client_id: z.coerce.number().int().positive().optional(),
  }),
);
export type JobInput = z.infer<typeof jobInputSchema>;

/** PATCH jobs/{id}: any subset of the fields. */
export const jobPatchSchema = withJobRules(
  jobFieldsSchema.extend({ valid_through: validThroughField.nullish() }).partial(),
  true,
);

export const JOB_ACTIONS = ['publish', 'close', 'duplicate'] as const;
export const jobActionSchema = z.strictObject({
  action: z.enum(JOB_ACTIONS, { error: m('jobs.unknown_action') }),
});
export const jobBulkCloseSchema = z.strictObject({
  ids: z.array(z.coerce.number().int().positive()).min(1, m('jobs.choose_at_least_one_job')).max(100),
});

const ref = masterRefSchema;
export const jobLocationSchema = z.object({
  country: ref,
  state: ref.nullable(),
  city: ref.nullable(),
});
export type JobLocation = z.infer<typeof jobLocationSchema>;

export const employerCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: clientTypeSchema,
  logo: z.string().nullable(),
  open_jobs: z.number().int(),
});
export type EmployerCard = z.infer<typeof employerCardSchema>;

/** A job as everyone reads it (public fields). `description` is sanitised HTML. */
export const jobSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** The Arabic title and description (sanitised HTML), null when the job is advertised in English only. */
  title_ar: z.string().nullable(),
  description_ar: z.string().nullable(),
  status: jobStatusSchema,
  employer: employerCardSchema,
  client_company_name: z.string().nullable(),
  designation: ref.nullable(),
  functional_area: ref.nullable(),
  industry: ref.nullable(),
  education_level: ref.nullable(),
  skills: z.array(ref),
  locations: z.array(jobLocationSchema),
  experience_min: z.number().int().nullable(),
  experience_max: z.number().int().nullable(),
  /** Null when the employer hides the salary (except for the owner and staff). */
  salary_min: z.number().int().nullable(),
  salary_max: z.number().int().nullable(),
  salary_currency: currencySchema,
  salary_period: salaryPeriodSchema,
  salary_visible: z.boolean(),
  /**
   * The salary in AED a month through the staff's exchange rates (what the salary filter compares);
   * null with the salary, or when no rate is known.
   */
  salary_min_aed_month: z.number().int().nullable(),
  salary_max_aed_month: z.number().int().nullable(),
  employment_type: employmentTypeSchema,
  openings: z.number().int(),
  apply_method: z.enum(APPLY_METHODS),
  apply_url: z.string().nullable(),
  valid_through: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the apply dialog asks; the knock-out rules stay with the organisation. */
  screening_questions: z.array(publicScreeningQuestionSchema),
});
export type Job = z.infer<typeof jobSchema>;

/** What the owner and staff see in addition: views and applications counted by status. */
export const jobManageSchema = jobSchema.extend({
  screening_questions: z.array(screeningQuestionSchema),
  screening_auto_decline: z.boolean(),
  views: z.number().int(),
  applications: z.record(z.string(), z.number().int()),
});
export type JobManage = z.infer<typeof jobManageSchema>;

/** A row of management/jobs and management/job/search. */
export const jobRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  title_ar: z.string().nullable(),
  status: jobStatusSchema,
  employer: z.object({ id: z.number().int(), name: z.string() }),
  locations: z.array(z.string()),
  /** The same places by their Arabic names (English where an item has none). */
  locations_ar: z.array(z.string()).optional(),
  views: z.number().int(),
  applications: z.number().int(),
  published_at: z.string().nullable(),
  valid_through: z.string().nullable(),
  updated_at: z.string(),
});
export type JobRow = z.infer<typeof jobRowSchema>;

export const JOB_SORTS = ['updated', 'newest', 'oldest', 'title', 'views'] as const;
/** GET jobs/ (the caller's organisation; all organisations for staff with `client_id`). */
export const jobListQuerySchema = pageQuerySchema.extend({
  status: jobStatusSchema.optional(),
  q: z.string().trim().max(200).optional(),
  sort: z.enum(JOB_SORTS).default('updated'),
  client_id: z.coerce.number().int().positive().optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
/** The list response's `meta` also carries `counts` by status for the tabs. */
export const jobStatusCountsSchema = z.record(jobStatusSchema, z.number().int());
export const jobListResponseSchema = listEnvelopeWith(jobRowSchema, { counts: jobStatusCountsSchema });
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** POST jobs/bulk-close answers how many of the ids it closed. */
export const jobBulkCloseResultSchema = z.object({ closed: z.number().int() });
export type JobBulkCloseResult = z.infer<typeof jobBulkCloseResultSchema>;

/* ---------------------------------------------------------------- search */

/** Ids as `1,2,3` or repeated parameters; the job search and the staff candidate filter take them. */
export const csvIds = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        z
          .string()
          .regex(/^[0-9]+$/, m('candidate-create.invalid_id'))
          .transform(Number),
      )
      .max(50),
  );

/**
 * GET jobs/search. The same query string is the URL of the search pages, so a link reproduces
 * a search. Multi-valued filters are comma-separated ids (or repeated keys).
 * `location` matches states/emirates and cities (ids from master data), several at once.
 */
export const jobSearchQuerySchema = pageQuerySchema.extend({
  keyword: z.string().trim().max(200).optional(),
  location: csvIds.optional(),
  designation: csvIds.optional(),
  functional_area: csvIds.optional(),
  industry: csvIds.optional(),
  employment_type: z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).filter(Boolean))
    .pipe(z.array(employmentTypeSchema))
    .optional(),
  employer: csvIds.optional(),
  experience: z.coerce.number().int().min(0).max(50).optional(),
  salary_min: z.coerce.number().int().min(0).optional(),
  salary_max: z.coerce.number().int().min(0).optional(),
  posted_within: z.coerce
    .number()
    .refine((v) => (POSTED_WITHIN as readonly number[]).includes(v), m('jobs.choose_1_3_7_or'))
    .optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
});
export type JobSearchQuery = z.infer<typeof jobSearchQuerySchema>;

/** `name_ar`: the Arabic name of a master item's bucket (location, designation...); absent for the others. */
export const facetBucketSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_ar: z.string().nullable().optional(),
  count: z.number().int(),
});
export type FacetBucket = z.infer<typeof facetBucketSchema>;
export const FACETS = [
  'location',
  'designation',
  'functional_area',
  'industry',
  'employment_type',
  'employer',
  'posted_within',
  'experience',
] as const;

/** A search hit: the job card plus highlighted snippets (`<mark>` only, everything else escaped). */
export const jobHitSchema = jobSchema
  .pick({
    id: true,
    title: true,
    title_ar: true,
    employer: true,
    client_company_name: true,
    locations: true,
    experience_min: true,
    experience_max: true,
    salary_min: true,
    salary_max: true,
    salary_currency: true,
    salary_period: true,
    salary_visible: true,
    salary_min_aed_month: true,
    salary_max_aed_month: true,
    employment_type: true,
    published_at: true,
    designation: true,
    // A result card offers Apply, which for an external job goes to the employer's site.
    apply_method: true,
    apply_url: true,
  })
  .extend({
    title_html: z.string(),
    snippet_html: z.string(),
    /** The start of the Arabic description as plain text, for a card shown in Arabic; null without one. */
    snippet_ar: z.string().nullable(),
    /**
     * With an Arabic keyword: the Arabic title, and a snippet of the Arabic description around the
     * first word found, with the words found marked (`<mark>` only, everything else escaped); null
     * without an Arabic word in the keyword or without the text.
     */
    title_ar_html: z.string().nullable().optional(),
    snippet_ar_html: z.string().nullable().optional(),
    skills: z.array(z.string()),
    /** The Arabic names of `skills`, in the same order (null where none is set). */
    skills_ar: z.array(z.string().nullable()).optional(),
  });
export type JobHit = z.infer<typeof jobHitSchema>;

export const jobSearchResponseSchema = listEnvelopeWith(jobHitSchema, {
  facets: z.record(z.enum(FACETS), z.array(facetBucketSchema)),
  /** "did you mean": a corrected keyword when the typed one finds little. */
  suggestion: z.string().nullable(),
  /** True when the typed keyword found nothing and the results are those of `suggestion`. */
  corrected: z.boolean().optional(),
  /** When nothing matches: which filters to relax, most helpful first. */
  relax: z.array(z.object({ filter: z.string(), label: z.string(), total: z.number().int() })),
});
export type JobSearchResponse = z.infer<typeof jobSearchResponseSchema>;

/* ------------------------------------------------------------- templates */

/** Templates keep the English text only (the Arabic is written on the job). */
const templateFieldsSchema = jobFieldsSchema.omit({ title_ar: true, description_ar: true });
export const jobTemplateInputSchema = withJobRules(
  templateFieldsSchema.extend({
    name: z
      .string({ error: m('jobs.template_name_required') })
      .trim()
      .min(2, m('jobs.template_name_required'))
      .max(100),
  }),
);
export const jobTemplatePatchSchema = withJobRules(
  templateFieldsSchema
    .extend({ name: z.string().trim().min(2, m('jobs.template_name_required')).max(100) })
    .partial(),
  true,
);
export const jobTemplateSchema = jobSchema
  .omit({
    title_ar: true,
    description_ar: true,
    status: true,
    employer: true,
    valid_through: true,
    published_at: true,
    salary_min_aed_month: true,
    salary_max_aed_month: true,
  })
  .extend({
    name: z.string(),
    client_id: z.number().int(),
    screening_questions: z.array(screeningQuestionSchema),
    screening_auto_decline: z.boolean(),
  });
export type JobTemplate = z.infer<typeof jobTemplateSchema>;
/** GET job-templates/: the organisation's templates, searched by name or title. */
export const jobTemplateListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
export type JobTemplateListQuery = z.infer<typeof jobTemplateListQuerySchema>;

/* -------------------------------------------------------------- browsing */

export const JOB_CATEGORIES = ['designation', 'functional_area', 'state'] as const;
export const jobCategorySchema = z.enum(JOB_CATEGORIES, { error: m('jobs.unknown_category') });
export type JobCategory = z.infer<typeof jobCategorySchema>;
export const categoryCountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  open_jobs: z.number().int(),
});
export type CategoryCount = z.infer<typeof categoryCountSchema>;
/** GET jobs/by-category: which grouping to count open jobs by. */
export const categoryCountsQuerySchema = z.object({ category: jobCategorySchema });

export const employerListQuerySchema = pageQuerySchema.extend({ q: z.string().trim().max(100).optional() });
export type EmployerListQuery = z.infer<typeof employerListQuerySchema>;
export const employerProfileSchema = employerCardSchema.extend({
  about: z.string().nullable(),
  website: z.string().nullable(),
});
export type EmployerProfile = z.infer<typeof employerProfileSchema>;
