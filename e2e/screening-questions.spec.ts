import { signIn, signUpCandidateSkippingWizard, uniqueEmail } from './support/accounts';
import { E2E } from './support/env';
import { publishDemoJob, uniqueJobTitle } from './support/jobs';
import { waitForMailWith } from './support/mail';
import { addScreeningQuestion, openApplyDialog, pageAt } from './support/pipeline';
import { expect, type Page, test } from './support/test';

// The employer asks screening questions with a knock-out and declines failures automatically; one
// candidate passes, one fails and is declined with a mail; the employer reads the answers and
// filters the applicants by the knock-outs. Each person in a browser context of their own.

const LICENCE = 'Do you hold a UAE forklift licence?';
const YEARS = 'Years on a forklift';

/** The demo employer makes a job from its first template, adds two questions and publishes it. */
async function publishScreenedJob(page: Page, title: string): Promise<string> {
  return publishDemoJob(page, title, async () => {
    const licence = await addScreeningQuestion(page, 1, { text: LICENCE, knockOut: 'Must be yes' });
    await expect(licence.getByLabel(/^Required/)).toBeChecked();
    await addScreeningQuestion(page, 2, { text: YEARS, kind: 'Number', min: '0', max: '40', required: true });
    await page.getByLabel(/Decline knock-out failures automatically/).check();
  });
}

/** A new candidate finds the job by its keyword and opens the apply dialog. */
async function openApply(
  page: Page,
  person: { firstName: string; email: string },
  token: string,
  title: string,
) {
  await signUpCandidateSkippingWizard(page, { ...person, lastName: 'Screened', phone: '+971 50 111 2233' });
  return openApplyDialog(page, token, title, LICENCE);
}

for (const width of [375, 1280]) {
  test(`at ${width} px: screening questions with a knock-out, answered, filtered and auto-declined`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const { token, title } = uniqueJobTitle(`Screen${width}`);
    const passing = { firstName: 'Yusuf', email: uniqueEmail(`screen-pass-${width}`) };
    const failing = { firstName: 'Imran', email: uniqueEmail(`screen-fail-${width}`) };
    let jobId = '';

    await test.step('the employer adds questions, one with a knock-out, and auto-decline', async () => {
      const page = await pageAt(browser, width);
      jobId = await publishScreenedJob(page, title);
      await page.context().close();
    });

    await test.step('a candidate is told about a missing answer, answers and applies', async () => {
      const page = await pageAt(browser, width);
      const { card, dialog } = await openApply(page, passing, token, title);
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await expect(dialog.getByText('Answer this question')).toHaveCount(2);
      await dialog.getByRole('group', { name: LICENCE }).getByLabel('Yes').check();
      await dialog.getByLabel(YEARS).fill('55');
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await expect(dialog.getByText('Enter 40 or less')).toBeVisible();
      await dialog.getByLabel(YEARS).fill('6');
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('button', { name: 'Applied' })).toBeDisabled();
      await waitForMailWith(passing.email, `Application sent: ${title}`);
      await page.context().close();
    });

    await test.step('a candidate who fails the knock-out is declined at once, with a polite mail', async () => {
      const page = await pageAt(browser, width);
      const { dialog } = await openApply(page, failing, token, title);
      await dialog.getByRole('group', { name: LICENCE }).getByLabel('No').check();
      await dialog.getByLabel(YEARS).fill('1');
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await expect(dialog).toBeHidden();
      const mail = await waitForMailWith(failing.email, `Subject: Your application for ${title}`);
      expect(mail).toContain('your answers to its screening questions');
      await page.goto('/candidate/job/applied');
      await expect(page.getByRole('article').filter({ hasText: title }).getByText('Rejected')).toBeVisible();
      await page.context().close();
    });

    await test.step('the employer reads the answers and filters by the knock-outs', async () => {
      const page = await pageAt(browser, width);
      await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
      await expect(page).toHaveURL(/\/employer\/dashboard$/);
      await page.goto(`/management/jobs/view/${jobId}`);
      const applicants = page.getByRole('region', { name: /^Applicants/ });
      await expect(applicants.getByRole('heading', { name: 'Applicants (2)' })).toBeVisible();
      const name = (first: string) =>
        applicants.getByRole('button', { name: new RegExp(`${first} Screened`) }).filter({ visible: true });

      await applicants.getByLabel('Knock-outs').selectOption({ label: 'Failed the knock-outs' });
      await expect(name(failing.firstName)).toBeVisible();
      await expect(name(passing.firstName)).toHaveCount(0);
      await applicants.getByLabel('Knock-outs').selectOption({ label: 'Passed the knock-outs' });
      await expect(name(passing.firstName)).toBeVisible();
      await expect(name(failing.firstName)).toHaveCount(0);

      await name(passing.firstName).click();
      const panel = page.getByRole('dialog', { name: `${passing.firstName} Screened` });
      const answers = panel.getByRole('region', { name: 'Screening questions' });
      await expect(answers.getByText('Passed knock-outs')).toBeVisible();
      await expect(answers.getByText(LICENCE)).toBeVisible();
      await expect(answers.getByText('Knock-out: Must be yes')).toBeVisible();
      await expect(answers.getByText('6', { exact: true })).toBeVisible();
      await panel.getByRole('button', { name: 'Close' }).click();

      await applicants.getByLabel('Knock-outs').selectOption({ label: 'Failed the knock-outs' });
      await name(failing.firstName).click();
      const declined = page.getByRole('dialog', { name: `${failing.firstName} Screened` });
      await expect(declined.getByText('Failed knock-outs')).toBeVisible();
      await expect(declined.getByText(/Declined automatically: an answer did not meet/)).toBeVisible();
      await page.context().close();
    });
  });
}
