import { z } from 'zod';
import { APPLICATION_STATUSES } from './candidate-enums';
import { recommendationSchema } from './recommendations';

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** An application as the dashboard lists it. */
export const dashboardApplicationSchema = z.object({
  id: z.number().int(),
  status: applicationStatusSchema,
  applied_at: z.string(),
  updated_at: z.string(),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    /** The Arabic title, null where the job has none. */
    title_ar: z.string().nullable().optional(),
    employer: z.string(),
  }),
});
export type DashboardApplication = z.infer<typeof dashboardApplicationSchema>;

/** GET candidate/dashboard. */
export const candidateDashboardSchema = z.object({
  applications: z.object({
    total: z.number().int(),
    by_status: z.record(applicationStatusSchema, z.number().int()),
  }),
  saved_jobs: z.number().int(),
  active_alerts: z.number().int(),
  recommendations: z.number().int(),
  /** True when the profile names no desired job or skill: nothing to recommend on yet. */
  recommendations_need_profile: z.boolean(),
  profile: z.object({
    completeness: z.number().int().min(0).max(100),
    /** Sections still missing, each with what to add. */
    missing: z.array(z.object({ section: z.string(), label: z.string() })),
    onboarded: z.boolean(),
  }),
  recent_applications: z.array(dashboardApplicationSchema),
  top_recommendations: z.array(recommendationSchema),
});
export type CandidateDashboard = z.infer<typeof candidateDashboardSchema>;
