import type { APIRequestContext } from '@playwright/test';
import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { apiToken } from './support/organisations';
import { rateByKeyboard } from './support/pipeline';
import { expect, test } from './support/test';

// An interviewer scores an applicant blind: a colleague's card stays hidden until the employer has
// submitted his own, then both show with the summary. Each width makes its own job and application.

const COLLEAGUE = 'mariam.haddad@gulffreight.example.com';

type Item = { id: number; slug: string };

/** A published job of the demo employer (no screening questions) the demo candidate applied for. */
async function jobWithApplicant(request: APIRequestContext, title: string) {
  const employer = await apiToken(request, 'user/employer_login', 'employer@demo.example.com');
  const bySlug = async (list: string, slug: string) =>
    ((await (await request.get(`/api/master/${list}`)).json()).data as Item[]).find((i) => i.slug === slug)
      ?.id;
  const job = await request.post('/api/jobs/', {
    headers: employer,
    data: {
      status: 'published',
      title,
      description: 'Drive reach trucks in a cold store of four chambers in Jebel Ali, on rotating shifts.',
      designation_id: await bySlug('designations', 'forklift-operator'),
      functional_area_id: await bySlug('functional_areas', 'warehousing'),
      industry_id: await bySlug('industries', 'third-party-logistics-3pl'),
      skill_ids: [],
      locations: [
        {
          country_id: await bySlug('countries', 'united-arab-emirates'),
          state_id: await bySlug('states', 'dubai'),
          city_id: await bySlug('cities', 'jebel-ali'),
        },
      ],
      experience_min: 1,
      experience_max: 5,
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = (await job.json()).data.id as number;
  const candidate = await apiToken(request, 'user/candi_login', 'candidate@demo.example.com');
  const applied = await request.post('/api/jobs/apply', { headers: candidate, data: { job_id: jobId } });
  expect(applied.status(), await applied.text()).toBe(201);
  return { jobId, applicationId: (await applied.json()).data.id as number };
}

/** The demo employer's colleague submits her card over the API (what she would do in her own browser). */
async function colleagueScores(request: APIRequestContext, applicationId: number, notes: string) {
  const colleague = await apiToken(request, 'user/employer_login', COLLEAGUE);
  const view = await request.get(`/api/scorecards/applications/${applicationId}`, { headers: colleague });
  const criteria = (await view.json()).data.criteria as { id: number }[];
  const res = await request.put(`/api/scorecards/applications/${applicationId}/mine`, {
    headers: colleague,
    data: {
      ratings: criteria.map((c) => ({ criterion_id: c.id, rating: 5 })),
      recommendation: 'strong_yes',
      notes,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

for (const width of [375, 1280]) {
  test(`at ${width} px an employer scores an applicant blind, then sees the team's cards and summary`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const stamp = `${width}-${Date.now().toString(36)}`;
    const title = `Reach Truck Driver ${stamp}`;
    const theirNotes = `Calm under pressure in the freezer ${stamp}`;
    const { jobId, applicationId } = await jobWithApplicant(request, title);
    await colleagueScores(request, applicationId, theirNotes);

    await page.setViewportSize({ width, height: 900 });
    const panel = page.getByRole('dialog', { name: 'Aisha Rahman' });
    const scorecards = panel.getByRole('region', { name: 'Scorecards' });

    await test.step('the employer opens the applicant: the colleague has scored, her card is hidden', async () => {
      await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
      await expect(page).toHaveURL(/\/employer\/dashboard$/);
      await page.goto(`/management/jobs/view/${jobId}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Aisha Rahman' }).first().click();
      await expect(scorecards.getByText("Submit your scorecard to see the others'")).toBeVisible();
      await expect(
        scorecards.getByText('1 team member has submitted a scorecard.', { exact: false }),
      ).toBeVisible();
      await expect(panel.getByText(theirNotes)).toHaveCount(0);
      await expect(scorecards.getByText(/Summary of/)).toHaveCount(0);
    });

    await test.step("edits the job's criteria: adds one", async () => {
      await scorecards.getByRole('button', { name: 'Edit criteria' }).click();
      const editor = scorecards.getByRole('form', { name: 'Scorecard criteria' });
      await editor.getByRole('button', { name: 'Add criterion' }).click();
      await editor.getByRole('textbox', { name: 'Criterion 5' }).fill('Cold store safety');
      await editor.getByRole('button', { name: 'Save criteria' }).click();
      await expect(editor).toHaveCount(0);
      await expect(scorecards.getByRole('radiogroup', { name: 'Cold store safety' })).toBeVisible();
    });

    await test.step('fills the scorecard with the keyboard and submits it', async () => {
      const form = scorecards.getByRole('form', { name: 'Your scorecard' });
      // Submitting empty names what is missing.
      await form.getByRole('button', { name: 'Submit scorecard' }).click();
      await expect(form.getByText('Choose a recommendation')).toBeVisible();
      for (const [name, rating] of [
        ['Experience', 4],
        ['Skills', 3],
        ['Communication', 4],
        ['Culture', 5],
        ['Cold store safety', 2],
      ] as const)
        await rateByKeyboard(form.getByRole('radiogroup', { name }), rating);
      const recommendation = form.getByRole('radiogroup', { name: 'Recommendation' });
      await recommendation.getByRole('radio', { name: 'Strong yes' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(recommendation.getByRole('radio', { name: 'Yes', exact: true })).toBeChecked();
      await form.getByLabel('Notes').fill('Needs a refresher on freezer PPE before the first night shift.');
      await form.getByRole('button', { name: 'Submit scorecard' }).press('Enter');
    });

    await test.step("sees the summary and the colleague's card that was hidden before", async () => {
      await expect(scorecards.getByText('Summary of 2 scorecards')).toBeVisible();
      await expect(scorecards.getByText(theirNotes)).toBeVisible();
      const cards = scorecards
        .getByRole('list', { name: 'Team scorecards' })
        .getByRole('listitem')
        .filter({
          has: page.getByText(/Mariam Haddad|You/),
        });
      await expect(cards.filter({ hasText: 'Mariam Haddad' })).toContainText('Strong yes');
      await expect(cards.filter({ hasNotText: 'Mariam Haddad' })).toContainText(
        'Needs a refresher on freezer PPE',
      );
      // Experience: (5 + 4) / 2; the new criterion only has the employer's rating.
      const summary = scorecards.getByText('Summary of 2 scorecards').locator('..');
      await expect(summary.getByRole('definition').first()).toContainText('4.5 / 5');
      await expect(summary).toContainText('Cold store safety');
      await expect(summary.getByRole('listitem').filter({ hasText: 'Strong yes' })).toContainText('1');
      await expect(summary.getByRole('listitem').filter({ hasText: /^Yes/ })).toContainText('1');
      expect(await severeViolations(page)).toEqual([]);
    });
  });
}
