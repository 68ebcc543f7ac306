import { signIn, signUpCandidate, strongPassword, uniqueEmail } from './support/accounts';
import { API, candidateApi } from './support/api';
import { E2E } from './support/env';
import { publishDemoJob, uniqueJobTitle } from './support/jobs';
import { severeViolations } from './support/look';
import { countMailWith, waitForMailWith } from './support/mail';
import { type Browser, expect, type Page, test } from './support/test';

// One candidate’s mail from sign-up to a silent status move: one journey in steps, so nothing depends on
// another test.

const { title } = uniqueJobTitle('Prefs');
const candidate = {
  firstName: 'Samira',
  lastName: 'Haddad',
  email: uniqueEmail('samira'),
  phone: '+971 55 765 4321',
};
const fullName = `${candidate.firstName} ${candidate.lastName}`;
let jobId = '';

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('a candidate’s mails from sign-up to a silent status move', async ({ browser, request }) => {
  test.setTimeout(120_000);
  await test.step('the candidate signs up, gets the welcome mail, applies and gets the receipt', async () => {
    const page = await newPage(browser);
    const employer = await newPage(browser);
    jobId = await publishDemoJob(employer, title);
    await employer.context().close();

    await signUpCandidate(page, candidate);
    const welcome = await waitForMailWith(candidate.email, 'Subject: Welcome to Logistics Jobs');
    expect(welcome).toContain(`Hello ${candidate.firstName},`);

    const api = await candidateApi(request, candidate.email, strongPassword);
    // The profile wizard is not this journey's business: skipped, so the profile page opens.
    expect((await api.post(API.candidate.onboarding, { action: 'skip' })).status()).toBe(200);
    expect((await api.post(API.jobs.apply, { job_id: Number(jobId) })).status()).toBe(201);
    await waitForMailWith(candidate.email, `Application sent: ${title}`);
    await page.context().close();
  });
  await test.step('the candidate turns status mails off in Account', async () => {
    const page = await newPage(browser);
    await signIn(page, '/auth/candidate/sign-in', candidate.email, strongPassword);
    await expect(page).toHaveURL(/\/candidate$/);
    await page.goto('/candidate/profile#account');
    const section = page.getByRole('region', { name: 'Mails we send you' });
    const statusMails = section.getByRole('switch', { name: /Application status updates/ });
    await expect(statusMails).toBeChecked();
    await expect(section.getByRole('list', { name: 'Always sent' })).toContainText(
      'The receipt when you apply',
    );
    await statusMails.uncheck();
    await expect(page.getByText('Mail preferences saved.')).toBeVisible();
    await expect(statusMails).not.toBeChecked();
    // Kept by the server, not only by the page.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Mails we send you' })
        .getByRole('switch', { name: /Application status updates/ }),
    ).not.toBeChecked();
    expect(await severeViolations(page)).toEqual([]);

    for (const width of [1280, 768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      const mails = page.getByRole('region', { name: 'Mails we send you' });
      await mails.scrollIntoViewIfNeeded();
      await mails.screenshot({ path: `test-results/screens/mail-preferences-${width}.png` });
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
    await page.context().close();
  });
  await test.step('the employer moves the application with "Mail the candidate" ticked, and no mail is sent', async () => {
    const page = await newPage(browser);
    await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
    await page.goto(`/management/jobs/view/${jobId}`);
    const applicants = page.getByRole('region', { name: /^Applicants/ });
    await applicants.getByRole('button', { name: new RegExp(fullName) }).click();
    const panel = page.getByRole('dialog', { name: fullName });
    await panel.getByLabel('Move to').selectOption({ label: 'Shortlisted' });
    const confirm = page.getByRole('dialog', { name: 'Move to Shortlisted?' });
    await expect(confirm.getByRole('checkbox', { name: /Mail the candidate/ })).toBeChecked();
    await confirm.getByRole('button', { name: 'Move to Shortlisted' }).click();
    await expect(confirm).toBeHidden();
    await expect(panel.getByText('Shortlisted', { exact: true })).toBeVisible();
    await page.context().close();

    // The worker is poked at once and polls every 2 s: give it time to (not) send.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(countMailWith(candidate.email, 'You have been shortlisted')).toBe(0);
    expect(countMailWith(candidate.email, `Application sent: ${title}`)).toBe(1);
  });
});
