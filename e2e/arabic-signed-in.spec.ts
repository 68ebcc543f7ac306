import { signInWithToken } from './support/accounts';
import { API, candidateApi } from './support/api';
import { E2E } from './support/env';
import { demoJobWithoutQuestions } from './support/jobs';
import { englishLeft, severeViolations } from './support/look';
import { expect, test } from './support/test';

// Issue 31 item 7: the key pages of every signed-in role, in Arabic: right to left, nothing of the
// interface left in English or as a raw key, and no serious or critical axe finding. People's data
// (names, companies, an English-only job) is not the interface and is not judged (look.ts).

type Role = 'candidate' | 'employer' | 'consultancy' | 'staff';

/** Who reads which pages; `:job` is a demo job of the demo employer with an applicant. */
const pagesByRole: { role: Role; email: string; pages: string[] }[] = [
  {
    role: 'candidate',
    email: 'candidate@demo.example.com',
    pages: ['/ar/candidate', '/ar/candidate/profile', '/ar/candidate/job/applied'],
  },
  {
    role: 'employer',
    email: 'employer@demo.example.com',
    pages: [
      '/ar/employer/dashboard',
      '/ar/management/jobs',
      '/ar/management/jobs/view/:job',
      '/ar/management/cv-search',
      '/ar/management/jobs/create',
    ],
  },
  {
    role: 'consultancy',
    email: 'consultancy@demo.example.com',
    pages: [
      '/ar/admin-pannel/dashboard',
      '/ar/management/jobs',
      '/ar/management/cv-search',
      '/ar/management/jobs/create',
    ],
  },
  {
    role: 'consultancy',
    email: 'consultancy_admin@demo.example.com',
    pages: ['/ar/consultancy-admin/dashboard'],
  },
  {
    role: 'staff',
    email: 'admin@demo.example.com',
    pages: [
      '/ar/admin-pannel/dashboard',
      '/ar/admin-pannel/users',
      '/ar/admin-pannel/master/list',
      '/ar/admin-pannel/master/designations/list',
    ],
  },
];

test.describe('the signed-in pages in Arabic', () => {
  let jobId = 0;

  // The demo candidate has applied for the job, so the applied list and the job's applicants have
  // someone in them (applying again is a 409).
  test.beforeAll(async ({ request }) => {
    jobId = (await demoJobWithoutQuestions(request, 'warehouse')).id;
    const api = await candidateApi(request, 'candidate@demo.example.com', E2E.demoPassword);
    expect([201, 409]).toContain((await api.post(API.jobs.apply, { job_id: jobId })).status());
  });

  for (const { role, email, pages } of pagesByRole)
    for (const path of pages)
      test(`${path} as ${email.split('@')[0]}: Arabic, right to left, axe-clean`, async ({
        page,
        request,
      }) => {
        // axe reads the whole page: the back office's long pages take a while on a busy machine.
        test.setTimeout(90_000);
        await signInWithToken(page, request, role, email);
        await page.goto(path.replace(':job', String(jobId)));
        await expect(page).toHaveURL(new RegExp(`${path.replace(':job', '\\d+')}$`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        expect.soft(await englishLeft(page)).toEqual([]);
        expect.soft(await severeViolations(page)).toEqual([]);
      });
});
