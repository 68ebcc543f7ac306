import { readFileSync } from 'node:fs';
import { signIn, signUpCandidateSkippingWizard, strongPassword, uniqueEmail } from './support/accounts';
import { API } from './support/api';
import { E2E } from './support/env';
import { demoJobWithoutQuestions } from './support/jobs';
import { allViolations } from './support/look';
import { waitForMailWith } from './support/mail';
import { type Browser, expect, type Page, type TestInfo, test } from './support/test';

// One template travels from the recruiter to a candidate’s inbox and the answer back: one journey in
// steps, so nothing depends on another test.

const firstName = 'Rashida';
// Unique per run: a retry applies again to the same demo job, beside the first try's candidate.
const lastName = `Qasim-${Date.now()
  .toString(36)
  .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] as string)}`;
const fullName = `${firstName} ${lastName}`;
const candidateEmail = uniqueEmail('rashida');
const templateName = `Forklift opening ${Date.now().toString(36)}`;
let jobTitle = '';
let jobId = 0;

/**
 * The page at 1280, 768 and 375 px: a screenshot of each kept with the run (to look at), and no
 * sideways scrolling at any of them.
 */
async function lookAt(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [1280, 768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    // Charts follow the new width a moment later (a resize observer), so the width is polled.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth), {
        message: `${name} at ${width} px`,
      })
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function asEmployer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  return page;
}

/** The mail's text with quoted-printable soft breaks and escapes undone (UTF-8 aware). */
const decoded = (raw: string) =>
  decodeURIComponent(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/%/g, '%25')
      .replace(/=([0-9A-F]{2})/g, '%$1'),
  );

test('one template travels from the recruiter to a candidate’s inbox and the answer back', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  await test.step('a candidate applies to one of the demo employer’s jobs', async () => {
    const page = await (await browser.newContext()).newPage();
    ({ id: jobId, title: jobTitle } = await demoJobWithoutQuestions(request));
    await signUpCandidateSkippingWizard(page, {
      firstName,
      lastName,
      email: candidateEmail,
      phone: '+971 50 765 4321',
    });
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const applied = await request.post(`/api/${API.jobs.apply}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { job_id: jobId },
    });
    expect(applied.status()).toBe(201);
    await page.context().close();
  });
  await test.step('the recruiter writes a template with merge tags and previews it with a real candidate', async () => {
    const page = await asEmployer(browser);
    await page.goto('/management/email-template/create');
    await page.getByLabel('Template name').fill(templateName);
    const subject = page.getByLabel('Subject');
    await subject.fill('A role for ');
    await subject.press('End');
    await page.getByRole('button', { name: 'Candidate first name' }).click();
    await expect(subject).toHaveValue('A role for {{candidate.first_name}}');

    const message = page.getByRole('textbox', { name: 'Message' });
    await message.click();
    await page.keyboard.type('Dear ');
    await page.getByRole('button', { name: 'Candidate first name' }).click();
    await page.keyboard.type(', we are hiring: ');
    await page.getByRole('button', { name: 'Job title' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Response links' }).click();
    await expect(message).toContainText('Dear {{candidate.first_name}}, we are hiring: {{job.title}}');

    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText(/^For .+ · job: /)).toBeVisible();
    await expect(preview.getByText('Dear {{')).toHaveCount(0);
    expect(await allViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page).toHaveURL(/\/management\/email-template\/view\/\d+$/);
    await expect(page.getByRole('heading', { name: templateName })).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
    await page.context().close();
  });
  await test.step('the recruiter e-mails the job’s applied candidates from the job’s page, previewing each mail', async () => {
    const page = await asEmployer(browser);
    await page.goto(`/management/jobs/view/${jobId}`);
    await page.getByRole('tab', { name: /^Applied/ }).click();
    await page.getByRole('link', { name: /^E-mail the applied/ }).click();
    await expect(page).toHaveURL(/\/management\/email-template\/compose\?job=\d+&statuses=applied$/);
    // The applicants chosen on the job's page arrive chosen: the job, the status and who they are.
    await expect(page.getByLabel('Job', { exact: true })).toHaveValue(String(jobId));
    await expect(page.getByRole('checkbox', { name: 'Applied' })).toBeChecked();
    const recipients = page.getByRole('region', { name: 'Recipients' });
    await expect(recipients.getByText(fullName, { exact: true })).toBeVisible();

    await page.getByLabel('Template').selectOption({ label: templateName });
    await expect(page.getByLabel('Subject')).toHaveValue('A role for {{candidate.first_name}}');
    await recipients.getByRole('button', { name: `Preview for ${fullName}` }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByTestId('preview-subject')).toHaveText(`A role for ${firstName}`);
    await expect(preview.getByText(`Dear ${firstName}, we are hiring: ${jobTitle}`)).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
    await lookAt(page, testInfo, 'compose');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send now' }).click();
    await expect(page).toHaveURL(/\/management\/email-responses\?campaign=\d+$/);
    await expect(page.getByRole('heading', { name: templateName })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(fullName, { exact: true })).toBeVisible();
    await page.context().close();
  });
  await test.step('the candidate answers “interested” from the mail, and the recruiter sees it', async () => {
    const page = await (await browser.newContext()).newPage();
    // The sign-up's confirmation and welcome came first; the campaign's mail carries its unsubscribe link.
    const raw = decoded(await waitForMailWith(candidateEmail, '/unauth/email-unsubscribe?token'));
    expect(raw).toContain(`Dear ${firstName}, we are hiring: ${jobTitle}`);
    const link = /https?:\/\/[^/\s"]+(\/unauth\/email-response\/[^"\s?]+\?answer=interested)/.exec(raw)?.[1];
    expect(link).toBeDefined();
    await page.goto(link as string);
    await expect(page.getByRole('heading', { name: 'Thank you for your answer' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toContainText("“I'm interested”");
    await expect(page.getByRole('link', { name: 'Sign in to apply' })).toBeVisible();
    expect(await allViolations(page)).toEqual([]);

    const recruiter = await asEmployer(browser);
    await recruiter.goto('/management/email-responses');
    await expect(recruiter.getByRole('heading', { name: 'Response rate per campaign' })).toBeVisible();
    expect(await allViolations(recruiter)).toEqual([]);
    await lookAt(recruiter, testInfo, 'responses');
    await recruiter.getByRole('link', { name: templateName }).first().click();
    await recruiter.getByLabel('Answer').selectOption('interested');
    await expect(recruiter.getByText(fullName)).toBeVisible();
    await expect(recruiter.getByText("I'm interested", { exact: true })).toBeVisible();
    expect(await allViolations(recruiter)).toEqual([]);
    await lookAt(recruiter, testInfo, 'campaign');
    await recruiter.context().close();
    await page.context().close();
  });
  await test.step('the recruiter exports the answers, puts the interested into a folder and e-mails that folder', async () => {
    const page = await asEmployer(browser);
    await page.goto('/management/email-responses');
    await page.getByRole('link', { name: templateName }).first().click();
    await page.getByLabel('Answer').selectOption('interested');
    await expect(page).toHaveURL(/answer=interested/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    // The file opens in Excel (a byte-order mark first) and holds what the filter shows.
    const csv = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    const [header, ...rows] = csv.trim().split(/\r?\n/);
    expect(header).toBe('Name,E-mail,Status,Reason,Answer,Answered at');
    expect(rows.some((r) => r.startsWith(`${fullName},${candidateEmail},`))).toBe(true);
    for (const r of rows) expect(r).toContain("I'm interested");

    const folderChoice = page.getByLabel(/^Add the \d+ interested to a folder$/);
    const folder = await folderChoice.locator('option').nth(1).textContent();
    await folderChoice.selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Add to folder' }).click();
    await expect(page.getByText(/added to the folder|in it already/).first()).toBeVisible();

    await page.goto('/management/cv-folder');
    await page.getByRole('link', { name: folder as string, exact: true }).click();
    await expect(page.getByText(fullName, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'E-mail the folder' }).click();
    await expect(page).toHaveURL(/\/management\/email-template\/compose\?folder=\d+$/);
    await expect(page.getByRole('radio', { name: 'A CV folder' })).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Recipients' }).getByText(fullName, { exact: true }),
    ).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
    await page.context().close();
  });
  await test.step('the candidate unsubscribes from the mail’s link: their profile says so and the next mail skips them', async () => {
    const page = await (await browser.newContext()).newPage();
    const raw = decoded(await waitForMailWith(candidateEmail, '/unauth/email-unsubscribe?token'));
    const link = /https?:\/\/[^/\s"]+(\/unauth\/email-unsubscribe\?token=[^"\s<]+)/.exec(raw)?.[1];
    expect(link).toBeDefined();
    await page.goto((link as string).replaceAll('&amp;', '&'));
    await expect(
      page.getByRole('heading', { name: 'You will no longer receive recruiter e-mail' }),
    ).toBeVisible();
    expect(await allViolations(page)).toEqual([]);

    await signIn(page, '/auth/candidate/sign-in', candidateEmail, strongPassword);
    await expect(page).toHaveURL(/:\d+\/candidate(\/|$)/);
    await page.goto('/candidate/profile');
    await expect(page.getByRole('note')).toContainText(
      `You unsubscribed ${candidateEmail} from recruiter e-mail`,
    );

    const recruiter = await asEmployer(browser);
    await recruiter.goto('/management/email-template');
    await expect(recruiter.getByRole('link', { name: `Tags: ${templateName}` })).toBeVisible();
    expect(await allViolations(recruiter)).toEqual([]);
    await recruiter.getByRole('link', { name: `Tags: ${templateName}` }).click();
    await expect(recruiter).toHaveURL(/\/management\/email-template\/tags\/view\/\d+$/);
    // The list shows the tags too: the page's own heading says it has replaced the list.
    await expect(recruiter.getByRole('heading', { level: 1, name: 'Merge tags' })).toBeVisible();
    await expect(recruiter.getByText('{{candidate.first_name}}').first()).toBeVisible();
    expect(await allViolations(recruiter)).toEqual([]);

    await recruiter.goto(`/management/email-template/compose?job=${jobId}&statuses=applied`);
    const recipients = recruiter.getByRole('region', { name: 'Recipients' });
    await expect(
      recipients
        .getByRole('listitem')
        .filter({ hasText: fullName })
        .getByText('Skipped: Unsubscribed from recruiter mail'),
    ).toBeVisible();
    await recruiter.context().close();
    await page.context().close();
  });
});
