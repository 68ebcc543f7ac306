import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { taskProposals } from '../../src/core/db/schema/tasks';
import { users } from '../../src/core/db/schema/users';
import { bearer } from '../helpers/requests';
import { created, type Fixture } from './tenancy-fixture';
import { ids, ok, ownOfA, type Row } from './tenancy-table';

/*
 * Tasks (issue 30 item 3) in the tenancy table: a task and a proposal are their organisation's
 * alone, for the operator's staff too; another organisation is told they do not exist, never lists
 * them, and can neither attach a task to A's objects nor assign one to A's team.
 */
const userOfA = async (fx: Fixture) => {
  const [u] = await fx.db.select({ id: users.id }).from(users).where(eq(users.email, fx.a.email));
  return u?.id as number;
};
const body = async (fx: Fixture, subject: { subject_type: string; subject_id: number }) => ({
  title: 'Ring the reefer planner back',
  due_date: '2030-03-04',
  due_time: '09:30',
  assignee_id: await userOfA(fx),
  ...subject,
});
/** A fresh task of A's on A's job, made by A. */
const taskOfA = async (fx: Fixture): Promise<number> =>
  created(
    fx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: bearer(fx.tokens.tenantA),
      payload: await body(fx, { subject_type: 'job', subject_id: fx.jobA }),
    }),
  );
/** A fresh pending proposal of A's (as the worker's pass writes them). */
const proposalOfA = async (fx: Fixture): Promise<number> => {
  const [row] = await fx.db
    .insert(taskProposals)
    .values({
      clientId: fx.a.id,
      kind: 'job_expiring',
      sourceKey: `tenancy:${Math.random()}`,
      title: 'Renew the expiring job',
      dueAt: new Date(Date.now() + 86_400_000),
      subjectType: 'job',
      subjectId: fx.jobA,
    })
    .returning({ id: taskProposals.id });
  return row?.id as number;
};
let listed = 0;
let proposed = 0;

/** Naming A's object and A's user: A adds it; B cannot reach the object; the operator's staff reach it but may not assign A's user. */
const createCells = { operator: 400, tenantA: 201, tenantB: 404, candidate: 403, guest: 401 };

export const TASK_TABLE: Row[] = [
  {
    route: 'GET tasks/?scope=team',
    request: async (fx) => {
      listed ||= await taskOfA(fx);
      return { method: 'GET', url: '/api/tasks?scope=team&status=all&page_size=100' };
    },
    expect: {
      operator: ok(200, (b) => expect(ids(b)).not.toContain(listed)),
      tenantA: ok(200, (b) => expect(ids(b)).toContain(listed)),
      tenantB: ok(200, (b) => expect(ids(b)).not.toContain(listed)),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: 'POST tasks/ (on A job)',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/tasks',
      payload: await body(fx, { subject_type: 'job', subject_id: fx.jobA }),
    }),
    expect: createCells,
  },
  {
    route: 'POST tasks/ (on A applicant)',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/tasks',
      payload: await body(fx, { subject_type: 'application', subject_id: fx.applicationA }),
    }),
    expect: createCells,
  },
  {
    route: 'POST tasks/ (on A candidate)',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/tasks',
      payload: await body(fx, { subject_type: 'candidate', subject_id: fx.candidate.id }),
    }),
    expect: createCells,
  },
  {
    route: 'POST tasks/ (on organisation A)',
    request: async (fx) => ({
      method: 'POST',
      url: '/api/tasks',
      payload: await body(fx, { subject_type: 'organisation', subject_id: fx.a.id }),
    }),
    expect: createCells,
  },
  {
    route: 'PATCH tasks/{id}',
    request: async (fx) => ({
      method: 'PATCH',
      url: `/api/tasks/${await taskOfA(fx)}`,
      payload: { status: 'done' },
    }),
    expect: ownOfA(200),
  },
  {
    route: 'DELETE tasks/{id}',
    request: async (fx) => ({ method: 'DELETE', url: `/api/tasks/${await taskOfA(fx)}` }),
    expect: ownOfA(200),
  },
  {
    route: 'GET tasks/proposals',
    request: async (fx) => {
      proposed ||= await proposalOfA(fx);
      return { method: 'GET', url: '/api/tasks/proposals' };
    },
    expect: {
      operator: ok(200, (b) => expect(ids(b)).not.toContain(proposed)),
      tenantA: ok(200, (b) => expect(ids(b)).toContain(proposed)),
      tenantB: ok(200, (b) => expect(ids(b)).not.toContain(proposed)),
      candidate: 403,
      guest: 401,
    },
  },
  {
    route: 'POST tasks/proposals/{id}/accept',
    request: async (fx) => ({ method: 'POST', url: `/api/tasks/proposals/${await proposalOfA(fx)}/accept` }),
    expect: ownOfA(201),
  },
  {
    route: 'POST tasks/proposals/{id}/dismiss',
    request: async (fx) => ({ method: 'POST', url: `/api/tasks/proposals/${await proposalOfA(fx)}/dismiss` }),
    expect: ownOfA(200),
  },
];
