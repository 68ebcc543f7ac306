import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { operatorClientId } from '../../../test/helpers/tenancy';
import { assertWithinLimit, consumeQuota, readUsage } from '.';

let t: Awaited<ReturnType<typeof setupFile>>;
let admin: string;
let m: Masters;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  m = await loadMasters(t.app);
});
afterAll(() => t.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const limits = (over: Record<string, number | null> = {}) => ({
  active_jobs: null,
  cv_views: null,
  cv_downloads: null,
  recruiter_emails: null,
  users: null,
  ...over,
});
const today = () => new Date().toISOString().slice(0, 10);

async function newPlan(over: Record<string, number | null>) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/plans/',
    headers: bearer(admin),
    payload: { name: `Plan ${tag()}`, limits: limits(over) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ data: { id: number; name: string } }>().data;
}

async function assign(clientId: number, planId: number, dates: Record<string, string | null> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/employers/${clientId}/plan`,
    headers: bearer(admin),
    payload: { plan_id: planId, starts_on: today(), ...dates },
  });
}

describe('plans', () => {
  it('staff define, rename and list plans; the seeded Basic, Standard and Premium are there', async () => {
    const plan = await newPlan({ active_jobs: 4 });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/plans/${plan.id}`,
      headers: bearer(admin),
      payload: { name: `${plan.name} plus`, limits: limits({ active_jobs: 6 }) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: `${plan.name} plus`, limits: { active_jobs: 6 } });
    const list = await t.app.inject({ method: 'GET', url: '/api/plans/', headers: bearer(admin) });
    const names = list.json<{ data: { name: string }[] }>().data.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Basic', 'Standard', 'Premium', `${plan.name} plus`]));
  });

  it.each([
    ['a negative limit', { name: 'Neg', limits: limits({ users: -1 }) }, 'limits.users'],
    ['a fraction', { name: 'Frac', limits: limits({ cv_views: 1.5 }) }, 'limits.cv_views'],
    ['a text limit', { name: 'Txt', limits: { ...limits(), active_jobs: 'ten' } }, 'limits.active_jobs'],
    ['no name', { name: '  ', limits: limits() }, 'name'],
    ['a missing limit', { name: 'Miss', limits: { active_jobs: 1 } }, 'limits.cv_views'],
    ['an unknown field', { name: 'Unk', limits: limits(), price: 10 }, 'price'],
    ['a duplicate name', { name: 'basic', limits: limits() }, 'name'],
  ])('refuses %s with 400 naming the field', async (_, payload, field) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/plans/', headers: bearer(admin), payload });
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().message)).toContain(field);
  });

  it('only holders of plans.manage touch plans: other staff 403, a tenant 403, a guest 401', async () => {
    const ats = await signIn(t.app, 'admin', DEMO.ats);
    const employer = await signIn(t.app, 'employer', DEMO.employer);
    for (const token of [ats, employer]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/plans/', headers: bearer(token) });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/plans/' })).statusCode).toBe(401);
  });

  it('a plan in use cannot be deleted; an unused one can', async () => {
    const org = await newEmployer(t.app, admin, `Del ${tag()}`);
    const used = await newPlan({});
    expect((await assign(org.id, used.id)).statusCode).toBe(200);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/plans/${used.id}`,
      headers: bearer(admin),
    });
    expect(refused.statusCode).toBe(409);
    const spare = await newPlan({});
    const ok = await t.app.inject({
      method: 'DELETE',
      url: `/api/plans/${spare.id}`,
      headers: bearer(admin),
    });
    expect(ok.statusCode).toBe(200);
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/plans/${spare.id}`,
      headers: bearer(admin),
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a bad assignment', async () => {
    const org = await newEmployer(t.app, admin, `Bad ${tag()}`);
    const plan = await newPlan({});
    const before = await assign(org.id, plan.id, { starts_on: '2026-05-10', ends_on: '2026-05-01' });
    expect(before.statusCode).toBe(400);
    expect(before.json().message.ends_on).toBeDefined();
    expect((await assign(org.id, 999_999)).statusCode).toBe(400);
    expect((await assign(999_999, plan.id)).statusCode).toBe(404);
    expect((await assign(org.id, plan.id, { starts_on: '10/05/2026' })).statusCode).toBe(400);
    expect((await assign(await operatorClientId(t.database.db), plan.id)).statusCode).toBe(409);
  });
});

describe('the active-job limit', () => {
  it('names a limit of one in the singular: "allows 1 active job"', async () => {
    const org = await newEmployer(t.app, admin, `Limited ${tag()}`);
    const plan = await newPlan({ active_jobs: 1 });
    expect((await assign(org.id, plan.id)).statusCode).toBe(200);
    await postJob(t.app, org.token, jobBody(m));
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/',
      headers: bearer(org.token),
      payload: { ...jobBody(m), status: 'published' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      `Your ${plan.name} plan allows 1 active job, and that limit is reached. Close a published job or ask the portal team for a larger plan.`,
    );
  });

  it('publishes up to the limit, refuses the next with the limit named, and frees a slot on close', async () => {
    const org = await newEmployer(t.app, admin, `Limited ${tag()}`);
    const plan = await newPlan({ active_jobs: 2 });
    expect((await assign(org.id, plan.id)).statusCode).toBe(200);
    const first = await postJob(t.app, org.token, jobBody(m));
    await postJob(t.app, org.token, jobBody(m));

    const third = await t.app.inject({
      method: 'POST',
      url: '/api/jobs/',
      headers: bearer(org.token),
      payload: { ...jobBody(m), status: 'published' },
    });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(
      `Your ${plan.name} plan allows 2 active jobs, and that limit is reached. Close a published job or ask the portal team for a larger plan.`,
    );
    // Nothing half-written: the refused job is not there as a draft either.
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/jobs/?page_size=100',
      headers: bearer(org.token),
    });
    expect(list.json().meta.total).toBe(2);

    const draft = await postJob(t.app, org.token, jobBody(m, { status: 'draft' }));
    const publish = () =>
      t.app.inject({ method: 'POST', url: `/api/jobs/${draft}/publish`, headers: bearer(org.token) });
    expect((await publish()).statusCode).toBe(409);
    await t.app.inject({ method: 'POST', url: `/api/jobs/${first}/close`, headers: bearer(org.token) });
    expect((await publish()).statusCode).toBe(200);

    const usage = await t.app.inject({
      method: 'GET',
      url: `/api/employers/${org.id}/usage`,
      headers: bearer(org.token),
    });
    expect(usage.statusCode).toBe(200);
    expect(usage.json().data.usage.find((u: { limit: string }) => u.limit === 'active_jobs')).toMatchObject({
      used: 2,
      max: 2,
      resets_at: null,
    });
  });

  it('applies only within the plan dates, and never to the operator', async () => {
    const org = await newEmployer(t.app, admin, `Ended ${tag()}`);
    const plan = await newPlan({ active_jobs: 0 });
    expect(
      (await assign(org.id, plan.id, { starts_on: '2020-01-01', ends_on: '2020-12-31' })).statusCode,
    ).toBe(200);
    await postJob(t.app, org.token, jobBody(m));
    const usage = await readUsage(t.database.db, org.id);
    expect(usage.plan).toMatchObject({ id: plan.id, current: false });
    expect(usage.usage.every((u) => u.max === null)).toBe(true);

    const operator = await readUsage(t.database.db, await operatorClientId(t.database.db));
    expect(operator.unlimited).toBe(true);
  });
});

describe('metered limits (the API other modules call)', () => {
  it('counts CV views up to the monthly limit and names the reset date beyond it', async () => {
    const org = await newEmployer(t.app, admin, `Views ${tag()}`);
    const plan = await newPlan({ cv_views: 2 });
    // The plan covers the fixed clock below whatever day the test runs (today's start would not).
    await assign(org.id, plan.id, { starts_on: '2026-11-01' });
    const now = new Date('2026-11-24T10:00:00Z');
    const db = t.database.db;
    await consumeQuota(db, org.id, 'cv_views', 1, now);
    await consumeQuota(db, org.id, 'cv_views', 1, now);
    await expect(consumeQuota(db, org.id, 'cv_views', 1, now)).rejects.toMatchObject({
      status: 409,
      message: `Your ${plan.name} plan allows 2 CV views a month, and that limit is reached. It resets on 1 December 2026 at 00:00 UTC.`,
    });
    await expect(assertWithinLimit(db, org.id, 'cv_views', 1, now)).rejects.toMatchObject({ status: 409 });
    // A new month starts from nothing.
    await consumeQuota(db, org.id, 'cv_views', 1, new Date('2026-12-01T00:00:00Z'));
    const usage = await readUsage(db, org.id, now);
    expect(usage.usage.find((u) => u.limit === 'cv_views')).toMatchObject({
      used: 2,
      max: 2,
      resets_at: '2026-12-01T00:00:00.000Z',
    });
  });

  it('never lets concurrent spenders past the daily e-mail limit', async () => {
    const org = await newEmployer(t.app, admin, `Mail ${tag()}`);
    const plan = await newPlan({ recruiter_emails: 3 });
    await assign(org.id, plan.id);
    const db = t.database.db;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => db.transaction((tx) => consumeQuota(tx, org.id, 'recruiter_emails'))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const usage = await readUsage(db, org.id);
    expect(usage.usage.find((u) => u.limit === 'recruiter_emails')?.used).toBe(3);
    // A batch bigger than what is left is refused whole.
    await expect(consumeQuota(db, org.id, 'recruiter_emails', 5)).rejects.toMatchObject({ status: 409 });
  });

  it('shows an organisation its own usage only', async () => {
    const a = await newEmployer(t.app, admin, `Own ${tag()}`);
    const b = await newEmployer(t.app, admin, `Other ${tag()}`);
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/employers/${a.id}/usage`,
      headers: bearer(a.token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ client_id: a.id, plan: null, unlimited: false });
    const theirs = await t.app.inject({
      method: 'GET',
      url: `/api/employers/${b.id}/usage`,
      headers: bearer(a.token),
    });
    expect(theirs.statusCode).toBe(404);
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/employers/${b.id}/usage`,
      headers: bearer(admin),
    });
    expect(staff.statusCode).toBe(200);
  });
});
