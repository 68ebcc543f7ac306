import AxeBuilder from '@axe-core/playwright';
import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { expect, type Page, test } from './support/test';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('the employer dashboard draws its charts, keeps the period in the URL and reads as tables', async ({
  page,
}) => {
  await signIn(page, '/auth/employer/sign-in', 'employer@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  const jobs = page.getByRole('figure', { name: 'Open jobs: views and applicants' });
  await expect(jobs.locator('svg.recharts-surface').last()).toBeVisible();
  await page.getByText('90 days').click();
  await expect(page).toHaveURL(/period=90/);
  await expect(
    page.getByRole('figure', { name: 'Applications per week' }).locator('svg.recharts-surface').last(),
  ).toBeVisible();
  await jobs.getByRole('button', { name: 'Show as table' }).click();
  await expect(jobs.getByRole('columnheader', { name: 'Applicants' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the staff dashboard draws registrations and activity for the chosen period', async ({ page }) => {
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
  await page.goto('/admin-pannel/dashboard?period=7');
  const reg = page.getByRole('figure', { name: 'Registrations by role and week' });
  await expect(reg.locator('svg.recharts-surface').last()).toBeVisible();
  await expect(page.getByRole('radio', { name: '7 days' })).toBeChecked();
  await expect(page.getByRole('figure', { name: 'Jobs published and applications per week' })).toBeVisible();
  await expect(page.getByText('Open enquiries')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
