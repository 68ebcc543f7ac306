import { z } from 'zod';
import { APPLICATION_STATUSES } from './candidate-enums';
import { candidateProfileSchema } from './candidate-profile';
import { KeywordBoxError, parseBooleanQuery, QUERY_LIMITS, QuerySyntaxError } from './cv-query';
import { pageQuerySchema } from './envelope';
import { m } from './i18n/index';
import { CURRENCIES, csvIds } from './jobs';

/*
 * The CV database's search (issue 11): GET search/candidate. The same query string is the URL of
 * the page management/cv-search, so a search is shared by its link and Back works.
 */

export const CV_SEARCH_SORTS = ['relevance', 'last_active', 'experience'] as const;
export type CvSearchSort = (typeof CV_SEARCH_SORTS)[number];
export const CV_SEARCH_SORT_LABELS: Record<CvSearchSort, string> = {
  relevance: 'Relevance',
  last_active: 'Last active',
  experience: 'Experience',
};

/** "Active within" and "updated within" choices, in days. */
export const CV_WITHIN_DAYS = [1, 7, 30, 90, 180, 365] as const;

const keywordBox = (label: string) =>
  z
    .string()
    // Control characters (NUL among them) are no words: read as spaces.
    .transform((v) => v.replace(/\p{Cc}/gu, ' ').trim())
    .pipe(
      z
        .string()
        .max(QUERY_LIMITS.length, m('cv-search.at_most_characters', { label, length: QUERY_LIMITS.length })),
    )
    .superRefine((v, ctx) => {
      try {
        parseBooleanQuery(v);
      } catch (err) {
        if (!(err instanceof QuerySyntaxError)) throw err;
        ctx.addIssue({ code: 'custom', message: err.message });
      }
    })
    .optional();
const years = (label: string) =>
  z.coerce
    .number({ error: m('cv-search.enter_number_years', { label }) })
    .int()
    .min(0)
    .max(60)
    .optional();
const amount = (label: string) =>
  z.coerce
    .number({ error: m('cv-search.enter_amount', { label }) })
    .int(m('cv-search.enter_whole_amount', { label }))
    .min(0)
    .max(10_000_000)
    .optional();
const boolParam = z
  .enum(['true', 'false'], { error: m('candidate-profile.use_true_or_false') })
  .transform((v) => v === 'true');
const withinDays = z.coerce
  .number({ error: m('cv-search.choose_number_days') })
  .refine(
    (v) => (CV_WITHIN_DAYS as readonly number[]).includes(v),
    m('cv-search.choose_days', { value: CV_WITHIN_DAYS.join(', ') }),
  )
  .optional();

/**
 * The search's filters, without paging and sort: what a saved search keeps. Unknown parameters are
 * refused (400, "Unknown field"), so a misspelt filter never silently widens a search.
 */
export const cvSearchCriteriaShape = {
  /** Boolean keywords: AND, OR, NOT / -word, "phrases", (brackets), prefix*. */
  q: keywordBox('Keywords'),
  /** Advanced search: all of these words, any of them, none of them. */
  all: keywordBox('All of these words'),
  any: keywordBox('Any of these words'),
  none: keywordBox('None of these words'),
  /** Current country, emirate/state or city. */
  current_location: csvIds.optional(),
  /** Desired emirates/states or cities. */
  desired_location: csvIds.optional(),
  /** Current (the present job's) or desired designation. */
  designation: csvIds.optional(),
  functional_area: csvIds.optional(),
  /** Any of the candidate's desired industries. */
  industry: csvIds.optional(),
  /** Every one of these skills. */
  skills: csvIds.optional(),
  nationality: csvIds.optional(),
  visa_status: csvIds.optional(),
  notice_period: csvIds.optional(),
  education_level: csvIds.optional(),
  /** Any of these certifications (master list). */
  certification: csvIds.optional(),
  /** With `certification`: leave out certificates past their expiry date. */
  certification_valid: boolParam.optional(),
  experience_min: years('Minimum experience'),
  experience_max: years('Maximum experience'),
  /** Expected salary in AED a month. */
  salary_min: amount('Minimum salary'),
  salary_max: amount('Maximum salary'),
  has_cv: boolParam.optional(),
  active_within: withinDays,
  updated_within: withinDays,
};

const rangesInOrder = <
  T extends {
    experience_min?: number;
    experience_max?: number;
    salary_min?: number;
    salary_max?: number;
  },
>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.experience_min != null && v.experience_max != null && v.experience_min > v.experience_max)
    ctx.addIssue({
      code: 'custom',
      path: ['experience_max'],
      message: m('candidates.maximum_experience_must_at_least'),
    });
  if (v.salary_min != null && v.salary_max != null && v.salary_min > v.salary_max)
    ctx.addIssue({
      code: 'custom',
      path: ['salary_max'],
      message: m('alerts.maximum_salary_must_at_least'),
    });
};

export const cvSearchCriteriaSchema = z.strictObject(cvSearchCriteriaShape).superRefine(rangesInOrder);
export type CvSearchCriteria = z.infer<typeof cvSearchCriteriaSchema>;

/** GET search/candidate: the criteria, sort and page. */
export const cvSearchQuerySchema = z
  .strictObject({
    ...cvSearchCriteriaShape,
    ...pageQuerySchema.shape,
    sort: z
      .enum(CV_SEARCH_SORTS, { error: m('cv-search.sort_by_relevance_last_active') })
      .default('relevance'),
  })
  .superRefine(rangesInOrder);
export type CvSearchQuery = z.infer<typeof cvSearchQuerySchema>;

/** The criteria keys, in the order the page shows them. */
export const CV_CRITERIA_KEYS = Object.keys(cvSearchCriteriaShape) as (keyof CvSearchCriteria)[];

/** A stretch of CV text; `hit` marks the words the keywords matched. */
export const snippetPartSchema = z.object({ text: z.string(), hit: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

export const cvSearchRowSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.string().nullable(),
  headline: z.string().nullable(),
  /** The present job's title and employer (the latest current employment). */
  current_title: z.string().nullable(),
  current_employer: z.string().nullable(),
  /** "Jebel Ali, Dubai, United Arab Emirates". */
  location: z.string().nullable(),
  /** The same by the places' Arabic names (English where one has none). */
  location_ar: z.string().nullable().optional(),
  total_experience_years: z.number().int().nullable(),
  expected_salary: z.number().int().nullable(),
  expected_salary_currency: z.enum(CURRENCIES),
  notice_period: z.string().nullable(),
  notice_period_ar: z.string().nullable().optional(),
  last_active_at: z.string(),
  updated_at: z.string(),
  has_cv: z.boolean(),
  /** Up to two passages of the profile and CV text around the keywords, hits marked. */
  snippets: z.array(z.array(snippetPartSchema)),
  /** The chosen filter values this candidate has (skills, places, designations, ... by name). */
  matched: z.array(z.string()),
});
export type CvSearchRow = z.infer<typeof cvSearchRowSchema>;

/** Facets counted beside the filters, each over the result with every other filter applied. */
export const CV_FACETS = [
  'current_location',
  'desired_location',
  'designation',
  'functional_area',
  'industry',
  'skills',
  'nationality',
  'visa_status',
  'notice_period',
  'education_level',
  'certification',
] as const;
export type CvFacet = (typeof CV_FACETS)[number];
export const facetCountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  name_ar: z.string().nullable().optional(),
  count: z.number().int(),
});
export type FacetCount = z.infer<typeof facetCountSchema>;
export const cvFacetsSchema = z.record(z.enum(CV_FACETS), z.array(facetCountSchema));
export type CvFacets = z.infer<typeof cvFacetsSchema>;

/** At most this many similar candidates on a candidate's page. */
export const SIMILAR_LIMIT = 6;

/**
 * A candidate like the one on the page (GET search/candidate/{id}/similar): sharing skills, a
 * designation (current or desired) or the experience band, best score first.
 */
export const similarCandidateSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  photo_url: z.string().nullable(),
  headline: z.string().nullable(),
  current_title: z.string().nullable(),
  location: z.string().nullable(),
  total_experience_years: z.number().int().nullable(),
  /** 2 a shared skill, 3 a shared designation, 1 the same experience band. */
  score: z.number().int(),
  /** The skills both have, by name. */
  shared_skills: z.array(z.string()),
  same_designation: z.boolean(),
  same_experience_band: z.boolean(),
  /** "4 shared skills · same designation · same experience (5–9 years)". */
  reason: z.string(),
});
export type SimilarCandidate = z.infer<typeof similarCandidateSchema>;

/** Experience bands in years: [0, 2), [2, 5), [5, 10), [10, 15), 15 and more. */
export const EXPERIENCE_BANDS = [0, 2, 5, 10, 15] as const;

/** The band's label: "5–9 years", "15+ years". */
export function experienceBandLabel(years: number): string {
  let i = EXPERIENCE_BANDS.length - 1;
  while (i > 0 && years < (EXPERIENCE_BANDS[i] as number)) i--;
  const from = EXPERIENCE_BANDS[i] as number;
  const next = EXPERIENCE_BANDS[i + 1];
  return next == null ? `${from}+ years` : `${from}–${next - 1} years`;
}

/** A parse error in a keyword box, as the 400 names it: `{ message: { q: ["..."] } }`. */
export { KeywordBoxError, QuerySyntaxError };

/* ------------------------------------------------ a candidate seen by a recruiter */

export const recruiterCandidateSchema = z.object({
  /** The whole profile, as the candidate sees it (never consultant feedback). */
  profile: candidateProfileSchema,
  /** The CV's extracted text (DOC/DOCX are shown as text; a PDF is shown as itself). */
  cv_text: z.string().nullable(),
  /** The caller's organisation's folders that hold the candidate. */
  folders: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The candidate's applications to the caller's organisation's jobs. */
  applications: z.array(
    z.object({
      id: z.number().int(),
      job_id: z.number().int(),
      job_title: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      applied_at: z.string(),
    }),
  ),
});
export type RecruiterCandidate = z.infer<typeof recruiterCandidateSchema>;

/** GET search/candidate/{id}/cv: `view` shows a PDF in the page (cv.search); `download` (cv.download) is logged and metered. */
export const cvFileQuerySchema = z.strictObject({
  purpose: z.enum(['view', 'download'], { error: m('cv-search.use_view_or_download') }).default('download'),
});

/** GET candidate/profile-views: the organisations that opened the candidate's profile or CV. */
export const profileViewSchema = z.object({
  organisation: z.string(),
  views: z.number().int(),
  downloads: z.number().int(),
  last_viewed_at: z.string(),
});
export type ProfileView = z.infer<typeof profileViewSchema>;
