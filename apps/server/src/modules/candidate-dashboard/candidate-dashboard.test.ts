import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, postJob } from '../../../test/helpers/jobs';
import { registerCandidate } from '../../../test/helpers/registration';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { applications, savedJobs } from '../../core/db/schema/applications';
import { candidateProfiles } from '../../core/db/schema/candidates';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let employer: string;
let token: string;
let userId: number;

const dashboard = async (tok = token) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/candidate/dashboard', headers: bearer(tok) });
  return { status: res.statusCode, data: res.json().data };
};

beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  ({ token, id: userId } = await registerCandidate(t.app));
});
afterAll(() => t.close());

describe('candidate dashboard', () => {
  it('starts empty for a new candidate, asking for the desired job', async () => {
    const { status, data } = await dashboard();
    expect(status).toBe(200);
    expect(data).toMatchObject({
      applications: { total: 0, by_status: { applied: 0, shortlisted: 0 } },
      saved_jobs: 0,
      active_alerts: 0,
      recommendations: 0,
      recommendations_need_profile: true,
      profile: { completeness: 0, onboarded: false },
      recent_applications: [],
      top_recommendations: [],
    });
    expect(data.profile.missing.map((x: { section: string }) => x.section)).toContain('cv');
  });

  it('counts applications by status, saved jobs, active alerts and recommendations', async () => {
    const ids = [];
    for (const title of ['Yard Supervisor', 'Dock Supervisor', 'Stock Controller', 'Inventory Lead'])
      ids.push(await postJob(t.app, employer, jobBody(m, { title })));
    const [a, b, c] = ids as [number, number, number, number];
    await t.database.db.insert(candidateProfiles).values({ userId }).onConflictDoNothing();
    await t.database.db.update(candidateProfiles).set({
      desiredDesignationIds: [m('designations', 'warehouse-supervisor')],
      onboardedAt: new Date(),
    });
    await t.database.db.insert(applications).values([
      { jobId: a, candidateId: userId, status: 'applied' },
      { jobId: b, candidateId: userId, status: 'shortlisted' },
    ]);
    await t.database.db.insert(savedJobs).values([{ candidateId: userId, jobId: c }]);
    for (const [criteria, active] of [
      [{ keyword: 'yard' }, true],
      [{ keyword: 'dock' }, false],
    ] as const) {
      await t.app.inject({
        method: 'POST',
        url: '/api/jobs/alert',
        headers: bearer(token),
        payload: { criteria, active },
      });
    }

    const { data } = await dashboard();
    expect(data.applications.total).toBe(2);
    expect(data.applications.by_status).toMatchObject({ applied: 1, shortlisted: 1, rejected: 0 });
    expect(data.saved_jobs).toBe(1);
    expect(data.active_alerts).toBe(1);
    expect(data.profile.onboarded).toBe(true);
    expect(data.recent_applications.map((r: { job: { id: number } }) => r.job.id).sort()).toEqual(
      [a, b].sort(),
    );
    expect(data.recent_applications[0].job.employer).toBeTruthy();
    expect(data.recommendations_need_profile).toBe(false);
    const recommended = data.top_recommendations.map((r: { id: number }) => r.id);
    expect(recommended.length).toBeLessThanOrEqual(5);
    expect(recommended).not.toContain(a);
    expect(recommended).not.toContain(b);
    expect(data.recommendations).toBeGreaterThanOrEqual(2);
    expect(data.top_recommendations[0].reasons[0]).toMatchObject({
      kind: 'designation',
      label: 'Warehouse Supervisor',
    });
  });

  it('is for candidates only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/candidate/dashboard' })).statusCode).toBe(401);
    expect((await dashboard(employer)).status).toBe(403);
  });
});
