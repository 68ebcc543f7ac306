import { z } from 'zod';
import { APPLICATION_STATUSES } from './candidate-enums';
import { clientTypeSchema } from './roles';

/** The periods a dashboard shows, in days; kept in the page's URL as `?period=`. */
export const DASHBOARD_PERIODS = [7, 30, 90] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const dashboardQuerySchema = z.strictObject({
  period: z.coerce
    .number()
    .refine(
      (n): n is DashboardPeriod => (DASHBOARD_PERIODS as readonly number[]).includes(n),
      'Choose 7, 30 or 90 days',
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
