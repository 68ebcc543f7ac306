import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations, shoot } from './support/look';
import { expect, test } from './support/test';

test('a signed-in candidate browses jobs by functional area and lands in their own search, filtered', async ({
  page,
}) => {
  await signIn(page, '/auth/candidate/sign-in', 'candidate@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/candidate$/);

  await page.goto('/candidate/job/functional_area');
  await expect(page.getByRole('heading', { level: 1, name: 'Jobs by functional area' })).toBeVisible();
  // The seeded jobs fill several areas; each entry names its open jobs.
  const areas = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(areas.first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, 'candidate-job-category');

  const first = areas.first();
  const name = (await first.locator('span').first().textContent())?.trim() ?? '';
  await page.getByLabel('Filter functional areas').fill(name);
  await expect(areas).toHaveCount(1);
  await areas.first().click();
  await expect(page).toHaveURL(/\/candidate\/search-job\?functional_area=\d+$/);
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.goto('/candidate/job/archived');
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
});
