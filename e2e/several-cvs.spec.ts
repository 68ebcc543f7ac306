import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { DEMO_EMPLOYER } from './support/jobs';
import { expect, type Page, test } from './support/test';

// Issue 29 item 2: the demo candidate (two seeded CVs, one saved letter) uploads another CV, applies
// choosing it and the letter, at 1280 and at 375 px; the employer sees exactly that CV and letter.
// Each person signs in once through the UI.

const cvFile = join(import.meta.dirname, 'fixtures/candidate-cv.pdf');
const WIDTHS = [1280, 375] as const;
const LETTER = 'Warehouse roles';

/** Two open jobs of the demo employer without screening questions that the candidate has not applied to. */
async function jobsToApplyFor(page: Page): Promise<{ id: number; title: string }[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const headers = { Authorization: `Bearer ${token}` };
  const search = await page.request.get('/api/jobs/search', { params: { page_size: 50 } });
  const hits = (
    (await search.json()) as { data: { id: number; title: string; employer: { name: string } }[] }
  ).data;
  const found: { id: number; title: string }[] = [];
  for (const hit of hits.filter((h) => h.employer.name === DEMO_EMPLOYER)) {
    const view = (await (await page.request.get(`/api/jobs/view/${hit.id}`)).json()).data as {
      screening_questions: unknown[];
    };
    const mine = await page.request.get('/api/jobs/apply', { headers, params: { job_ids: String(hit.id) } });
    const applied = ((await mine.json()) as { data: unknown[] }).data.length > 0;
    if (view.screening_questions.length === 0 && !applied) found.push({ id: hit.id, title: hit.title });
    if (found.length === WIDTHS.length) return found;
  }
  throw new Error('not enough jobs of the demo employer to apply for');
}

test('the candidate applies with a second CV and a saved letter; the employer gets exactly those', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const candidate = await (await browser.newContext()).newPage();
  await signIn(candidate, '/auth/candidate/sign-in', 'candidate@demo.example.com', E2E.demoPassword);
  await expect(candidate).toHaveURL(/\/candidate$/);
  const jobs = await jobsToApplyFor(candidate);

  for (const [i, width] of WIDTHS.entries()) {
    const cvName = `Yard planner ${width}`;
    const job = jobs[i] as { id: number; title: string };
    await test.step(`at ${width} px the candidate uploads "${cvName}" and applies with it`, async () => {
      await candidate.setViewportSize({ width, height: 900 });
      await candidate.goto('/candidate/profile');
      const section = candidate.getByRole('region', { name: 'CVs and cover letters' });
      const cvs = section.getByRole('list', { name: 'My CVs' });
      await expect(cvs.getByText('Warehouse supervisor', { exact: true })).toBeVisible();
      await expect(section.getByRole('list', { name: 'My cover letters' }).getByText(LETTER)).toBeVisible();

      await section.getByLabel('Name of the new CV (optional)').fill(cvName);
      const chooser = candidate.waitForEvent('filechooser');
      await section.getByRole('button', { name: 'Upload a CV' }).click();
      await (await chooser).setFiles(cvFile);
      await expect(cvs.getByText(cvName, { exact: true })).toBeVisible();
      // The seeded default stays the default; the new CV is one more.
      await expect(cvs.getByText('Default', { exact: true })).toHaveCount(1);
      expect(await candidate.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await candidate.goto(`/unauth/jobs/view/${job.id}`);
      await candidate
        .getByRole('button', { name: /^Apply\b/ })
        .filter({ visible: true })
        .first()
        .click();
      const dialog = candidate.getByRole('dialog', { name: `Apply for ${job.title}` });
      const choice = dialog.getByLabel('CV to send');
      await expect(choice.locator('option:checked')).toHaveText('Warehouse supervisor (default)');
      await choice.selectOption({ label: cvName });
      await dialog.getByLabel('Saved cover letter (optional)').selectOption({ label: LETTER });
      await expect(dialog.getByLabel('Cover note (optional)')).toHaveValue(/^Dear Hiring Manager/);
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await expect(dialog).toBeHidden();
      await expect(
        candidate.getByRole('button', { name: 'Applied' }).filter({ visible: true }).first(),
      ).toBeDisabled();
    });
  }
  await candidate.context().close();

  const employer = await (await browser.newContext()).newPage();
  await signIn(employer, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
  await expect(employer).toHaveURL(/\/employer\/dashboard$/);
  for (const [i, width] of WIDTHS.entries()) {
    const job = jobs[i] as { id: number; title: string };
    await test.step(`at ${width} px the employer opens the applicant and gets that CV and letter`, async () => {
      await employer.setViewportSize({ width, height: 900 });
      await employer.goto(`/management/jobs/view/${job.id}`);
      const applicants = employer.getByRole('region', { name: /^Applicants/ });
      await applicants
        .getByRole('button', { name: /Aisha Rahman/ })
        .filter({ visible: true })
        .first()
        .click();
      const panel = employer.getByRole('dialog', { name: 'Aisha Rahman' });
      await expect(panel.getByText(`Yard planner ${width}`, { exact: true })).toBeVisible();
      await expect(panel.getByText(/I lead a shift of twelve/)).toBeVisible();
      const download = employer.waitForEvent('download');
      await panel.getByRole('button', { name: 'Download CV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('candidate-cv.pdf');
      expect(await readFile(await file.path())).toEqual(await readFile(cvFile));
      await panel.getByRole('button', { name: 'Close' }).click();
    });
  }
  await employer.context().close();
});
