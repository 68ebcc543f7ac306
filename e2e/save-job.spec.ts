import { signUpCandidateSkippingWizard, uniqueEmail } from './support/accounts';
import { expect, type Page, test } from './support/test';

// A seeded job: every fresh stack has it, and a new candidate has saved nothing yet.
const title = 'Reach Truck Operator – Cold Store';

async function newCandidate(page: Page) {
  await signUpCandidateSkippingWizard(page, {
    firstName: 'Farah',
    lastName: 'Siddiqui',
    email: uniqueEmail('farah'),
    phone: '+971 52 345 6789',
  });
}

async function expectNoSavedJobs(page: Page) {
  await page.goto('/candidate/job/saved');
  await expect(page.getByText('No saved jobs', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeHidden();
}

test('a candidate saves a job from the search results and unsaves it from the saved list', async ({
  page,
}) => {
  await newCandidate(page);
  await expectNoSavedJobs(page);

  await page.goto('/candidate/search-job');
  await page.getByRole('search').getByLabel('Keyword').fill('reach truck');
  await page.getByRole('search').getByRole('button', { name: 'Search jobs' }).click();
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const save = card.getByRole('button', { name: /^Save job/ });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const saved = card.getByRole('button', { name: /^Saved/ });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  // Still saved after a reload: the server kept it.
  await page.reload();
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/candidate/job/saved');
  const entry = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(entry).toHaveCount(1);
  await expect(entry.getByRole('button', { name: /^Apply\b/ })).toBeEnabled();
  await entry.getByRole('button', { name: /^Saved/ }).click();
  await expect(entry).toHaveCount(0);
  await expect(page.getByText('No saved jobs', { exact: true })).toBeVisible();
});

test('a candidate saves and unsaves a job on its page', async ({ page }) => {
  await newCandidate(page);
  await page.goto('/candidate/search-job');
  await page.getByRole('search').getByLabel('Keyword').fill('reach truck');
  await page.getByRole('search').getByRole('button', { name: 'Search jobs' }).click();
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Save job' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  const jobPage = page.url();

  await page.goto('/candidate/job/saved');
  await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible();

  await page.goto(jobPage);
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
  await expectNoSavedJobs(page);
});
