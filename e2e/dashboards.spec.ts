import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { expect, test } from './support/test';

test('the employer dashboard draws its charts, keeps the period in the URL and reads as tables', async ({
  page,
}) => {
  await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  const jobs = page.getByRole('figure', { name: 'Open jobs: views and applicants' });
  await expect(jobs.locator('svg.recharts-surface').last()).toBeVisible();
  // The seeded jobs have a few applicants and a hundred-odd views each: on one scale the applicants'
  // bars were slivers; each series has its own, so the longest bar of each spans most of the chart.
  const longest = (series: number) =>
    jobs
      .locator('.recharts-bar')
      .nth(series)
      .locator('path')
      .evaluateAll((bars) => Math.max(0, ...bars.map((b) => b.getBoundingClientRect().width)));
  await expect.poll(() => longest(1)).toBeGreaterThan(0);
  const [a, b] = [await longest(0), await longest(1)];
  expect(Math.min(a, b)).toBeGreaterThan(Math.max(a, b) / 2);
  await page.getByText('90 days').click();
  await expect(page).toHaveURL(/period=90/);
  await expect(
    page.getByRole('figure', { name: 'Applications per week' }).locator('svg.recharts-surface').last(),
  ).toBeVisible();
  await jobs.getByRole('button', { name: 'Show as table' }).click();
  await expect(jobs.getByRole('columnheader', { name: 'Applicants' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});

test('the staff dashboard draws registrations and activity for the chosen period', async ({ page }) => {
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
  await page.goto('/admin-pannel/dashboard?period=7');
  const reg = page.getByRole('figure', { name: 'Registrations by role and week' });
  await expect(reg.locator('svg.recharts-surface').last()).toBeVisible();
  // The period of the figures (the search demand below has a 7/30-day choice of its own).
  const period = page.getByRole('group', { name: 'Period' });
  await expect(period.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByRole('figure', { name: 'Jobs published and applications per week' })).toBeVisible();
  await expect(page.getByText('Open enquiries')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  // Beside the long welcome line at a tablet's width, each period still reads on one line.
  for (const width of [768, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const name of ['7 days', '30 days', '90 days']) {
      const box = await period
        .locator('label')
        .filter({ has: page.getByRole('radio', { name }) })
        .boundingBox();
      expect(box?.height, `${name} at ${width} px`).toBeLessThan(40);
    }
  }
});
