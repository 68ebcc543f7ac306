import { DEFAULT_TIME_ZONE } from '@portal/contract/interviews';
import type {
  CreateTaskInput,
  Task,
  TaskOptions,
  TaskProposal,
  TaskSubject,
  TasksFilter,
  UpdateTaskInput,
} from '@portal/contract/tasks';
import type { Db } from '../../core/db/client';
import { AppError } from '../../core/lib/app-error';
import { utcToZoned, zonedToUtc } from '../../core/lib/zoned-time';
import { CANDIDATE_NOT_FOUND } from '../../platform/tenancy/candidates';
import { isReachableCandidate } from '../../platform/tenancy/candidates-repository';
import { organisationExists } from '../../platform/tenancy/organisation-repository';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { isInCvDatabase } from '../cv-search';
import { decideProposal, linkProposalTask, pendingProposals } from './proposals-repository';
import {
  applicationReachable,
  countDueNow,
  deleteTask,
  insertTask,
  jobReachable,
  listTasks,
  type TaskInsert,
  type TaskRow,
  taskById,
  teamOf,
  timeZoneOf,
  updateTask,
} from './repository';

export const TASK_NOT_FOUND = 'Task not found.';
const NOT_FOUND: Record<Exclude<TaskSubject, 'candidate'>, string> = {
  application: 'Application not found.',
  job: 'Job not found.',
  organisation: 'Organisation not found.',
};

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

export function presentTask(r: TaskRow): Task {
  const tz = r.timeZone || DEFAULT_TIME_ZONE;
  const due = utcToZoned(r.task.dueAt, tz);
  return {
    id: r.task.id,
    title: r.task.title,
    notes: r.task.notes,
    due_at: r.task.dueAt.toISOString(),
    due_date: due.date,
    due_time: due.time,
    time_zone: tz,
    overdue: Boolean(r.overdue),
    status: r.task.status,
    done_at: r.task.doneAt?.toISOString() ?? null,
    assignee: r.task.assigneeId && r.assigneeName ? { id: r.task.assigneeId, name: r.assigneeName } : null,
    created_by: r.task.createdBy && r.creatorName ? { id: r.task.createdBy, name: r.creatorName } : null,
    subject: { type: r.task.subjectType, id: r.task.subjectId, label: r.label ?? 'Removed' },
    created_at: r.task.createdAt.toISOString(),
  };
}

/**
 * An organisation's tasks (issue 30 item 3). Every task is its organisation's alone, the operator's
 * staff included (they keep the operator's tasks); the object a task is attached to must be in the
 * caller's reach (the tenancy helpers: the candidates it can open, its jobs and their applications,
 * every job for the operator's staff holding jobs.manage_all, its own organisation or, for the
 * operator, any), and the assignee one of its active team.
 */
export function createTaskService(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function zoneOf(clientId: number) {
    return (await timeZoneOf(db, clientId)) ?? DEFAULT_TIME_ZONE;
  }

  async function dueAt(clientId: number, date: string, time: string): Promise<Date> {
    const at = zonedToUtc(date, time, await zoneOf(clientId));
    if (!at) throw AppError.validation({ due_date: ['That day or time does not exist in your time zone'] });
    return at;
  }

  async function assertAssignee(clientId: number, userId: number) {
    const team = await teamOf(db, clientId);
    if (!team.some((m) => m.id === userId))
      throw AppError.validation({ assignee_id: ['Choose a member of your team'] });
  }

  /**
   * `cvDatabase`: the caller searches the CV database, so a candidate found there (not only one who
   * applied to its jobs or that it added) is in reach too, as their page in the CV search is.
   */
  async function assertSubject(caller: Caller, type: TaskSubject, id: number, cvDatabase: boolean) {
    const reachable =
      type === 'candidate'
        ? (await isReachableCandidate(db, caller, id)) ||
          (cvDatabase && (await isInCvDatabase(db, ownClientId(caller), id)))
        : type === 'job'
          ? await jobReachable(db, caller, id)
          : type === 'application'
            ? await applicationReachable(db, caller, id)
            : caller.org.kind === 'operator'
              ? await organisationExists(db, id)
              : caller.org.kind === 'tenant' && caller.org.clientId === id;
    if (!reachable)
      throw AppError.notFound(
        type === 'candidate' ? CANDIDATE_NOT_FOUND : NOT_FOUND[type as Exclude<TaskSubject, 'candidate'>],
      );
  }

  async function one(clientId: number, id: number): Promise<Task> {
    const row = await taskById(db, clientId, id, now());
    if (!row) throw AppError.notFound(TASK_NOT_FOUND);
    return presentTask(row);
  }

  return {
    async list(caller: Caller, q: TasksFilter) {
      const clientId = ownClientId(caller);
      const at = now();
      const { rows, total } = await listTasks(
        db,
        {
          clientId,
          assigneeId: q.scope === 'team' ? undefined : caller.user.id,
          status: q.status === 'all' ? undefined : q.status,
          overdue: q.overdue === true,
          subject: q.subject_type ? { type: q.subject_type, id: q.subject_id } : undefined,
        },
        { limit: q.page_size, offset: (q.page - 1) * q.page_size },
        at,
      );
      return {
        data: rows.map(presentTask),
        meta: {
          page: q.page,
          page_size: q.page_size,
          total,
          due_now: await countDueNow(db, caller.user.id, clientId, at),
        },
      };
    },

    async summary(caller: Caller) {
      return { due_now: await countDueNow(db, caller.user.id, ownClientId(caller), now()) };
    },

    async options(caller: Caller): Promise<TaskOptions> {
      const clientId = ownClientId(caller);
      const [team, time_zone] = await Promise.all([teamOf(db, clientId), zoneOf(clientId)]);
      return {
        time_zone,
        team: team.map((m) => ({ id: m.id, name: fullName(m) })),
        me: caller.user.id,
        organisation: { id: clientId, name: caller.user.client?.name ?? 'Your organisation' },
      };
    },

    async create(caller: Caller, input: CreateTaskInput, reach = { cvDatabase: false }): Promise<Task> {
      const clientId = ownClientId(caller);
      await assertSubject(caller, input.subject_type, Number(input.subject_id), reach.cvDatabase);
      await assertAssignee(clientId, Number(input.assignee_id));
      const id = await insertTask(db, {
        clientId,
        title: input.title,
        notes: input.notes ?? null,
        dueAt: await dueAt(clientId, input.due_date, input.due_time),
        assigneeId: Number(input.assignee_id),
        subjectType: input.subject_type,
        subjectId: Number(input.subject_id),
        createdBy: caller.user.id,
      });
      return one(clientId, id);
    },

    async update(caller: Caller, id: number, input: UpdateTaskInput): Promise<Task> {
      const clientId = ownClientId(caller);
      const current = await taskById(db, clientId, id, now());
      if (!current) throw AppError.notFound(TASK_NOT_FOUND);
      if (input.assignee_id !== undefined) await assertAssignee(clientId, Number(input.assignee_id));
      const values: Partial<TaskInsert> = {};
      if (input.title !== undefined) values.title = input.title;
      if (input.notes !== undefined) values.notes = input.notes ?? null;
      if (input.assignee_id !== undefined) values.assigneeId = Number(input.assignee_id);
      if (input.due_date !== undefined && input.due_time !== undefined) {
        values.dueAt = await dueAt(clientId, input.due_date, input.due_time);
        // A new due time is a new morning: its mail is due again.
        if (values.dueAt.getTime() !== current.task.dueAt.getTime()) values.dueMailSentAt = null;
      }
      if (input.status !== undefined && input.status !== current.task.status) {
        values.status = input.status;
        values.doneAt = input.status === 'done' ? now() : null;
      }
      await updateTask(db, clientId, id, values);
      return one(clientId, id);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      if (!(await deleteTask(db, ownClientId(caller), id))) throw AppError.notFound(TASK_NOT_FOUND);
    },

    async proposals(caller: Caller): Promise<TaskProposal[]> {
      const rows = await pendingProposals(db, ownClientId(caller));
      return rows.map((r) => {
        const tz = r.timeZone || DEFAULT_TIME_ZONE;
        const due = utcToZoned(r.proposal.dueAt, tz);
        return {
          id: r.proposal.id,
          kind: r.proposal.kind,
          title: r.proposal.title,
          due_at: r.proposal.dueAt.toISOString(),
          due_date: due.date,
          due_time: due.time,
          time_zone: tz,
          assignee:
            r.proposal.assigneeId && r.assigneeName
              ? { id: r.proposal.assigneeId, name: r.assigneeName }
              : null,
          subject: { type: r.proposal.subjectType, id: r.proposal.subjectId, label: r.label ?? 'Removed' },
          created_at: r.proposal.createdAt.toISOString(),
        };
      });
    },

    /** Accepting makes the task (for the proposal's assignee, else the caller) in one transaction. */
    async accept(caller: Caller, id: number): Promise<Task> {
      const clientId = ownClientId(caller);
      const taskId = await db.transaction(async (tx) => {
        const p = await decideProposal(tx, clientId, id, 'accepted');
        if (!p) throw AppError.notFound('Proposal not found.');
        const made = await insertTask(tx, {
          clientId,
          title: p.title,
          dueAt: p.dueAt,
          assigneeId: p.assigneeId ?? caller.user.id,
          subjectType: p.subjectType,
          subjectId: p.subjectId,
          createdBy: caller.user.id,
        });
        await linkProposalTask(tx, id, made);
        return made;
      });
      return one(clientId, taskId);
    },

    async dismiss(caller: Caller, id: number): Promise<void> {
      if (!(await decideProposal(db, ownClientId(caller), id, 'dismissed')))
        throw AppError.notFound('Proposal not found.');
    },
  };
}
