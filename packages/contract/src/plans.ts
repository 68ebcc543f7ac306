import { z } from 'zod';
import { m } from './i18n/index';

/**
 * What a plan limits (the pricing page's Basic, Standard and Premium). Counted how:
 * - `active_jobs`, `users`: rows that exist now (published jobs, the organisation's users);
 * - `cv_views`, `cv_downloads`: per calendar month (UTC), `recruiter_emails`: per day (UTC), as
 *   metered by the modules that spend them (the plans module's `consumeQuota`).
 */
export const PLAN_LIMITS = ['active_jobs', 'cv_views', 'cv_downloads', 'recruiter_emails', 'users'] as const;
export const planLimitSchema = z.enum(PLAN_LIMITS);
export type PlanLimit = z.infer<typeof planLimitSchema>;

export const PLAN_LIMIT_LABELS: Record<PlanLimit, { label: string; period: 'month' | 'day' | null }> = {
  active_jobs: { label: 'Active jobs', period: null },
  cv_views: { label: 'CV views a month', period: 'month' },
  cv_downloads: { label: 'CV downloads a month', period: 'month' },
  recruiter_emails: { label: 'Recruiter e-mails a day', period: 'day' },
  users: { label: 'Users', period: null },
};

/** Each limit counted in a sentence, singular and plural: "1 active job", "5 CV views a month". */
const PLAN_LIMIT_UNITS: Record<PlanLimit, Record<'one' | 'other', string>> = {
  active_jobs: { one: 'active job', other: 'active jobs' },
  cv_views: { one: 'CV view a month', other: 'CV views a month' },
  cv_downloads: { one: 'CV download a month', other: 'CV downloads a month' },
  recruiter_emails: { one: 'recruiter e-mail a day', other: 'recruiter e-mails a day' },
  users: { one: 'user', other: 'users' },
};

const plural = new Intl.PluralRules('en-GB');

/** `n` of a limit in words, with the noun agreeing: "1 active job", "0 users". */
export function countOfLimit(limit: PlanLimit, n: number): string {
  const form = plural.select(n) === 'one' ? 'one' : 'other';
  return `${n.toLocaleString('en-GB')} ${PLAN_LIMIT_UNITS[limit][form]}`;
}

/** A limit: a whole number, or null for unlimited. */
const limitField = (label: string) =>
  z
    .number({ error: m('plans.must_whole_number_or_empty', { label }) })
    .int(m('plans.must_whole_number', { label }))
    .min(0, m('plans.cannot_negative', { label }))
    .max(1_000_000, m('plans.must_at_most_1_000', { label }))
    .nullable();

export const planLimitsSchema = z.strictObject({
  active_jobs: limitField('Active jobs'),
  cv_views: limitField('CV views a month'),
  cv_downloads: limitField('CV downloads a month'),
  recruiter_emails: limitField('Recruiter e-mails a day'),
  users: limitField('Users'),
});
export type PlanLimits = z.infer<typeof planLimitsSchema>;

export const planInputSchema = z.strictObject({
  name: z
    .string({ error: m('custom-roles.name_required') })
    .trim()
    .min(1, m('custom-roles.name_required'))
    .max(60, m('custom-roles.name_must_at_most_60')),
  description: z.string().trim().max(500, m('plans.description_must_at_most_500')).default(''),
  limits: planLimitsSchema,
});
export type PlanInput = z.infer<typeof planInputSchema>;
export const planUpdateSchema = planInputSchema.partial();
export type PlanUpdate = z.infer<typeof planUpdateSchema>;

export const planSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  limits: z.object({
    active_jobs: z.number().int().nullable(),
    cv_views: z.number().int().nullable(),
    cv_downloads: z.number().int().nullable(),
    recruiter_emails: z.number().int().nullable(),
    users: z.number().int().nullable(),
  }),
  /** Organisations whose current assignment is this plan. */
  client_count: z.number().int(),
});
export type Plan = z.infer<typeof planSchema>;

const isoDate = z.iso.date(m('candidate-create.enter_date_as_yyyy_mm'));

/** Staff assign a plan to an organisation for a period; `ends_on` empty means until changed. */
export const planAssignmentInputSchema = z
  .strictObject({
    plan_id: z
      .number({ error: m('plans.choose_plan') })
      .int()
      .positive(m('plans.choose_plan')),
    starts_on: isoDate,
    ends_on: isoDate.nullable().default(null),
  })
  .refine((v) => v.ends_on === null || v.ends_on >= v.starts_on, {
    path: ['ends_on'],
    message: m('plans.end_date_must_on_or'),
  });
export type PlanAssignmentInput = z.infer<typeof planAssignmentInputSchema>;

export const usageLineSchema = z.object({
  limit: planLimitSchema,
  label: z.string(),
  used: z.number().int(),
  /** null: unlimited. */
  max: z.number().int().nullable(),
  /** When the count starts again (metered limits); null for counts of what exists now. */
  resets_at: z.string().nullable(),
});
export type UsageLine = z.infer<typeof usageLineSchema>;

/** An organisation's plan and how much of it is used (its dashboard, its page in the back office). */
export const clientUsageSchema = z.object({
  client_id: z.number().int(),
  /** The operator is never limited. */
  unlimited: z.boolean(),
  plan: z
    .object({
      id: z.number().int(),
      name: z.string(),
      starts_on: z.string(),
      ends_on: z.string().nullable(),
      /** Whether today lies within starts_on..ends_on; outside it no limit applies. */
      current: z.boolean(),
    })
    .nullable(),
  usage: z.array(usageLineSchema),
});
export type ClientUsage = z.infer<typeof clientUsageSchema>;
