import type { Plan, PlanAssignmentInput, PlanInput, PlanLimits, PlanUpdate } from '@portal/contract/plans';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema/clients';
import { clientPlans, plans } from '../../db/schema/plans';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../audit/write';
import type { Caller } from '../tenancy/scope';

const NOT_FOUND = 'Plan not found.';
const DUPLICATE = { name: ['A plan with this name already exists'] };

type PlanRow = typeof plans.$inferSelect;

const toPlan = (p: PlanRow, clientCount: number): Plan => ({
  id: p.id,
  name: p.name,
  description: p.description,
  limits: {
    active_jobs: p.activeJobs,
    cv_views: p.cvViews,
    cv_downloads: p.cvDownloads,
    recruiter_emails: p.recruiterEmails,
    users: p.users,
  },
  client_count: clientCount,
});

const limitColumns = (l: PlanLimits) => ({
  activeJobs: l.active_jobs,
  cvViews: l.cv_views,
  cvDownloads: l.cv_downloads,
  recruiterEmails: l.recruiter_emails,
  users: l.users,
});

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

async function nameTaken(db: Db, name: string, except?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(sql`lower(${plans.name}) = lower(${name})`);
  return row !== undefined && row.id !== except;
}

export function createPlanService(db: Db) {
  async function list(): Promise<Plan[]> {
    const rows = await db
      .select({ plan: plans, n: count(clientPlans.clientId) })
      .from(plans)
      .leftJoin(clientPlans, eq(clientPlans.planId, plans.id))
      .groupBy(plans.id)
      .orderBy(asc(sql`coalesce(${plans.activeJobs}, 2147483647)`), asc(plans.name));
    return rows.map((r) => toPlan(r.plan, r.n));
  }
  async function get(id: number): Promise<Plan> {
    const found = (await list()).find((p) => p.id === id);
    if (!found) throw AppError.notFound(NOT_FOUND);
    return found;
  }
  /** A unique-name race still ends as the same 400 as the check before it. */
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.validation(DUPLICATE);
      throw err;
    }
  }
  return {
    list,
    get,
    async create(caller: Caller, input: PlanInput): Promise<Plan> {
      if (await nameTaken(db, input.name)) throw AppError.validation(DUPLICATE);
      const id = await guarded(() =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(plans)
            .values({ name: input.name, description: input.description, ...limitColumns(input.limits) })
            .returning();
          if (!row) throw new Error('insert returned no row');
          await writeAudit(tx, caller.user, {
            action: 'plan.create',
            targetType: 'plan',
            targetId: row.id,
            after: toPlan(row, 0),
          });
          return row.id;
        }),
      );
      return get(id);
    },
    async update(caller: Caller, id: number, patch: PlanUpdate): Promise<Plan> {
      const before = await get(id);
      if (patch.name !== undefined && (await nameTaken(db, patch.name, id)))
        throw AppError.validation(DUPLICATE);
      await guarded(() =>
        db.transaction(async (tx) => {
          await tx
            .update(plans)
            .set({
              ...(patch.name !== undefined ? { name: patch.name } : {}),
              ...(patch.description !== undefined ? { description: patch.description } : {}),
              ...(patch.limits ? limitColumns(patch.limits) : {}),
              updatedAt: sql`now()`,
            })
            .where(eq(plans.id, id));
          await writeAudit(tx, caller.user, {
            action: 'plan.update',
            targetType: 'plan',
            targetId: id,
            before,
            after: patch,
          });
        }),
      );
      return get(id);
    },
    async remove(caller: Caller, id: number): Promise<void> {
      const before = await get(id);
      if (before.client_count > 0)
        throw AppError.conflict(
          `${before.name} is assigned to ${before.client_count} organisation(s); assign them another plan first.`,
        );
      await db.transaction(async (tx) => {
        await tx.delete(plans).where(eq(plans.id, id));
        await writeAudit(tx, caller.user, {
          action: 'plan.delete',
          targetType: 'plan',
          targetId: id,
          before,
        });
      });
    },
    /** Gives an organisation a plan for a period, replacing its previous one. */
    async assign(caller: Caller, clientId: number, input: PlanAssignmentInput): Promise<void> {
      await db.transaction(async (tx) => {
        const [client] = await tx
          .select({ id: clients.id, isOperator: clients.isOperator })
          .from(clients)
          .where(eq(clients.id, clientId));
        if (!client) throw AppError.notFound('Organisation not found.');
        if (client.isOperator)
          throw AppError.conflict('The portal operator has no plan: it is never limited.');
        const [plan] = await tx.select({ id: plans.id }).from(plans).where(eq(plans.id, input.plan_id));
        if (!plan) throw AppError.validation({ plan_id: ['Unknown plan'] });
        const [before] = await tx.select().from(clientPlans).where(eq(clientPlans.clientId, clientId));
        const values = { planId: input.plan_id, startsOn: input.starts_on, endsOn: input.ends_on ?? null };
        await tx
          .insert(clientPlans)
          .values({ clientId, ...values, assignedBy: caller.user.id })
          .onConflictDoUpdate({
            target: clientPlans.clientId,
            set: { ...values, assignedBy: caller.user.id, updatedAt: sql`now()` },
          });
        await writeAudit(tx, caller.user, {
          action: 'plan.assign',
          targetType: 'client',
          targetId: clientId,
          clientId,
          before: before
            ? { plan_id: before.planId, starts_on: before.startsOn, ends_on: before.endsOn }
            : null,
          after: { plan_id: values.planId, starts_on: values.startsOn, ends_on: values.endsOn },
        });
      });
    },
  };
}
