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
