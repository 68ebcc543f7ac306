import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { expect, test } from './support/test';

test("a candidate opening an employer's page is told at once, without 403s retried", async ({ page }) => {
  await signIn(page, '/auth/candidate/sign-in', 'candidate@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/candidate$/);
  const forbidden: string[] = [];
  page.on('response', (res) => {
    if (res.status() === 403) forbidden.push(res.url());
  });
  await page.goto('/management/jobs');
  await expect(page.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible({
    timeout: 2_000,
  });
  expect(forbidden).toEqual([]);
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page).toHaveURL(/\/candidate$/);
});

test('the ats user opening the users page by its URL is told it is not for the account, not of an outage', async ({
  page,
}) => {
  await signIn(page, '/auth/admin-pannel/sign-in', 'ats@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
  for (const path of ['/admin-pannel/users', '/admin-pannel/logistics-news', '/admin-pannel/roles']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'This page is not for your account' })).toBeVisible();
    await expect(page.getByText(/could not be loaded/)).toBeHidden();
  }
  // Nor does the menu offer them.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Users' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your home page' }).click();
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
});
