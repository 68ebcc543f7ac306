import { expect, test } from '@playwright/test';
import { fillSignUp, uniqueEmail } from './support/accounts';

test('a candidate signs up and lands on their dashboard', async ({ page }) => {
  await page.goto('/auth/candidate/sign-up');
  await fillSignUp(page, {
    firstName: 'Aisha',
    lastName: 'Rahman',
    email: uniqueEmail('aisha'),
    phone: '+971 50 123 4567',
  });
  await page.getByRole('button', { name: /sign up|register|create account/i }).click();

  await expect(page).toHaveURL(/\/candidate$/);
  await expect(page.getByRole('banner')).toContainText('Aisha');
});

test('a weak password is refused with a clear message and no account is made', async ({ page }) => {
  const email = uniqueEmail('weak');
  await page.goto('/auth/candidate/sign-up');
  await fillSignUp(page, { firstName: 'Omar', lastName: 'Ali', email, phone: '+971 50 765 4321' });
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password').fill('password123');
  await page.getByRole('button', { name: /sign up|register|create account/i }).click();

  await expect(page.getByText(/too common/i).first()).toBeVisible();
  await expect(page).toHaveURL(/sign-up/);
});
