import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { jobBody, loadMasters, type Masters, newEmployer, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';
import { operatorClientId } from '../../../test/helpers/tenancy';

let t: Awaited<ReturnType<typeof setupFile>>;
let m: Masters;
let a: string;
let b: { id: number; token: string };
let admin: string;
let jobA: number;
let templateA: number;
beforeAll(async () => {
  t = await setupFile({ WORKER: 'off' });
  m = await loadMasters(t.app);
  a = await signIn(t.app, 'employer', DEMO.employer);
  admin = await signIn(t.app, 'admin', DEMO.master_admin);
  b = await newEmployer(t.app, admin, 'Other Org Logistics');
  jobA = await postJob(t.app, a, jobBody(m, { status: 'draft' }));
  const tpl = await t.app.inject({
    method: 'POST',
    url: '/api/template/job-templates',
    headers: bearer(a),
    payload: { ...jobBody(m), name: 'Mine' },
  });
  templateA = tpl.json().data.id;
});
afterAll(() => t.close());

const as = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as string } : {}) });

describe('ownership', () => {
  it("hides another organisation's jobs and templates (404)", async () => {
    for (const [method, url, body] of [
      ['GET', `/api/jobs/${jobA}`],
      ['PATCH', `/api/jobs/${jobA}`, { title: 'Taken over' }],
      ['DELETE', `/api/jobs/${jobA}`],
      ['POST', `/api/jobs/${jobA}/publish`],
      ['POST', `/api/jobs/${jobA}/close`],
      ['POST', `/api/jobs/${jobA}/duplicate`],
      ['GET', `/api/template/job-templates/${templateA}`],
      ['PATCH', `/api/template/job-templates/${templateA}`, { name: 'Taken' }],
      ['DELETE', `/api/template/job-templates/${templateA}`],
      ['POST', `/api/template/job-templates/${templateA}/create-job`],
    ] as const) {
      expect((await as(b.token, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    // B's own list holds none of A's jobs (staff may have posted one for B in another test).
    const listed: { id: number }[] = (await as(b.token, 'GET', '/api/jobs/?page_size=100')).json().data;
    expect(listed.map((j) => j.id)).not.toContain(jobA);
    expect((await as(b.token, 'POST', '/api/jobs/bulk-close', { ids: [jobA] })).json().data.closed).toBe(0);
    // Drafts are invisible to the public and to other organisations.
    expect((await as(b.token, 'GET', `/api/jobs/view/${jobA}`)).statusCode).toBe(404);
    expect((await as(a, 'GET', `/api/jobs/view/${jobA}`)).statusCode).toBe(200);
  });

  it('refuses candidates (403) and anonymous callers (401)', async () => {
    const cand = await signIn(t.app, 'candidate', DEMO.candidate);
    expect((await as(cand, 'GET', '/api/jobs/')).statusCode).toBe(403);
    expect((await as(cand, 'POST', '/api/jobs/', jobBody(m))).statusCode).toBe(403);
    expect((await as(cand, 'GET', '/api/template/job-templates')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/' })).statusCode).toBe(401);
  });

  it('lets staff see every organisation and post for one', async () => {
    const all = await as(admin, 'GET', `/api/jobs/?client_id=${b.id}`);
    expect(all.statusCode).toBe(200);
    expect((await as(admin, 'GET', `/api/jobs/${jobA}`)).statusCode).toBe(200);
    // Staff belong to the operator: a job that names no organisation is the operator's own.
    const noOrg = await as(admin, 'POST', '/api/jobs/', jobBody(m));
    expect(noOrg.statusCode).toBe(201);
    expect(noOrg.json().data.employer.id).toBe(await operatorClientId(t.database.db));
    const posted = await as(admin, 'POST', '/api/jobs/', jobBody(m, { client_id: b.id }));
    expect(posted.statusCode).toBe(201);
    expect(posted.json().data.employer.id).toBe(b.id);
    // client_id is ignored for an organisation's own users.
    const own = await as(a, 'POST', '/api/jobs/', jobBody(m, { client_id: b.id }));
    expect(own.json().data.employer.id).not.toBe(b.id);
  });

  it('counts public views but not the owner', async () => {
    const id = await postJob(t.app, a, jobBody(m));
    // Two visitors (views.test.ts covers one visitor's repeats).
    await t.app.inject({ method: 'GET', url: `/api/jobs/view/${id}`, remoteAddress: '203.0.113.1' });
    await t.app.inject({ method: 'GET', url: `/api/jobs/view/${id}`, remoteAddress: '203.0.113.2' });
    await as(a, 'GET', `/api/jobs/view/${id}`);
    expect((await as(a, 'GET', `/api/jobs/${id}`)).json().data.views).toBe(2);
  });
});

describe('validation', () => {
  const post = (body: Record<string, unknown>) => as(a, 'POST', '/api/jobs/', body);
  it('checks ranges, dates and unknown fields', async () => {
    const res = await post(
      jobBody(m, { salary_min: 9000, salary_max: 100, experience_min: 9, experience_max: 1, extra: 1 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatchObject({
      salary_max: ['Maximum salary must be at least the minimum'],
      experience_max: ['Maximum experience must be at least the minimum'],
      extra: ['Unknown field'],
    });
    const past = await post(jobBody(m, { valid_through: '2020-01-01' }));
    expect(past.json().message).toEqual({ valid_through: ['The closing date must be in the future'] });
    const types = await post(jobBody(m, { openings: 'many', employment_type: 'SOMETIMES' }));
    expect(Object.keys(types.json().message).sort()).toEqual(['employment_type', 'openings']);
    const big = await post(jobBody(m, { description: 'x'.repeat(50_001) }));
    expect(big.json().message.description).toEqual(['Description is too long']);
  });

  it('rejects unknown or misplaced master-data ids', async () => {
    const res = await post(
      jobBody(m, {
        designation_id: m('industries', 'fmcg'),
        functional_area_id: 999_999,
        skill_ids: [m('skills', 'sap-ewm'), 999_998],
        locations: [
          {
            country_id: m('countries', 'qatar'),
            state_id: m('states', 'dubai'),
            city_id: m('cities', 'riyadh'),
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual({
      designation_id: ['Unknown designation'],
      functional_area_id: ['Unknown functional area'],
      skill_ids: ['Unknown skill'],
      'locations.0.city_id': ['This city is not in the chosen state'],
      'locations.0.state_id': ['This state is not in the chosen country'],
    });
  });

  it('fills in the state of a city given alone', async () => {
    const res = await post(
      jobBody(m, {
        locations: [{ country_id: m('countries', 'united-arab-emirates'), city_id: m('cities', 'al-ain') }],
      }),
    );
    expect(res.json().data.locations[0].state.slug).toBe('abu-dhabi');
  });
});
