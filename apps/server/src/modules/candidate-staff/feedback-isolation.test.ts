import { API } from '@portal/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupFile } from '../../../test/helpers/app';
import { applyFor, newCandidate } from '../../../test/helpers/applications';
import { jobBody, loadMasters, postJob } from '../../../test/helpers/jobs';
import { bearer, DEMO, signIn } from '../../../test/helpers/requests';

/**
 * Consultant feedback is for staff only. The candidate is given a profile, an application, a saved
 * job and an alert, so every response below has something in it, then every candidate-facing
 * response (and the employer's view of the applicant) is searched for the note.
 */
let t: Awaited<ReturnType<typeof setupFile>>;
let candidate: Awaited<ReturnType<typeof newCandidate>>;
let employer: string;
let applicationId: number;
let jobId: number;
const NOTE = 'Feedback-marker-7f3a: salary expectations far above the band';

const api = (path: string) => `/api/${path}`;
const as = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: object) =>
  t.app.inject({ method, url: api(path), headers: bearer(token), ...(payload ? { payload } : {}) });

/** Setup writes must succeed, or the responses searched below would be empty. */
async function ok(res: Promise<{ statusCode: number; body: string }>) {
  const r = await res;
  if (r.statusCode >= 300) throw new Error(`setup failed: ${r.statusCode} ${r.body}`);
}

beforeAll(async () => {
  t = await setupFile();
  const m = await loadMasters(t.app);
  employer = await signIn(t.app, 'employer', DEMO.employer);
  jobId = await postJob(t.app, employer, jobBody(m, { title: 'Feedback Isolation Supervisor' }));
  const savedId = await postJob(t.app, employer, jobBody(m, { title: 'Feedback Isolation Planner' }));
  candidate = await newCandidate(t.app);
  const c = candidate.token;
  await ok(as(c, 'PATCH', API.candidate.update, { skill_ids: [m('skills', 'sap-ewm')] }));
  await ok(
    as(c, 'PUT', API.candidate.desiredJob, {
      designation_ids: [m('designations', 'warehouse-supervisor')],
      functional_area_ids: [],
      location_ids: [],
      employment_types: [],
    }),
  );
  applicationId = await applyFor(t.app, c, jobId, 'Available at once.');
  await ok(as(c, 'POST', API.jobs.saveJob, { job_id: savedId }));
  await ok(as(c, 'POST', API.jobs.alerts, { criteria: { keyword: 'warehouse' }, frequency: 'daily' }));

  const ats = await signIn(t.app, 'consultancy', DEMO.ats);
  const added = await as(ats, 'POST', API.candidate.consultantFeedback(candidate.id), { body: NOTE });
  expect(added.statusCode).toBe(201);
});
afterAll(() => t.close());

describe('consultant feedback never reaches the candidate', () => {
  it.each([
    API.user.me,
    API.candidate.profile,
    API.candidate.export,
    API.candidate.dashboard,
    API.jobs.apply,
    API.jobs.applyStatusCount,
    API.jobs.saveJob,
    API.jobs.notApplied,
    API.jobs.recommended,
    API.jobs.alerts,
  ])('GET %s', async (path) => {
    const res = await as(candidate.token, 'GET', path);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Feedback-marker-7f3a');
    expect(res.body).not.toMatch(/consultant_feedback|"feedback"/);
  });

  it('nor in what a profile edit answers', async () => {
    const res = await as(candidate.token, 'PUT', API.candidate.summary, {
      headline: 'Warehouse supervisor',
      summary: 'Ten years in bonded warehouses.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Feedback-marker-7f3a');
  });

  it('nor in the job pages and search the candidate reads', async () => {
    for (const path of [API.jobs.view(jobId), `${API.jobs.search}?keyword=feedback`]) {
      const res = await as(candidate.token, 'GET', path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).not.toContain('Feedback-marker-7f3a');
    }
  });

  it('and the employer, who is not staff, does not see it on the applicant either', async () => {
    const res = await as(employer, 'GET', API.jobs.applicant(applicationId));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Available at once.');
    expect(res.body).not.toContain('Feedback-marker-7f3a');
  });

  it('while staff read it on the candidate', async () => {
    const admin = await signIn(t.app, 'admin', DEMO.master_admin);
    const res = await as(admin, 'GET', API.candidate.byId(candidate.id));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Feedback-marker-7f3a');
  });
});
