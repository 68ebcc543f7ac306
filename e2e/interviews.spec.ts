import { API, candidateApi } from './support/api';
import { E2E } from './support/env';
import { publishDemoJob, uniqueJobTitle } from './support/jobs';
import { interviewLinkFrom, waitForMailWith } from './support/mail';
import { openApplicant, pageAt, schedulePhoneInterview, slotInDubai } from './support/pipeline';
import { expect, test } from './support/test';

// Issue 28: an interview from the employer's applicant panel to the candidate's calendar and back,
// at a phone's width and a desktop's. Each width has its own job; the demo candidate applies to it.

const CANDIDATE = 'candidate@demo.example.com';
const CANDIDATE_NAME = 'Aisha Rahman';

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

for (const width of [1280, 375]) {
  test(`an interview is scheduled, accepted from the mail and reminded (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const { title } = uniqueJobTitle(`Iv${width}`);
    const slot = slotInDubai(3);
    const employer = await pageAt(browser, width);
    let jobId = '';

    await test.step('the employer publishes a job and the demo candidate applies', async () => {
      jobId = await publishDemoJob(employer, title);
      const candidate = await candidateApi(request, CANDIDATE, E2E.demoPassword);
      expect((await candidate.post(API.jobs.apply, { job_id: Number(jobId) })).status()).toBe(201);
    });

    await test.step('the employer schedules a phone interview from the applicant panel', async () => {
      const panel = await openApplicant(employer, jobId, CANDIDATE_NAME);
      await schedulePhoneInterview(employer, panel, {
        candidate: CANDIDATE_NAME,
        slot,
        interviewer: 'Omar Haddad',
        note: 'We will call you on your mobile.',
      });
    });

    await test.step('the candidate opens the link in the invitation, signed out, and accepts', async () => {
      const mail = await waitForMailWith(CANDIDATE, `Interview invitation: ${title}`);
      expect(mail).toMatch(/text\/calendar; charset=utf-8; method=REQUEST/i);
      expect(mail).toContain('METHOD:REQUEST');
      const visitor = await pageAt(browser, width);
      await visitor.goto(interviewLinkFrom(mail));
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
