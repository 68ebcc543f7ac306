import { taskProposals } from '../../src/core/db/schema/tasks';
import type { Fixture, Owner } from './fixture';
import { only, ownOrgOnly, RECRUITERS, type Table } from './table';

/*
 * Tasks (issue 30 item 3, tasks.manage) are the owner organisation's alone, the operator's staff
 * included. Creating names the owner's job and team member: another tenant's job is not found (404);
 * master_admin reaches every job (jobs.manage_all) but may only assign its own team (400).
 */

const taskBody = async (fx: Fixture, o: Owner) => ({
  title: 'Matrix task',
  due_date: '2030-01-15',
  due_time: '09:00',
  assignee_id: await fx.obj.member(o),
  subject_type: 'job',
  subject_id: await fx.obj.job(o),
});
/** A task of the owner's, made by the owner. */
const taskOf = async (fx: Fixture, o: Owner): Promise<number> =>
  fx.post(fx.maker[o], '/api/tasks', await taskBody(fx, o)).then((d) => d.id);
/** A pending proposal of the owner's (what the worker's pass writes). */
const proposalOf = async (fx: Fixture, o: Owner): Promise<number> => {
  const [row] = await fx.db
    .insert(taskProposals)
    .values({
      clientId: fx.orgId[o],
      kind: 'job_expiring',
      sourceKey: `matrix:${o}:${Math.random()}`,
      title: 'Renew the expiring job Matrix',
      dueAt: new Date(Date.now() + 86_400_000),
      subjectType: 'job',
      subjectId: await fx.obj.job(o),
    })
    .returning({ id: taskProposals.id });
  return row?.id as number;
};

export const TASKS: Table = {
  'GET /api/tasks': { expect: only(200, RECRUITERS) },
  'GET /api/tasks/summary': { expect: only(200, RECRUITERS) },
  'GET /api/tasks/options': { expect: only(200, RECRUITERS) },
  'GET /api/tasks/proposals': { expect: only(200, RECRUITERS) },
  'POST /api/tasks': {
    tenancy: 'org',
    own: only(201, RECRUITERS),
    other: only(404, RECRUITERS, { master_admin: 400 }),
    call: async (fx, o) => ({ payload: await taskBody(fx, o) }),
  },
  'PATCH /api/tasks/{id}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({ params: { id: await taskOf(fx, o) }, payload: { status: 'done' } }),
  },
  'DELETE /api/tasks/{id}': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({ params: { id: await taskOf(fx, o) } }),
  },
  'POST /api/tasks/proposals/{id}/accept': {
    tenancy: 'org',
    ...ownOrgOnly(201),
    call: async (fx, o) => ({ params: { id: await proposalOf(fx, o) } }),
  },
  'POST /api/tasks/proposals/{id}/dismiss': {
    tenancy: 'org',
    ...ownOrgOnly(200),
    call: async (fx, o) => ({ params: { id: await proposalOf(fx, o) } }),
  },
};
