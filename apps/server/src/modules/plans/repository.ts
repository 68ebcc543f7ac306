import type { PlanLimit } from '@portal/contract/plans';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../core/db/client';
import { clients } from '../../core/db/schema/clients';
import { jobs } from '../../core/db/schema/jobs';
import { clientPlans, plans, planUsage } from '../../core/db/schema/plans';
import { users } from '../../core/db/schema/users';
import type { Caller } from '../../platform/tenancy/scope';
import { ownedBy } from '../../platform/tenancy/scope-repository';

export type PlanRow = typeof plans.$inferSelect;
type NewPlan = typeof plans.$inferInsert;

/** Every plan with how many organisations hold it, smallest job allowance first (unlimited last). */
export function plansWithClientCounts(db: Db) {
  return db
    .select({ plan: plans, n: count(clientPlans.clientId) })
    .from(plans)
    .leftJoin(clientPlans, eq(clientPlans.planId, plans.id))
    .groupBy(plans.id)
    .orderBy(asc(sql`coalesce(${plans.activeJobs}, 2147483647)`), asc(plans.name));
}

/** The id of the plan with this name, whatever its case, or undefined. */
export async function planIdNamed(db: Db, name: string) {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(sql`lower(${plans.name}) = lower(${name})`);
  return row?.id;
}

export async function planExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: plans.id }).from(plans).where(eq(plans.id, id));
  return row !== undefined;
}

export async function insertPlan(db: Db, values: NewPlan) {
  const [row] = await db.insert(plans).values(values).returning();
  return row;
}

export async function updatePlan(db: Db, id: number, set: PgUpdateSetSource<typeof plans>) {
  await db
    .update(plans)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(plans.id, id));
}

export async function deletePlan(db: Db, id: number) {
  await db.delete(plans).where(eq(plans.id, id));
}

/** An organisation's id and whether it is the operator, or undefined when there is none. */
export async function organisation(db: Db, clientId: number) {
  const [row] = await db
    .select({ id: clients.id, isOperator: clients.isOperator })
    .from(clients)
    .where(eq(clients.id, clientId));
  return row;
}

/** Whether the caller may see this organisation (any for the operator's staff, else its own). */
export async function organisationInScope(db: Db, caller: Caller, clientId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), ownedBy(caller, clients.id)));
  return row !== undefined;
}

export async function clientPlanOf(db: Db, clientId: number) {
  const [row] = await db.select().from(clientPlans).where(eq(clientPlans.clientId, clientId));
  return row;
}

/** Gives an organisation its plan, replacing the one it had. */
export async function upsertClientPlan(
  db: Db,
  clientId: number,
  values: { planId: number; startsOn: string; endsOn: string | null; assignedBy: number },
) {
  await db
    .insert(clientPlans)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: clientPlans.clientId, set: { ...values, updatedAt: sql`now()` } });
}

/** An organisation, its plan assignment and that plan's limits (nulls where it has no plan). */
export async function organisationPlan(db: Db, clientId: number) {
  const [row] = await db
    .select({
      operator: clients.isOperator,
      planId: clientPlans.planId,
      startsOn: clientPlans.startsOn,
      endsOn: clientPlans.endsOn,
      name: plans.name,
      active_jobs: plans.activeJobs,
      cv_views: plans.cvViews,
      cv_downloads: plans.cvDownloads,
      recruiter_emails: plans.recruiterEmails,
      users: plans.users,
    })
    .from(clients)
    .leftJoin(clientPlans, eq(clientPlans.clientId, clients.id))
    .leftJoin(plans, eq(plans.id, clientPlans.planId))
    .where(eq(clients.id, clientId));
  return row;
}

export async function publishedJobCount(db: Db, clientId: number): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.clientId, clientId), eq(jobs.status, 'published')));
  return r?.n ?? 0;
}

export async function userCount(db: Db, clientId: number): Promise<number> {
  const [r] = await db.select({ n: count() }).from(users).where(eq(users.clientId, clientId));
  return r?.n ?? 0;
}

/** How much of a metered limit an organisation spent in the period starting on that day. */
export async function usedInPeriod(db: Db, clientId: number, limit: PlanLimit, periodStart: string) {
  const [r] = await db
    .select({ used: planUsage.used })
    .from(planUsage)
    .where(
      and(
        eq(planUsage.clientId, clientId),
        eq(planUsage.limit, limit),
        eq(planUsage.periodStart, periodStart),
      ),
    );
  return r?.used ?? 0;
}

/** Serialises checks of one organisation's limits inside the caller's transaction. */
export async function lockClientLimits(db: Db, clientId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(727100, ${clientId})`);
}

/**
 * Counts `amount` into the period's usage in one statement: the row is created or counted up only
 * while it stays within `max` (no bound without one). False when the limit stopped it.
 */
export async function addUsage(
  db: Db,
  u: { clientId: number; limit: PlanLimit; periodStart: string; amount: number; max: number | null },
): Promise<boolean> {
  const within: SQL | undefined =
    u.max != null ? sql`${planUsage.used} + excluded.used <= ${u.max}` : undefined;
  const rows = await db
    .insert(planUsage)
    .values({ clientId: u.clientId, limit: u.limit, periodStart: u.periodStart, used: u.amount })
    .onConflictDoUpdate({
      target: [planUsage.clientId, planUsage.limit, planUsage.periodStart],
      set: { used: sql`${planUsage.used} + excluded.used` },
      ...(within ? { setWhere: within } : {}),
    })
    .returning({ used: planUsage.used });
  return rows.length > 0;
}

/** Gives a new organisation its first plan, from today. */
export async function startPlan(db: Db, clientId: number, planId: number, assignedBy: number) {
  await db
    .insert(clientPlans)
    .values({ clientId, planId, startsOn: new Date().toISOString().slice(0, 10), assignedBy });
}
