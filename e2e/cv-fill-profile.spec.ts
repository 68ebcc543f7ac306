import { cvPdf } from '../apps/server/src/app/seed/cv-pdf';
import { signIn } from './support/accounts';
import { API, candidateApi } from './support/api';
import { E2E } from './support/env';
import { expect, type Page, test } from './support/test';

// Issue 29 item 1: the demo candidate fills her profile from her stored CV, and a recruiter adds a
// candidate starting from the CV. Both at a desk's width and a phone's.

const CANDIDATE = 'candidate@demo.example.com';
const CURRENT_JOB = { company: 'Gulf Cold Stores', job_title: 'Warehouse Team Leader' };
const EARLIER_JOB = { company: 'Jebel Ali Cargo Movers', job_title: 'Forklift Operator' };
const YEAR = new Date().getUTCFullYear();

type Job = { id: number; company: string; job_title: string };
type Api = Awaited<ReturnType<typeof candidateApi>>;
const jobsOf = async (api: Api) =>
  ((await (await api.get(API.candidate.profile)).json()) as { data: { employments: Job[] } }).data
    .employments;
const isCvJob = (j: Job) => [CURRENT_JOB, EARLIER_JOB].some((c) => j.company.startsWith(c.company));

/** Screenshots for review only (E2E_SHOTS=1): the journeys stay lean in CI. */
async function shoot(page: Page, name: string, width: number, fullPage = true) {
  if (!process.env.E2E_SHOTS) return;
  const widths = width === 1280 ? [1280, 768] : [375];
  for (const w of widths) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${w}.png`), fullPage });
  }
  await page.setViewportSize({ width, height: 900 });
}

for (const width of [1280, 375]) {
  test(`the demo candidate fills her work experience from her CV, choosing what to add (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Her seeded profile already lists both jobs of her CV: take them out, so the review offers
    // them as new, and put the current one back at the end whatever happens.
    const api = await candidateApi(request, CANDIDATE, E2E.demoPassword);
    for (const j of (await jobsOf(api)).filter(isCvJob))
      expect((await api.delete(API.candidate.employment(j.id))).status()).toBe(200);
    try {
      await page.setViewportSize({ width, height: 900 });
      await signIn(page, '/auth/candidate/sign-in', CANDIDATE, E2E.demoPassword);
      await expect(page).toHaveURL(/\/candidate$/);
      await page.goto('/candidate/profile#cv');

      await page.getByRole('button', { name: 'Fill my profile from my CV' }).click();
      const sheet = page.getByRole('dialog', { name: 'Review what we read from your CV' });
      await expect(sheet).toBeVisible();
      const work = sheet.getByRole('region', { name: 'Work experience' });
      const current = work.getByRole('checkbox', { name: new RegExp(`^${CURRENT_JOB.job_title} at`) });
      const earlier = work.getByRole('checkbox', { name: new RegExp(`^${EARLIER_JOB.job_title} at`) });
      await expect(current).toBeChecked();
      await expect(earlier).toBeChecked();
      await expect(work.getByLabel('Job title').nth(1)).toHaveValue(EARLIER_JOB.job_title);
      await shoot(page, 'cv-review', width, false);
      await work.scrollIntoViewIfNeeded();
      await shoot(page, 'cv-review-work', width, false);

      // By keyboard: Space on the focused box unticks the current job.
      await current.focus();
      await page.keyboard.press('Space');
      await expect(current).not.toBeChecked();
      await work.getByRole('button', { name: 'Save 1 job' }).click();
      await expect(work.getByRole('status')).toHaveText('Added 1 job to your profile.');
      await expect(earlier).toBeDisabled();
      await sheet.getByRole('button', { name: 'Done' }).click();
      await expect(sheet).toBeHidden();

      const experience = page.getByRole('region', { name: 'Work experience' });
      await expect(experience.getByText(EARLIER_JOB.job_title)).toBeVisible();
      await expect(experience.getByText(CURRENT_JOB.job_title)).toBeHidden();
    } finally {
      await api.post(API.candidate.employments, {
        ...CURRENT_JOB,
        location: 'Dubai',
        start_date: `${YEAR - 3}-03-01`,
        is_current: true,
      });
    }
  });

  test(`a recruiter adds a candidate from the CV, the form filled in for her (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const stamp = `${Date.now()}`.slice(-7);
    const email = `samira.khoury.${stamp}.${width}@e2e.example.com`;
    const phone = `+97155${stamp}`;
    const cv = cvPdf(
      'Samira Khoury - Logistics Coordinator',
      [
        'Samira Khoury',
        `${email} | ${phone} | Dubai, UAE`,
        'Logistics Coordinator with five years in freight forwarding.',
        'Experience',
        `Logistics Coordinator, Al Futtaim Logistics, Dubai, ${YEAR - 4} to present`,
        '- Coordinated import shipments and customs clearance.',
        'Education',
        `Bachelor of Commerce, University of Mumbai, ${YEAR - 9}`,
        'Skills: freight forwarding, customs clearance, MS Excel.',
      ].join('\n'),
    );

    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/auth/admin-pannel/sign-in', 'ats@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
    await page.goto('/admin-pannel/create/candidates');
    await page
      .getByLabel(/^CV/)
      .setInputFiles({ name: 'samira-khoury.pdf', mimeType: 'application/pdf', buffer: cv });
    await expect(page.getByText(/Filled 5 fields from the CV/)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('Samira');
    await expect(page.getByLabel('Last name')).toHaveValue('Khoury');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Phone')).toHaveValue(phone);
    await expect(page.getByLabel('Desired job').locator('option:checked')).toHaveText(
      'Logistics Coordinator',
    );
    await shoot(page, 'candidate-create-from-cv', width);

    await page.getByLabel('First name').fill('Samira');
    await page.getByRole('button', { name: 'Add candidate' }).click();
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'was added' })).toContainText(
      'Samira Khoury was added',
    );
  });
}
