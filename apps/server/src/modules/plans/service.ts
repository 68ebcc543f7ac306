import type {
  ClientUsage,
  Plan,
  PlanAssignmentInput,
  PlanInput,
  PlanLimits,
  PlanUpdate,
} from '@portal/contract/plans';
import type { Db } from '../../core/db/client';
import { isUniqueViolation } from '../../core/db/errors';
import { AppError } from '../../core/lib/app-error';
import { writeAudit } from '../../platform/audit/write';
import type { Caller } from '../../platform/tenancy/scope';
import { catalogue } from './i18n';
import { readUsage } from './limits';
import {
  clientPlanOf,
  deletePlan,
  insertPlan,
  organisation,
  organisationInScope,
  type PlanRow,
  planExists,
  planIdNamed,
  plansWithClientCounts,
  updatePlan,
  upsertClientPlan,
} from './repository';

const NOT_FOUND = catalogue.text('errors.plan_not_found');
const DUPLICATE = { name: [catalogue.text('errors.plan_with_name_already_exists')] };

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

async function nameTaken(db: Db, name: string, except?: number): Promise<boolean> {
  const id = await planIdNamed(db, name);
  return id !== undefined && id !== except;
}

export function createPlanService(db: Db) {
  async function list(): Promise<Plan[]> {
    const rows = await plansWithClientCounts(db);
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
          const row = await insertPlan(tx, {
            name: input.name,
            description: input.description,
            ...limitColumns(input.limits),
          });
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
          await updatePlan(tx, id, {
            ...(patch.name !== undefined ? { name: patch.name } : {}),
            ...(patch.description !== undefined ? { description: patch.description } : {}),
            ...(patch.limits ? limitColumns(patch.limits) : {}),
          });
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
          catalogue.text('errors.assigned_organisation_s_assign_them', {
            name: before.name,
            client_count: before.client_count,
          }),
        );
      await db.transaction(async (tx) => {
        await deletePlan(tx, id);
        await writeAudit(tx, caller.user, {
          action: 'plan.delete',
          targetType: 'plan',
          targetId: id,
          before,
        });
      });
    },
    /** An organisation's plan and usage: any for the operator's staff, a tenant's own (else 404). */
    async usage(caller: Caller, clientId: number): Promise<ClientUsage> {
      if (!(await organisationInScope(db, caller, clientId)))
        throw AppError.notFound(catalogue.text('errors.organisation_not_found'));
      return readUsage(db, clientId);
    },
    /** Gives an organisation a plan for a period, replacing its previous one. */
    async assign(caller: Caller, clientId: number, input: PlanAssignmentInput): Promise<void> {
      await db.transaction(async (tx) => {
        const client = await organisation(tx, clientId);
        if (!client) throw AppError.notFound(catalogue.text('errors.organisation_not_found'));
        if (client.isOperator) throw AppError.conflict(catalogue.text('errors.portal_operator_has_no_plan'));
        if (!(await planExists(tx, input.plan_id)))
          throw AppError.validation({ plan_id: [catalogue.text('errors.unknown_plan')] });
        const before = await clientPlanOf(tx, clientId);
        const values = { planId: input.plan_id, startsOn: input.starts_on, endsOn: input.ends_on ?? null };
        await upsertClientPlan(tx, clientId, { ...values, assignedBy: caller.user.id });
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
