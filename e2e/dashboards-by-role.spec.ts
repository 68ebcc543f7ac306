import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations, shoot, sidewaysOverflow } from './support/look';
import { expect, test } from './support/test';

/*
 * Issue 30 items 4 and 6: each staff role's dashboard shows its own work; the administrator sees
 * what job seekers search for and can follow a search that found nothing.
 */

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the ATS user sees his own pipeline and interviews, not the portal-wide registrations', async ({
      page,
    }) => {
      await signIn(page, '/auth/admin-pannel/sign-in', 'ats@demo.example.com', E2E.demoPassword);
      await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
      await expect(page.getByRole('figure', { name: 'Your pipeline' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your interviews coming up' })).toBeVisible();
      // The seed made him the poster of some of the operator's jobs.
      await expect(page.getByRole('region', { name: 'Your jobs' }).getByRole('link').first()).toBeVisible();
      await expect(page.getByRole('figure', { name: 'Registrations by role and week' })).toHaveCount(0);
      await expect(page.getByText('Mail delivery failures')).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'What job seekers search for' })).toHaveCount(0);
      const pipeline = page.getByRole('figure', { name: 'Your pipeline' });
      await pipeline.getByRole('button', { name: 'Show as table' }).click();
      await expect(pipeline.getByRole('columnheader', { name: 'Stage' })).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await severeViolations(page)).toEqual([]);
      if (width === 1280) await shoot(page, 'dashboard-ats');
    });

    test('the consultancy admin sees team activity and plan use as charts with tables', async ({ page }) => {
      await signIn(page, '/auth/consultancy/sign-in', 'consultancy_admin@demo.example.com', E2E.demoPassword);
      await expect(page).toHaveURL(/\/consultancy-admin\/dashboard$/);
      const team = page.getByRole('figure', { name: /Team activity/ });
      await expect(team.locator('svg.recharts-surface').last()).toBeVisible();
      const usage = page.getByRole('figure', { name: 'Plan use per month' });
      await expect(usage.locator('svg.recharts-surface').last()).toBeVisible();
      await page.getByLabel('Show').selectOption('jobs_posted');
      await expect(page.getByRole('figure', { name: 'Team activity: jobs posted per week' })).toBeVisible();
      await usage.getByRole('button', { name: 'Show as table' }).click();
      await expect(usage.getByRole('columnheader', { name: 'CV views' })).toBeVisible();
      const period = page.getByRole('group', { name: 'Team activity over' });
      await period.getByText('30 days').click();
      await expect(period.getByRole('radio', { name: '30 days' })).toBeChecked();
      expect(await sidewaysOverflow(page)).toBe(0);
      expect(await severeViolations(page)).toEqual([]);
      if (width === 1280) await shoot(page, 'dashboard-consultancy-admin');
    });

    test('the administrator follows a search that found nothing into the job search', async ({ page }) => {
      await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
      await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
      const demand = page.getByRole('region', { name: 'What job seekers search for' });
      await expect(
        demand.getByRole('region', { name: 'Top searched keywords' }).getByRole('listitem').first(),
      ).toBeVisible();
      await demand.getByText('30 days').click();
      await expect(demand.getByRole('radio', { name: '30 days' })).toBeChecked();
      const nothing = demand.getByRole('region', { name: 'Searches that found nothing' });
      await expect(nothing.getByText('drone pilot')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBe(0);
      if (width === 1280) await shoot(page, 'dashboard-admin-demand');
      await expect(
        nothing.getByRole('link', { name: 'Write a news item about “drone pilot”' }),
      ).toHaveAttribute('href', '/admin-pannel/logistics-news/create?idea=drone+pilot');
      await nothing.getByRole('link', { name: 'Run the search “drone pilot”' }).click();
      await expect(page).toHaveURL(/\/unauth\/search-job\?keyword=drone\+pilot/);
      await expect(page.getByRole('search').getByLabel('Keyword')).toHaveValue('drone pilot');
    });
  });
}

test('a news idea opens a draft with the keyword', async ({ page }) => {
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
  await page.goto('/admin-pannel/logistics-news/create?idea=reefer%20technician');
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Reefer technician');
});
