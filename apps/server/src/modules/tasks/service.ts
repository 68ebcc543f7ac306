import { DEFAULT_TIME_ZONE } from '@portal/contract/interviews';
import type { Locale } from '@portal/contract/locale';
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
import type { Text } from '../../core/i18n/catalog';
import { AppError } from '../../core/lib/app-error';
import { utcToZoned, zonedToUtc } from '../../core/lib/zoned-time';
import { writeAudit } from '../../platform/audit/write';
import { CANDIDATE_NOT_FOUND } from '../../platform/tenancy/candidates';
import { isReachableCandidate } from '../../platform/tenancy/candidates-repository';
import { organisationExists } from '../../platform/tenancy/organisation-repository';
import { type Caller, ownClientId } from '../../platform/tenancy/scope';
import { isInCvDatabase } from '../cv-search';
import { catalogue } from './i18n';
import {
  decideProposal,
  linkProposalTask,
  type ProposalViewer,
  pendingProposals,
} from './proposals-repository';
import {
  applicationJob,
  applicationReachable,
  countDueNow,
  deleteTask,
  insertTask,
  jobReachable,
  listTasks,
  organisationType,
  type TaskInsert,
  type TaskRow,
  taskById,
  teamOf,
  timeZoneOf,
  updateTask,
} from './repository';
import { proposalTitleIn, subjectLabelIn } from './texts';

export const TASK_NOT_FOUND = catalogue.text('errors.task_not_found');
const NOT_FOUND: Record<Exclude<TaskSubject, 'candidate'>, Text> = {
  application: catalogue.text('errors.application_not_found'),
  job: catalogue.text('errors.job_not_found'),
  organisation: catalogue.text('errors.organisation_not_found'),
};

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** What the caller may open (a candidate in the CV database) and the language they read. */
export type Reach = { cvDatabase: boolean; locale: Locale };
const NO_REACH: Reach = { cvDatabase: false, locale: 'en' };

/** Who administers an organisation: they see every proposal made for it. */
const ADMIN_ROLES: readonly string[] = ['consultancy_admin', 'master_admin'];
const viewerOf = (caller: Caller): ProposalViewer => ({
  id: caller.user.id,
  admin: ADMIN_ROLES.includes(caller.user.role),
});

/** What an audit row keeps of a task: enough to read what changed, no notes (they may be personal). */
const audited = (
  t: Pick<TaskInsert, 'title' | 'dueAt' | 'assigneeId' | 'status' | 'subjectType' | 'subjectId'>,
) => ({
  title: t.title,
  due_at: t.dueAt instanceof Date ? t.dueAt.toISOString() : t.dueAt,
  assignee_id: t.assigneeId ?? null,
  status: t.status ?? 'open',
  subject: `${t.subjectType} ${t.subjectId}`,
});

/** Where the caller may open a subject (see the contract's `subject.open`). */
export type SubjectOpen = Task['subject']['open'];

export function presentTask(r: TaskRow, open: SubjectOpen = null, locale: Locale = 'en'): Task {
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
    subject: { type: r.task.subjectType, id: r.task.subjectId, label: subjectLabelIn(r.label, locale), open },
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
    if (!at) throw AppError.validation({ due_date: [catalogue.text('errors.that_day_or_time_does')] });
    return at;
  }

  async function assertAssignee(clientId: number, userId: number) {
    const team = await teamOf(db, clientId);
    if (!team.some((m) => m.id === userId))
      throw AppError.validation({ assignee_id: [catalogue.text('errors.choose_member_your_team')] });
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

  const audit = (
    tx: Db,
    caller: Caller,
    action: string,
    targetId: number,
    clientId: number,
    change: { before?: unknown; after?: unknown },
  ) =>
    writeAudit(
      tx,
      { id: caller.user.id, email: caller.user.email },
      {
        action,
        targetType: action.startsWith('task_proposal.') ? 'task_proposal' : 'task',
        targetId,
        clientId,
        ...change,
      },
    );

  /**
   * Where the caller may open a subject now: the same reach as adding a task to it, so a candidate
   * who left the caller's reach, a deleted job or another organisation's shows as plain text.
   */
  async function openOf(
    caller: Caller,
    type: TaskSubject,
    id: number,
    cvDatabase: boolean,
  ): Promise<SubjectOpen> {
    if (type === 'job')
      return (await jobReachable(db, caller, id)) ? { job_id: id, client_type: null } : null;
    if (type === 'application') {
      const jobId = await applicationJob(db, caller, id);
      return jobId === undefined ? null : { job_id: jobId, client_type: null };
    }
    if (type === 'candidate') {
      const reachable =
        (await isReachableCandidate(db, caller, id)) ||
        (cvDatabase && (await isInCvDatabase(db, ownClientId(caller), id)));
      return reachable ? { job_id: null, client_type: null } : null;
    }
    // The back office's organisation page is the operator's; a tenant opens only its own profile.
    if (caller.org.kind === 'operator') {
      const kind = await organisationType(db, id);
      return kind ? { job_id: null, client_type: kind } : null;
    }
    return caller.org.kind === 'tenant' && caller.org.clientId === id
      ? { job_id: null, client_type: null }
      : null;
  }

  /** Each distinct subject looked up once per page. */
  async function opensOf(caller: Caller, subjects: { type: TaskSubject; id: number }[], cvDatabase: boolean) {
    const key = (s: { type: TaskSubject; id: number }) => `${s.type}:${s.id}`;
    const unique = [...new Map(subjects.map((s) => [key(s), s])).values()];
    const found = new Map<string, SubjectOpen>();
    for (const s of unique) found.set(key(s), await openOf(caller, s.type, s.id, cvDatabase));
    return (s: { type: TaskSubject; id: number }) => found.get(key(s)) ?? null;
  }

  async function one(clientId: number, id: number, caller?: Caller, reach: Reach = NO_REACH): Promise<Task> {
    const { cvDatabase } = reach;
    const row = await taskById(db, clientId, id, now());
    if (!row) throw AppError.notFound(TASK_NOT_FOUND);
    const open = caller ? await openOf(caller, row.task.subjectType, row.task.subjectId, cvDatabase) : null;
    return presentTask(row, open, reach.locale);
  }

  return {
    async list(caller: Caller, q: TasksFilter, reach: Reach = NO_REACH) {
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
      const open = await opensOf(
        caller,
        rows.map((r) => ({ type: r.task.subjectType, id: r.task.subjectId })),
        reach.cvDatabase,
      );
      return {
        data: rows.map((r) =>
          presentTask(r, open({ type: r.task.subjectType, id: r.task.subjectId }), reach.locale),
        ),
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

    async create(caller: Caller, input: CreateTaskInput, reach: Reach = NO_REACH): Promise<Task> {
      const clientId = ownClientId(caller);
      await assertSubject(caller, input.subject_type, Number(input.subject_id), reach.cvDatabase);
      await assertAssignee(clientId, Number(input.assignee_id));
      const values: TaskInsert = {
        clientId,
        title: input.title,
        notes: input.notes ?? null,
        dueAt: await dueAt(clientId, input.due_date, input.due_time),
        assigneeId: Number(input.assignee_id),
        subjectType: input.subject_type,
        subjectId: Number(input.subject_id),
        createdBy: caller.user.id,
      };
      const id = await db.transaction(async (tx) => {
        const made = await insertTask(tx, values);
        await audit(tx, caller, 'task.create', made, clientId, { after: audited(values) });
        return made;
      });
      return one(clientId, id, caller, reach);
    },

    async update(caller: Caller, id: number, input: UpdateTaskInput, reach: Reach = NO_REACH): Promise<Task> {
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
      const before = audited(current.task);
      const after = audited({ ...current.task, ...values });
      // Completing (or reopening) is its own entry, so the log reads "task.complete" rather than a status diff.
      const action =
        values.status === 'done' ? 'task.complete' : values.status === 'open' ? 'task.reopen' : 'task.update';
      await db.transaction(async (tx) => {
        await updateTask(tx, clientId, id, values);
        await audit(tx, caller, action, id, clientId, { before, after });
      });
      return one(clientId, id, caller, reach);
    },

    async remove(caller: Caller, id: number): Promise<void> {
      const clientId = ownClientId(caller);
      await db.transaction(async (tx) => {
        const current = await taskById(tx, clientId, id, now());
        if (!current || !(await deleteTask(tx, clientId, id))) throw AppError.notFound(TASK_NOT_FOUND);
        await audit(tx, caller, 'task.delete', id, clientId, { before: audited(current.task) });
      });
    },

    async proposals(caller: Caller, reach: Reach = NO_REACH): Promise<TaskProposal[]> {
      const rows = await pendingProposals(db, ownClientId(caller), viewerOf(caller));
      const open = await opensOf(
        caller,
        rows.map((r) => ({ type: r.proposal.subjectType, id: r.proposal.subjectId })),
        reach.cvDatabase,
      );
      return rows.map((r) => {
        const tz = r.timeZone || DEFAULT_TIME_ZONE;
        const due = utcToZoned(r.proposal.dueAt, tz);
        return {
          id: r.proposal.id,
          kind: r.proposal.kind,
          title: proposalTitleIn(r.proposal.title, reach.locale),
          due_at: r.proposal.dueAt.toISOString(),
          due_date: due.date,
          due_time: due.time,
          time_zone: tz,
          assignee:
            r.proposal.assigneeId && r.assigneeName
              ? { id: r.proposal.assigneeId, name: r.assigneeName }
              : null,
          subject: {
            type: r.proposal.subjectType,
            id: r.proposal.subjectId,
            label: subjectLabelIn(r.label, reach.locale),
            open: open({ type: r.proposal.subjectType, id: r.proposal.subjectId }),
          },
          created_at: r.proposal.createdAt.toISOString(),
        };
      });
    },

    /** Accepting makes the task (for the proposal's assignee, else the caller) in one transaction. */
    async accept(caller: Caller, id: number, reach: Reach = NO_REACH): Promise<Task> {
      const clientId = ownClientId(caller);
      const taskId = await db.transaction(async (tx) => {
        const p = await decideProposal(tx, clientId, viewerOf(caller), id, 'accepted');
        if (!p) throw AppError.notFound(catalogue.text('errors.proposal_not_found'));
        const values: TaskInsert = {
          clientId,
          title: proposalTitleIn(p.title, reach.locale),
          dueAt: p.dueAt,
          assigneeId: p.assigneeId ?? caller.user.id,
          subjectType: p.subjectType,
          subjectId: p.subjectId,
          createdBy: caller.user.id,
        };
        const made = await insertTask(tx, values);
        await linkProposalTask(tx, id, made);
        await audit(tx, caller, 'task_proposal.accept', id, clientId, {
          after: { ...audited(values), task_id: made },
        });
        return made;
      });
      return one(clientId, taskId, caller, reach);
    },

    async dismiss(caller: Caller, id: number): Promise<void> {
      const clientId = ownClientId(caller);
      await db.transaction(async (tx) => {
        const p = await decideProposal(tx, clientId, viewerOf(caller), id, 'dismissed');
        if (!p) throw AppError.notFound(catalogue.text('errors.proposal_not_found'));
        await audit(tx, caller, 'task_proposal.dismiss', id, clientId, {
          // The proposal's neutral title (JSON), so the audit log reads it in the reader's language.
          after: {
            title: p.title,
            kind: p.kind,
            subject: `${p.subjectType} ${p.subjectId}`,
          },
        });
      });
    },
  };
}
