import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { signIn, signUpCandidate, strongPassword, uniqueEmail } from './support/accounts';
import { E2E } from './support/env';
import { DEMO_EMPLOYER, publishDemoJob, uniqueJobTitle } from './support/jobs';
import { type Browser, expect, type Page, test } from './support/test';

// One application travels from a new candidate to the employer and back: one journey in steps, each
// starting its own browser context (the person changes), so nothing depends on another test.

const { token, title } = uniqueJobTitle('Apply');
const candidate = {
  firstName: 'Khalid',
  lastName: 'Mansour',
  email: uniqueEmail('khalid'),
  phone: '+971 55 234 5678',
};
const fullName = `${candidate.firstName} ${candidate.lastName}`;
const cvFile = join(import.meta.dirname, 'fixtures/candidate-cv.pdf');
let jobId = '';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('one application travels from a new candidate to the employer and back', async ({ browser }) => {
  test.setTimeout(150_000);
  await test.step('the demo employer publishes a job', async () => {
    const page = await newPage(browser);
    jobId = await publishDemoJob(page, title);
    await page.context().close();
  });
  await test.step('a new candidate sets up a profile with a CV, finds the job and applies', async () => {
    const page = await newPage(browser);
    expect(jobId).not.toBe('');
    await signUpCandidate(page, candidate);

    // Step 1: personal details, resumed from what the sign-up already knows.
    await expect(page.getByRole('heading', { name: /Step 1 of 3: Personal details/ })).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(candidate.firstName);
    await page.getByLabel('Nationality').selectOption({ label: 'India' });
    await page.getByLabel('Total experience (years)').fill('6');
    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Arab Emirates' });
    await page.getByLabel('Emirate / state').selectOption({ label: 'Dubai' });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: the CV, uploaded through the file picker; Continue waits for the stored file.
    await expect(page.getByRole('heading', { name: /Step 2 of 3: CV or quick profile/ })).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload CV' }).click();
    await (await chooser).setFiles(cvFile);
    await expect(page.getByText('candidate-cv.pdf')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Replace CV' })).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    await continueButton.click();

    // Step 3: the desired job, then the finished profile.
    await expect(page.getByRole('heading', { name: /Step 3 of 3: Desired job/ })).toBeVisible();
    const roles = page.getByRole('group', { name: /Roles you want/ });
    await roles.getByLabel('Find a role').fill('Forklift');
    await roles.getByRole('checkbox', { name: 'Forklift Operator', exact: true }).check();
    const places = page.getByRole('group', { name: /Where you want to work/ });
    await places.getByLabel('Find an emirate or city').fill('Dubai');
    await places.getByRole('checkbox', { name: 'Dubai', exact: true }).check();
    await page.getByRole('button', { name: 'Save and finish' }).click();
    await expect(page).toHaveURL(/\/candidate\/profile$/);
    await expect(page.getByText('candidate-cv.pdf')).toBeVisible();

    // The job, found by its keyword; applying turns the button into "Applied".
    await page.goto('/candidate/search-job');
    await page.getByRole('search').getByLabel('Keyword').fill(token);
    await page.getByRole('search').getByRole('button', { name: 'Search jobs' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title }) });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(DEMO_EMPLOYER);
    await card.getByRole('button', { name: /^Apply\b/ }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${title}` });
    await dialog.getByLabel('Cover note (optional)').fill('Six years on counterbalance and reach trucks.');
    await dialog.getByRole('button', { name: 'Send application' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Applied' })).toBeDisabled();

    // The job page knows it too.
    await card.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await page.context().close();
  });
  await test.step('the employer reads the applicant and shortlists them', async () => {
    const page = await newPage(browser);
    await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await page.goto(`/management/jobs/view/${jobId}`);

    const applicants = page.getByRole('region', { name: /^Applicants/ });
    await expect(applicants.getByRole('heading', { name: 'Applicants (1)' })).toBeVisible();
    await applicants.getByRole('button', { name: new RegExp(fullName) }).click();

    const panel = page.getByRole('dialog', { name: fullName });
    await expect(panel.getByRole('heading', { name: fullName })).toBeVisible();
    await expect(panel.getByText(candidate.email)).toBeVisible();
    await expect(panel.getByText('Six years on counterbalance and reach trucks.')).toBeVisible();
    await expect(panel.getByText('Forklift Operator', { exact: true })).toBeVisible();
    // The CV the candidate uploaded in the wizard, saved as a PDF under the employer's browser.
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download CV' }).click();
    const cv = await download;
    expect(cv.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await cv.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await panel.getByLabel('Move to').selectOption({ label: 'Shortlisted' });
    const confirm = page.getByRole('dialog', { name: 'Move to Shortlisted?' });
    await confirm.getByRole('button', { name: 'Move to Shortlisted' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText('Shortlisted', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Close' }).click();
    // The list (a table at this width; the phone cards are hidden) follows.
    await expect(applicants.getByLabel(`Status of ${fullName}`).filter({ visible: true })).toHaveValue(
      'shortlisted',
    );
    await page.context().close();
  });
  await test.step('the candidate sees the application shortlisted', async () => {
    const page = await newPage(browser);
    await signIn(page, '/auth/candidate/sign-in', candidate.email, strongPassword);
    await expect(page).toHaveURL(/\/candidate$/);
    await page.goto('/candidate/job/applied');
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Shortlisted', { exact: true })).toBeVisible();
    // The history shows how it got there: applied first, shortlisted now.
    await card.getByRole('button', { name: 'Show history' }).click();
    const history = card.getByRole('listitem');
    await expect(history).toHaveCount(2);
    await expect(history.first()).toContainText('Applied');
    await expect(history.last()).toContainText('Shortlisted (current)');
    await page.context().close();
  });
});
