import { signIn, signInWithToken } from './support/accounts';
import { API, candidateApi } from './support/api';
import { E2E } from './support/env';
import { demoJobWithoutQuestions } from './support/jobs';
import { labelNotInName, severeViolations } from './support/look';
import { expect, test } from './support/test';

const pages = [
  '/',
  '/auth/candidate/sign-in',
  '/auth/employer/sign-in',
  '/auth/consultancy/sign-in',
  '/auth/admin-pannel/sign-in',
];

/** The candidate's own pages, read as the demo candidate; `:job` is the job they applied for. */
const candidatePages = [
  '/candidate',
  '/candidate/search-job?keyword=warehouse',
  '/unauth/jobs/view/:job',
  '/candidate/profile',
  '/candidate/profile-create',
  '/candidate/job/applied',
  '/candidate/job/saved',
  '/candidate/job-alert',
];

for (const path of pages) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await severeViolations(page)).toEqual([]);
  });
}

// Issue 32: the header's logo link was named "Logistics Jobs home" while it shows "Logistics Jobs
// Supply-chain careers"; a speech-input user says what they see.
for (const path of [...pages, '/unauth/search-job?keyword=warehouse']) {
  test(`every control's name holds its visible text on ${path}`, async ({ page }) => {
    await page.goto(path);
    expect(await labelNotInName(page)).toEqual([]);
  });
}

test.describe('as a candidate with an application, a saved job and an alert', () => {
  let jobId = 0;

  // Lists with something in them, not just their empty states. Safe to run again: saving is
  // idempotent, a second application is a 409 and the alert is made once.
  test.beforeAll(async ({ request }) => {
    jobId = (await demoJobWithoutQuestions(request, 'warehouse')).id;
    const api = await candidateApi(request, 'candidate@demo.example.com', E2E.demoPassword);
    expect((await api.post(API.jobs.saveJob, { job_id: jobId })).ok()).toBe(true);
    expect([201, 409]).toContain((await api.post(API.jobs.apply, { job_id: jobId })).status());
    const alerts = (await (await api.get(API.jobs.alerts)).json()).data as unknown[];
    if (alerts.length === 0)
      expect((await api.post(API.jobs.alerts, { criteria: { keyword: 'warehouse' } })).status()).toBe(201);
  });

  for (const path of candidatePages) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page, request }) => {
      await signInWithToken(page, request, 'candidate', 'candidate@demo.example.com');
      await page.goto(path.replace(':job', String(jobId)));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  }

  test('axe finds no serious or critical violation on the applicants of a job and an open applicant', async ({
    page,
  }) => {
    await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await page.goto(`/management/jobs/view/${jobId}`);
    const applicants = page.getByRole('region', { name: /^Applicants/ });
    await expect(applicants.getByRole('button', { name: /Aisha Rahman/ })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await applicants.getByRole('button', { name: /Aisha Rahman/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Aisha Rahman' }).getByRole('heading', { name: 'Aisha Rahman' }),
    ).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
});
