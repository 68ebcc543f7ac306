import type { ClientUsage, UsageLine } from '@portal/contract/plans';
import { countOfLimit, PLAN_LIMIT_LABELS, PLAN_LIMITS, type PlanLimit } from '@portal/contract/plans';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { catalogue } from './i18n';
import {
  addUsage,
  lockClientLimits,
  organisationPlan,
  publishedJobCount,
  usedInPeriod,
  userCount,
} from './repository';

/** Limits counted per period by the module that spends them (consumeQuota). */
export type MeteredLimit = 'cv_views' | 'cv_downloads' | 'recruiter_emails';
const METERED: ReadonlySet<PlanLimit> = new Set<PlanLimit>(['cv_views', 'cv_downloads', 'recruiter_emails']);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The period a metered limit counts in (UTC) and when the next one starts. */
export function periodOf(limit: PlanLimit, now: Date): { start: string; resetsAt: Date } | null {
  const period = PLAN_LIMIT_LABELS[limit].period;
  if (period === 'month') {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    return {
      start: isoDay(start),
      resetsAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    };
  }
  if (period === 'day') {
    const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    return { start: isoDay(start), resetsAt: new Date(start.getTime() + 86_400_000) };
  }
  return null;
}

type Effective = {
  operator: boolean;
  assignment: {
    planId: number;
    name: string;
    startsOn: string;
    endsOn: string | null;
    current: boolean;
  } | null;
  limits: Record<PlanLimit, number | null>;
};

const NO_LIMITS: Record<PlanLimit, number | null> = {
  active_jobs: null,
  cv_views: null,
  cv_downloads: null,
  recruiter_emails: null,
  users: null,
};

/**
 * The limits that hold for an organisation today: its plan's while today lies within the plan's
 * dates. The operator, and an organisation with no plan in force, are not limited.
 */
async function effectivePlan(db: Db, clientId: number, now: Date): Promise<Effective> {
  const row = await organisationPlan(db, clientId);
  if (!row) throw AppError.notFound(catalogue.text('errors.organisation_not_found'));
  if (row.planId == null || row.startsOn == null || row.name == null)
    return { operator: row.operator, assignment: null, limits: NO_LIMITS };
  const today = isoDay(now);
  const current = row.startsOn <= today && (row.endsOn == null || row.endsOn >= today);
  const assignment = {
    planId: row.planId,
    name: row.name,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    current,
  };
  if (row.operator || !current) return { operator: row.operator, assignment, limits: NO_LIMITS };
  const { active_jobs, cv_views, cv_downloads, recruiter_emails, users } = row;
  return {
    operator: false,
    assignment,
    limits: { active_jobs, cv_views, cv_downloads, recruiter_emails, users },
  };
}

async function counted(db: Db, clientId: number, limit: PlanLimit, now: Date): Promise<number> {
  if (limit === 'active_jobs') return publishedJobCount(db, clientId);
  if (limit === 'users') return userCount(db, clientId);
  const period = periodOf(limit, now);
  return period ? usedInPeriod(db, clientId, limit, period.start) : 0;
}

const fmtDay = (d: Date) =>
  d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The message a user sees: which limit, how much, and when it resets (or what frees it). */
function limitReached(planName: string, limit: PlanLimit, max: number, now: Date): AppError {
  const period = periodOf(limit, now);
  const tail = period
    ? `It resets on ${fmtDay(period.resetsAt)} at 00:00 UTC.`
    : limit === 'active_jobs'
      ? 'Close a published job or ask the portal team for a larger plan.'
      : 'Remove a user or ask the portal team for a larger plan.';
  return new AppError(
    'plan_limit',
    409,
    catalogue.text('errors.your_plan_allows_and_that', { planName, value: countOfLimit(limit, max), tail }),
  );
}

/**
 * Throws a 409 naming the limit and its reset when `adding` more would go beyond the
 * organisation's plan. Call it inside the transaction that then adds them: it takes a lock per
 * organisation, so two concurrent publishes cannot both pass the last free slot.
 */
export async function assertWithinLimit(
  db: Db,
  clientId: number,
  limit: PlanLimit,
  adding = 1,
  now = new Date(),
): Promise<void> {
  const plan = await effectivePlan(db, clientId, now);
  const max = plan.limits[limit];
  if (max == null || !plan.assignment) return;
  await lockClientLimits(db, clientId);
  const used = await counted(db, clientId, limit, now);
  if (used + adding > max) throw limitReached(plan.assignment.name, limit, max, now);
}

/**
 * Spends `amount` of a metered limit (a CV view, a download, a recruiter e-mail) in the caller's
 * transaction, or throws the same 409 as assertWithinLimit when the period's allowance would be
 * exceeded. Counting happens whether or not a plan limits it, so usage is always known.
 */
export async function consumeQuota(
  db: Db,
  clientId: number,
  limit: MeteredLimit,
  amount = 1,
  now = new Date(),
): Promise<void> {
  const period = periodOf(limit, now);
  if (!period || !METERED.has(limit)) throw new Error(`${limit} is not a metered limit`);
  const plan = await effectivePlan(db, clientId, now);
  const max = plan.limits[limit];
  if (max != null && amount > max && plan.assignment)
    throw limitReached(plan.assignment.name, limit, max, now);
  const spent = await addUsage(db, { clientId, limit, periodStart: period.start, amount, max });
  if (!spent && plan.assignment && max != null) throw limitReached(plan.assignment.name, limit, max, now);
}

/** An organisation's plan and usage of every limit. */
export async function readUsage(db: Db, clientId: number, now = new Date()): Promise<ClientUsage> {
  const plan = await effectivePlan(db, clientId, now);
  const usage: UsageLine[] = await Promise.all(
    PLAN_LIMITS.map(async (limit) => ({
      limit,
      label: PLAN_LIMIT_LABELS[limit].label,
      used: await counted(db, clientId, limit, now),
      max: plan.limits[limit],
      resets_at: periodOf(limit, now)?.resetsAt.toISOString() ?? null,
    })),
  );
  return {
    client_id: clientId,
    unlimited: plan.operator,
    plan: plan.assignment
      ? {
          id: plan.assignment.planId,
          name: plan.assignment.name,
          starts_on: plan.assignment.startsOn,
          ends_on: plan.assignment.endsOn,
          current: plan.assignment.current,
        }
      : null,
    usage,
  };
}
