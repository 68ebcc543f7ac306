import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { publishDemoJob, uniqueJobTitle } from './support/jobs';
import { interviewLinkFrom, waitForMailWith } from './support/mail';
import {
  addScreeningQuestion,
  makeOffer,
  openApplicant,
  openApplyDialog,
  pageAt,
  rateByKeyboard,
  schedulePhoneInterview,
  sendMessage,
  slotInDubai,
} from './support/pipeline';
import { expect, test } from './support/test';

// Issue 28 item 8: the whole way from a screened job to a hire, each person in a browser of their
// own: the demo employer, the demo candidate, and Mariam Haddad, the demo employer's colleague who
// interviews and scores. Each width has its own job; the other journeys test each part's details.

const CANDIDATE = 'candidate@demo.example.com';
const CANDIDATE_NAME = 'Aisha Rahman';
const INTERVIEWER = 'mariam.haddad@gulffreight.example.com';
const INTERVIEWER_NAME = 'Mariam Haddad';
const COMPANY = 'Gulf Freight Solutions LLC';
const LICENCE = 'Do you hold a UAE forklift licence?';
const YEARS = 'Years on a forklift';

for (const width of [1280, 375]) {
  test(`after the shortlist: screened, interviewed, scored, messaged, offered and hired (${width} px)`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const { token, title } = uniqueJobTitle(`Hire${width}`);
    // Within a day (the 24 h reminder is due at once), and not at the other width's time: Mariam
    // would be warned of a clash.
    const slot = slotInDubai(width === 1280 ? 4 : 6);
    const employer = await pageAt(browser, width);
    const candidate = await pageAt(browser, width);
    let jobId = '';

    await test.step('the employer publishes a job asking two screening questions, one a knock-out', async () => {
      jobId = await publishDemoJob(employer, title, async (page) => {
        const licence = await addScreeningQuestion(page, 1, { text: LICENCE, knockOut: 'Must be yes' });
        await expect(licence.getByLabel(/^Required/)).toBeChecked();
        await addScreeningQuestion(page, 2, {
          text: YEARS,
          kind: 'Number',
          min: '0',
          max: '40',
          required: true,
        });
      });
    });

    await test.step('the candidate answers the questions in the apply dialog and applies', async () => {
      await signIn(candidate, '/auth/candidate/sign-in', CANDIDATE, E2E.demoPassword);
      await expect(candidate).toHaveURL(/\/candidate$/);
      const { card, dialog } = await openApplyDialog(candidate, token, title, LICENCE);
      await dialog.getByRole('group', { name: LICENCE }).getByLabel('Yes').check();
      await dialog.getByLabel(YEARS).fill('7');
      await dialog.getByRole('button', { name: 'Send application' }).click();
      await expect(dialog).toBeHidden();
      await expect(card.getByRole('button', { name: 'Applied' })).toBeDisabled();
    });

    await test.step('the employer reads the answers and schedules an interview with Mariam', async () => {
      const panel = await openApplicant(employer, jobId, CANDIDATE_NAME);
      const answers = panel.getByRole('region', { name: 'Screening questions' });
      await expect(answers.getByText('Passed knock-outs')).toBeVisible();
      await expect(answers.getByText(LICENCE)).toBeVisible();
      await expect(answers.getByText('7', { exact: true })).toBeVisible();
      await schedulePhoneInterview(employer, panel, {
        candidate: CANDIDATE_NAME,
        slot,
        interviewer: INTERVIEWER_NAME,
        note: 'Mariam will call you on your mobile.',
      });
    });

    await test.step("the candidate accepts from the invitation mail's link", async () => {
      const mail = await waitForMailWith(CANDIDATE, `Interview invitation: ${title}`);
      expect(mail).toContain('METHOD:REQUEST');
      await waitForMailWith(INTERVIEWER, `Interview invitation: ${title}`);
      await candidate.goto(interviewLinkFrom(mail));
      await expect(candidate.getByRole('heading', { name: 'Your interview' })).toBeVisible();
      await expect(candidate.getByText(title)).toBeVisible();
      await candidate.getByRole('button', { name: 'Accept' }).click();
      await expect(candidate.getByText('Your answer: Accepted')).toBeVisible();
    });

    await test.step('the 24 h reminder reaches the candidate and the interviewer', async () => {
      const reminder = await waitForMailWith(CANDIDATE, `Reminder: interview for ${title}`);
      expect(reminder).toContain('is coming up within a day');
      await waitForMailWith(INTERVIEWER, `Reminder: interview for ${title}`);
    });

    await test.step('Mariam signs in and fills her scorecard in the applicant panel', async () => {
      const mariam = await pageAt(browser, width);
      await signIn(mariam, '/auth/employer/sign-in', INTERVIEWER, E2E.demoPassword);
      await expect(mariam).toHaveURL(/\/employer\/dashboard$/);
      const panel = await openApplicant(mariam, jobId, CANDIDATE_NAME);
      await expect(panel.getByText('Accepted', { exact: true }).first()).toBeVisible();
      const scorecards = panel.getByRole('region', { name: 'Scorecards' });
      const form = scorecards.getByRole('form', { name: 'Your scorecard' });
      for (const [name, rating] of [
        ['Experience', 4],
        ['Skills', 4],
        ['Communication', 3],
        ['Culture', 5],
      ] as const)
        await rateByKeyboard(form.getByRole('radiogroup', { name }), rating);
      // The points are styled labels over hidden radios: chosen with the keyboard, as above.
      await form.getByRole('radio', { name: 'Strong yes' }).focus();
      await mariam.keyboard.press('Space');
      await expect(form.getByRole('radio', { name: 'Strong yes' })).toBeChecked();
      await form.getByLabel('Notes').fill('Safe and quick on the reach truck test; ready for night shifts.');
      await form.getByRole('button', { name: 'Submit scorecard' }).click();
      await expect(scorecards.getByText('Summary of 1 scorecard')).toBeVisible();
      await expect(scorecards.getByText('Safe and quick on the reach truck test')).toBeVisible();
      await mariam.context().close();
    });

    await test.step('the employer writes to the candidate from the applicant panel', async () => {
      const panel = await openApplicant(employer, jobId, CANDIDATE_NAME);
      // Blind scoring: he has not scored, so he sees that she has, not her card.
      await expect(
        panel.getByText('1 team member has submitted a scorecard.', { exact: false }),
      ).toBeVisible();
      await panel.getByRole('link', { name: 'Message Aisha' }).click();
      await expect(employer).toHaveURL(/\/management\/messages\/\d+$/);
      await sendMessage(employer, CANDIDATE_NAME, 'Thank you for coming in. Could you start on the 1st?');
    });

    await test.step('the candidate reads it in her messages and replies', async () => {
      await candidate.goto('/candidate/messages');
      await candidate.getByRole('link').filter({ hasText: title }).click();
      const messages = candidate.getByRole('list', { name: 'Messages' });
      await expect(messages).toContainText('Could you start on the 1st?');
      await sendMessage(candidate, COMPANY, 'Yes, the 1st suits me well.');
      await expect(messages.getByRole('listitem')).toHaveCount(2);
    });

    await test.step('the employer sees the reply', async () => {
      await employer.reload();
      await expect(employer.getByRole('list', { name: 'Messages' })).toContainText(
        'Yes, the 1st suits me well.',
      );
    });

    await test.step('the employer moves the application to Offered and sends an offer', async () => {
      const panel = await openApplicant(employer, jobId, CANDIDATE_NAME);
      await panel.getByLabel('Move to').selectOption({ label: 'Offered' });
      await employer.getByRole('button', { name: 'Move to Offered' }).click();
      await expect(panel.getByText('Offered', { exact: true }).first()).toBeVisible();
      await makeOffer(employer, panel, {
        candidate: CANDIDATE_NAME,
        salary: '8800',
        benefits: 'Housing allowance and transport',
      });
    });

    await test.step('the candidate accepts the offer in My offers', async () => {
      await candidate.goto('/candidate/offers');
      const offer = candidate.getByRole('article').filter({ hasText: title });
      await expect(offer).toContainText('AED 8,800 per month');
      await offer.getByRole('button', { name: 'Accept offer' }).click();
      await candidate
        .getByRole('dialog', { name: 'Accept this offer?' })
        .getByRole('button', { name: 'Accept offer' })
        .click();
      await expect(offer.getByText('You accepted this offer. Congratulations!')).toBeVisible();
    });

    await test.step('the applicant panel shows her hired', async () => {
      const panel = await openApplicant(employer, jobId, CANDIDATE_NAME);
      await expect(panel.getByText('Hired', { exact: true }).first()).toBeVisible();
      await expect(
        panel.getByRole('region', { name: 'Offer' }).getByText('Accepted', { exact: true }),
      ).toBeVisible();
    });

    await employer.context().close();
    await candidate.context().close();
  });
}
