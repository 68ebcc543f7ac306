import { API, candidateApi } from './support/api';
import { E2E } from './support/env';
import { publishDemoJob, uniqueJobTitle } from './support/jobs';
import { waitForMailWith } from './support/mail';
import { type Browser, expect, type Page, test } from './support/test';

// Issue 28: an interview from the employer's applicant panel to the candidate's calendar and back,
// at a phone's width and a desktop's. Each width has its own job; the demo candidate applies to it.

const CANDIDATE = 'candidate@demo.example.com';
const CANDIDATE_NAME = 'Aisha Rahman';

/** A slot three hours from now, as Dubai's wall clock says (the demo employer's time zone). */
function slotInDubai(): { date: string; time: string; at: Date } {
  const at = new Date(Date.now() + 3 * 3600_000);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Dubai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    at,
  };
}

/** Weeks between this browser-local week and the one holding `at` (the Interviews page's weeks start on Monday). */
function weeksAhead(at: Date): number {
  const monday = (d: Date) => {
    const m = new Date(d);
    m.setHours(0, 0, 0, 0);
    m.setDate(m.getDate() - ((m.getDay() + 6) % 7));
    return m.getTime();
  };
  return Math.round((monday(at) - monday(new Date())) / (7 * 86_400_000));
}

/** The answer link of an invitation mail (quoted-printable undone). */
function answerLink(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^/\s]+(\/unauth\/interview\?token=[0-9A-Za-z._%-]+)/.exec(body)?.[1];
  if (!link) throw new Error('no answer link in the invitation');
  return link;
}

async function newPage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
}

for (const width of [1280, 375]) {
  test(`an interview is scheduled, accepted from the mail and reminded (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { title } = uniqueJobTitle(`Iv${width}`);
    const slot = slotInDubai();
    const employer = await newPage(browser, width);

    await test.step('the employer publishes a job and the demo candidate applies', async () => {
      const jobId = await publishDemoJob(employer, title);
      const candidate = await candidateApi(request, CANDIDATE, E2E.demoPassword);
      expect((await candidate.post(API.jobs.apply, { job_id: Number(jobId) })).status()).toBe(201);
      await employer.goto(`/management/jobs/view/${jobId}`);
    });

    await test.step('the employer schedules a phone interview from the applicant panel', async () => {
      const applicants = employer.getByRole('region', { name: /^Applicants/ });
      await applicants.getByRole('button', { name: new RegExp(CANDIDATE_NAME) }).click();
      const panel = employer.getByRole('dialog', { name: CANDIDATE_NAME });
      await expect(panel.getByText('No interview scheduled yet.')).toBeVisible();
      await panel.getByRole('button', { name: 'Schedule interview' }).click();
      const form = employer.getByRole('dialog', { name: `Schedule an interview with ${CANDIDATE_NAME}` });
      await expect(form.getByText("Times are in your organisation's time zone, Asia/Dubai.")).toBeVisible();
      await form.getByLabel('Date', { exact: true }).fill(slot.date);
      await form.getByLabel('Time (Asia/Dubai)').fill(slot.time);
      await form.getByLabel('Duration', { exact: true }).selectOption({ label: '30 minutes' });
      await form.getByLabel('Kind', { exact: true }).selectOption({ label: 'Phone' });
      await form.getByRole('checkbox', { name: 'Omar Haddad' }).check();
      await form.getByLabel('Note to the candidate (optional)').fill('We will call you on your mobile.');
      await form.getByRole('button', { name: 'Schedule and send invitations' }).click();
      await expect(form).toBeHidden();
      await expect(employer.getByText(/Interview scheduled; invitations sent\./).first()).toBeVisible();
      await expect(panel.getByText('Awaiting answer')).toBeVisible();
      await expect(panel.getByText(/^Interview scheduled to /)).toBeVisible();
    });

    await test.step('the candidate opens the link in the invitation, signed out, and accepts', async () => {
      const mail = await waitForMailWith(CANDIDATE, `Interview invitation: ${title}`);
      expect(mail).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(mail).toContain('METHOD:REQUEST');
      const visitor = await newPage(browser, width);
      await visitor.goto(answerLink(mail));
      await expect(visitor.getByRole('heading', { name: 'Your interview' })).toBeVisible();
      await expect(visitor.getByText(title)).toBeVisible();
      await expect(visitor.getByText(/\(your time, /)).toBeVisible();
      await visitor.getByRole('button', { name: 'Accept' }).click();
      await expect(visitor.getByText('Your answer: Accepted')).toBeVisible();
      await visitor.context().close();
    });

    await test.step("the employer's Interviews page shows it accepted", async () => {
      await employer.goto('/management/interviews');
      await expect(employer.getByRole('heading', { name: 'Interviews', level: 1 })).toBeVisible();
      for (let i = 0; i < weeksAhead(slot.at); i++)
        await employer.getByRole('button', { name: 'Next week' }).click();
      const card = employer.getByRole('article').filter({ hasText: title });
      await expect(card).toContainText(CANDIDATE_NAME);
      await expect(card).toContainText('Accepted');
      await employer.getByRole('button', { name: 'Week', exact: true }).click();
      await expect(employer.getByRole('article').filter({ hasText: title })).toContainText('Accepted');
      await employer.context().close();
    });

    await test.step('the reminder reaches the candidate', async () => {
      const reminder = await waitForMailWith(CANDIDATE, `Reminder: interview for ${title}`);
      expect(reminder).toContain('is coming up within a day');
    });
  });
}

test('an interview link that was tampered with says so', async ({ page }) => {
  await page.goto('/unauth/interview?token=1.2.3.forged');
  await expect(page.getByRole('alert')).toHaveText(/This link does not work or has expired/);
});
