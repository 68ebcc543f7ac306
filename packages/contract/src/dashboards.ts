import { z } from 'zod';
import { APPLICATION_STATUSES } from './candidate-enums';
import { m } from './i18n/index';
import { clientTypeSchema } from './roles';

/** The periods a dashboard shows, in days; kept in the page's URL as `?period=`. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const dashboardQuerySchema = z.strictObject({
  period: z.coerce
    .number()
    .refine(
      (n): n is DashboardPeriod => (DASHBOARD_PERIODS as readonly number[]).includes(n),
      m('dashboards.choose_7_30_or_90'),
    )
    .default(30),
});

/** One bucket of a weekly series: `week` is the Monday it starts (YYYY-MM-DD). */
const week = z.string();

/** GET dashboards/admin: the operator's staff. */
export const adminDashboardSchema = z.object({
  period: z.number().int(),
  registrations: z.array(
    z.object({
      week,
      candidate: z.number().int(),
      employer: z.number().int(),
      consultancy: z.number().int(),
    }),
  ),
  activity: z.array(z.object({ week, jobs: z.number().int(), applications: z.number().int() })),
  pending: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({ id: z.number().int(), name: z.string(), type: clientTypeSchema, created_at: z.string() }),
    ),
  }),
  subscribers: z.object({
    active: z.number().int(),
    unsubscribed: z.number().int(),
    new_in_period: z.number().int(),
  }),
  enquiries_open: z.number().int(),
  mail: z.object({ failed_in_period: z.number().int(), sent_in_period: z.number().int() }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

/** GET dashboards/employer: the caller's organisation's hiring. */
export const employerDashboardSchema = z.object({
  period: z.number().int(),
  open_jobs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      views: z.number().int(),
      applicants: z.number().int(),
      valid_through: z.string().nullable(),
    }),
  ),
  funnel: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
  applications: z.array(z.object({ week, applications: z.number().int() })),
  expiring: z.array(z.object({ id: z.number().int(), title: z.string(), valid_through: z.string() })),
  recent: z.array(
    z.object({
      application_id: z.number().int(),
      candidate: z.string(),
      job_id: z.number().int(),
      job_title: z.string(),
      status: z.enum(APPLICATION_STATUSES),
      created_at: z.string(),
    }),
  ),
});
export type EmployerDashboard = z.infer<typeof employerDashboardSchema>;

/* ---------------------------------------------------------------- search demand (issue 30) */

/** The windows the search-demand lists cover, in days (a toggle on the admin dashboard). */
export const DEMAND_WINDOWS = [7, 30] as const;
export type DemandWindow = (typeof DEMAND_WINDOWS)[number];
export const searchDemandQuerySchema = z.strictObject({
  days: z.coerce
    .number()
    .refine(
      (n): n is DemandWindow => (DEMAND_WINDOWS as readonly number[]).includes(n),
      m('dashboards.choose_7_or_30_days'),
    )
    .default(7),
});

/**
 * How a typed keyword is counted: trimmed, case-folded, runs of white space as one space, at most
 * 100 characters. The same function on the server (recording) and in tests (computing).
 */
export function normaliseSearchKeyword(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100).trim();
}

/** GET dashboards/search-demand: counts only; no user, address, session or time finer than a day. */
export const searchDemandSchema = z.object({
  days: z.number().int(),
  /** The most searched keywords, most first. */
  top: z.array(
    z.object({
      keyword: z.string(),
      searches: z.number().int(),
      zero_result_searches: z.number().int(),
    }),
  ),
  /** The keywords whose searches found nothing, most first. */
  zero: z.array(z.object({ keyword: z.string(), zero_result_searches: z.number().int() })),
});
export type SearchDemand = z.infer<typeof searchDemandSchema>;

/* ---------------------------------------------------------------- dashboards by role (issue 30) */

/** GET dashboards/mine: the caller's own work, whatever organisation they belong to. */
export const myDashboardSchema = z.object({
  /** The jobs the caller posted (newest first, at most 20), each with its applicants per stage. */
  jobs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      status: z.string(),
      stages: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
    }),
  ),
  /** The same counts over all of those jobs. */
  pipeline: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
  /** Scheduled interviews still to come that the caller is an interviewer on (soonest first, at most 10). */
  interviews: z.array(
    z.object({
      id: z.number().int(),
      application_id: z.number().int(),
      candidate: z.string(),
      job_id: z.number().int(),
      job_title: z.string(),
      starts_at: z.string(),
      time_zone: z.string(),
      kind: z.string(),
    }),
  ),
});
export type MyDashboard = z.infer<typeof myDashboardSchema>;

/** GET dashboards/team?period=30|90: the caller's organisation's team, weekly (users.list). */
export const teamDashboardQuerySchema = z.strictObject({
  period: z.coerce
    .number()
    .refine((n): n is 30 | 90 => n === 30 || n === 90, m('dashboards.choose_30_or_90_days'))
    .default(90),
});
export const teamDashboardSchema = z.object({
  period: z.number().int(),
  members: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** One row per week and member (every member, every week; zeros included). */
  activity: z.array(
    z.object({
      week,
      user_id: z.number().int(),
      jobs_posted: z.number().int(),
      status_moves: z.number().int(),
      mails_sent: z.number().int(),
    }),
  ),
  /** The metered plan use per calendar month (the last six, oldest first). */
  usage: z.array(
    z.object({
      month: z.string(),
      cv_views: z.number().int(),
      cv_downloads: z.number().int(),
      recruiter_emails: z.number().int(),
    }),
  ),
});
export type TeamDashboard = z.infer<typeof teamDashboardSchema>;
