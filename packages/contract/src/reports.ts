import { z } from 'zod';
import { APPLICATION_SOURCES, UTM_SOURCE_PATTERN } from './application-source-values';

/*
 * Reports (issue 30 items 1 and 4): what an organisation manages by. Every report answers in one
 * shape, a table of typed columns with the chart drawn from it, so the page, the CSV and XLSX exports,
 * the printable page and the weekly mail are written once for all of them; a report only says how its
 * rows are computed.
 */

export const REPORT_IDS = [
  'funnel',
  'time-in-stage',
  'sources',
  'team-activity',
  'job-performance',
  'campaigns',
  'search-demand',
] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export const REPORT_INFO: Record<ReportId, { title: string; description: string }> = {
  funnel: {
    title: 'Hiring funnel',
    description:
      'Applicants of the period by the furthest stage they reached, with the conversion between stages',
  },
  'time-in-stage': {
    title: 'Time to hire and time in stage',
    description:
      'How long applicants wait in each stage and how long a hire takes: median and 90th percentile, in days',
  },
  sources: {
    title: 'Where applicants come from',
    description: 'Applications of the period by the way the candidate reached the job, and by utm_source',
  },
  'team-activity': {
    title: 'Team activity',
    description: 'Per team member: jobs posted, status moves, interviews held, mails sent, candidates added',
  },
  'job-performance': {
    title: 'Job performance',
    description: 'Views and applications per day',
  },
  campaigns: {
    title: 'Recruiter campaigns',
    description: 'Mails sent, candidates who answered, and each answer',
  },
  'search-demand': {
    title: 'Search demand',
    description:
      'The keywords job seekers searched most, and the searches that found nothing (portal-wide counts)',
  },
};

// The application sources' plain values live in ./application-source-values.ts (no zod): the job
// page reads them on its first load.
export {
  APPLICATION_SOURCE_LABELS,
  APPLICATION_SOURCES,
  type ApplicationSource,
  UTM_SOURCE_PATTERN,
} from './application-source-values';

import { m } from './i18n/index';

/** What the apply call may carry about where the candidate came from (unknown values become `direct`/null). */
export const applySourceSchema = z.object({
  source: z.enum(APPLICATION_SOURCES).optional().catch(undefined),
  utm_source: z.string().trim().toLowerCase().regex(UTM_SOURCE_PATTERN).optional().catch(undefined),
});

/**
 * The rows a report page shows: the first 100 in the report's order (the jobs with the most
 * applications, the latest campaigns); the exports hold every row. A year of a large organisation's
 * funnel has thousands of jobs: a page of them helps no one and costs seconds to send.
 */
export const REPORT_PAGE_ROWS = 100;

/** The longest period a report covers. */
export const REPORT_MAX_DAYS = 366;
/** When no period is given: the last 30 days, today included (the organisation's time zone). */
export const REPORT_DEFAULT_DAYS = 30;

const day = (what: string) =>
  z
    .string({ error: m('reports.choose_date', { what }) })
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, m('reports.enter_date_as_yyyy_mm', { what }));
const optionalId = (what: string) =>
  z.coerce
    .number({ error: m('interviews.choose', { what }) })
    .int(m('interviews.choose', { what }))
    .positive(m('interviews.choose', { what }))
    .max(2_147_483_647, m('interviews.choose', { what }))
    .optional();

/**
 * The filters every report takes. `client_id` is for the operator's master_admin only (another
 * organisation's figures); anyone else sending it gets 403.
 */
export const reportQuerySchema = z
  .strictObject({
    from: day('start').optional(),
    to: day('end').optional(),
    job_id: optionalId('a job'),
    member_id: optionalId('a team member'),
    client_id: optionalId('an organisation'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: m('reports.start_date_must_on_or'),
    path: ['from'],
  })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, {
    message: m('reports.choose_period_at_most_days', { REPORT_MAX_DAYS }),
    path: ['to'],
  });
export type ReportQueryInput = z.input<typeof reportQuerySchema>;
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportParamsSchema = z.object({
  id: z.enum(REPORT_IDS, { error: m('reports.no_such_report') }),
});

export const REPORT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const reportExportQuerySchema = reportQuerySchema.safeExtend({
  format: z.enum(REPORT_EXPORT_FORMATS, { error: m('reports.choose_csv_or_xlsx') }),
});

/**
 * A column: `count` a whole number, `percent` 0–100 with one decimal, `days` a duration in days with one
 * decimal, `date` YYYY-MM-DD, `text` anything else. Null is "no figure" (e.g. no hire to time).
 */
export const REPORT_COLUMN_KINDS = ['text', 'count', 'percent', 'days', 'date'] as const;
export const reportColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(REPORT_COLUMN_KINDS),
});
export type ReportColumn = z.infer<typeof reportColumnSchema>;

export const reportCellSchema = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCellSchema>;
export const reportRowSchema = z.record(z.string(), reportCellSchema);
export type ReportRow = z.infer<typeof reportRowSchema>;

/**
 * What the chart draws: `x` the column of the labels (a text or date column), `series` the numeric
 * columns drawn against it. `funnel` and `bar` are horizontal bars; `line` a line per series over dates.
 */
export const reportChartSchema = z.object({
  kind: z.enum(['bar', 'line', 'funnel']),
  x: z.string(),
  series: z.array(z.string()),
});

export const reportResultSchema = z.object({
  id: z.enum(REPORT_IDS),
  title: z.string(),
  description: z.string(),
  /** The period as applied (defaults filled in), in the organisation's time zone. */
  period: z.object({ from: z.string(), to: z.string(), time_zone: z.string() }),
  /** Whose figures: the organisation's name (master_admin may look at any). */
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  columns: z.array(reportColumnSchema),
  rows: z.array(reportRowSchema),
  /** How many rows the report has; more than `rows` holds when the page shows only REPORT_PAGE_ROWS. */
  rows_total: z.number().int(),
  /** The totals row (same keys as the rows), or null where a total means nothing. */
  totals: reportRowSchema.nullable(),
  chart: reportChartSchema,
});
export type ReportResult = z.infer<typeof reportResultSchema>;

/** GET reports/: the reports the caller may open, and what the filters offer. */
export const reportCatalogueSchema = z.object({
  reports: z.array(z.object({ id: z.enum(REPORT_IDS), title: z.string(), description: z.string() })),
  jobs: z.array(z.object({ id: z.number().int(), title: z.string() })),
  members: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Organisations master_admin may pick; empty for everyone else. */
  organisations: z.array(z.object({ id: z.number().int(), name: z.string() })),
  time_zone: z.string(),
});
export type ReportCatalogue = z.infer<typeof reportCatalogueSchema>;
export const reportCatalogueQuerySchema = z.strictObject({ client_id: optionalId('an organisation') });

/** The caller's opt-in to the weekly report mail (Monday 08:00, the organisation's time zone). */
export const reportSubscriptionSchema = z.object({ weekly: z.boolean() });
export const updateReportSubscriptionSchema = z.strictObject({
  weekly: z.boolean({ error: m('reports.choose_whether_receive_weekly_report') }),
});

/**
 * POST reports/subscription/unsubscribe, without signing in: the weekly mail's signed token in the
 * query (the RFC 8058 one-click POST, body `List-Unsubscribe=One-Click`) or in the body (the web page).
 */
export const reportUnsubscribeQuerySchema = z.object({ token: z.string().max(200).optional() });
export const reportUnsubscribeBodySchema = z
  .strictObject({
    token: z.string().max(200).optional(),
    'List-Unsubscribe': z.literal('One-Click').optional(),
  })
  .optional();
