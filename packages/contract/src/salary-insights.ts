import { z } from 'zod';
import { m } from './i18n/index';

/**
 * Salary insights (issue 30 item 5): the median and quartiles of posted salaries per designation and
 * per designation × place (a UAE emirate, or a country outside the UAE), in AED a month, over the
 * last twelve months. A figure is only ever computed from at least SALARY_MIN_POSTINGS postings of at
 * least SALARY_MIN_ORGANISATIONS organisations, so no page reveals one posting's or one organisation's pay.
 */
export const SALARY_MIN_POSTINGS = 5;
export const SALARY_MIN_ORGANISATIONS = 2;
/** Months the figures and the trend cover, the current one included. */
export const SALARY_MONTHS = 12;

export { SALARIES_PATH, salaryHref } from './salary-paths';

const slug = z
  .string()
  .max(100, m('pages.unknown_page'))
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, m('pages.unknown_page'));

export const salaryDesignationParamSchema = z.object({ designation: slug });
export const salaryPlaceParamSchema = z.object({ designation: slug, place: slug });
/** The job page's line: a designation and, when the job has one, its place. */
export const salarySummaryQuerySchema = z.object({ designation: slug, place: slug.optional() });

export const salaryNamedSchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** The Arabic name (null where none is set). */
  name_ar: z.string().nullable().optional(),
});
export const salaryPlaceSchema = salaryNamedSchema.extend({ kind: z.enum(['emirate', 'country']) });
export type SalaryPlace = z.infer<typeof salaryPlaceSchema>;

/** The figures, in whole AED a month: quartiles of the postings' mid-range salaries. */
export const salaryFiguresSchema = z.object({
  postings: z.number().int(),
  q1: z.number().int(),
  median: z.number().int(),
  q3: z.number().int(),
});
export type SalaryFigures = z.infer<typeof salaryFiguresSchema>;

/** One month of the trend: its median only when enough postings back it (else null). */
export const salaryTrendPointSchema = z.object({
  month: z.string(),
  postings: z.number().int(),
  median: z.number().int().nullable(),
});
export type SalaryTrendPoint = z.infer<typeof salaryTrendPointSchema>;

export const salaryInsightSchema = salaryFiguresSchema.extend({
  designation: salaryNamedSchema,
  place: salaryPlaceSchema.nullable(),
  /** First and last month covered (YYYY-MM). */
  from: z.string(),
  to: z.string(),
  trend: z.array(salaryTrendPointSchema),
  /** On a designation's page: its places with figures of their own. */
  places: z.array(salaryPlaceSchema.extend(salaryFiguresSchema.shape)),
  computed_at: z.string(),
});
export type SalaryInsight = z.infer<typeof salaryInsightSchema>;

export const salaryIndexEntrySchema = salaryFiguresSchema.extend({
  designation: salaryNamedSchema,
  places: z.array(salaryPlaceSchema.extend(salaryFiguresSchema.shape)),
});
export type SalaryIndexEntry = z.infer<typeof salaryIndexEntrySchema>;

export const salarySummarySchema = salaryFiguresSchema.extend({
  designation: salaryNamedSchema,
  place: salaryPlaceSchema.nullable(),
});
export type SalarySummary = z.infer<typeof salarySummarySchema>;
