import { expect, test } from '@playwright/test';
import { fillSignUp, uniqueEmail } from './support/accounts';

test('a candidate signs up, lands in the profile wizard, skips the rest of it and resumes it later', async ({
  page,
}) => {
  await page.goto('/auth/candidate/sign-up');
  await fillSignUp(page, {
    firstName: 'Aisha',
    lastName: 'Rahman',
    email: uniqueEmail('aisha'),
    phone: '+971 50 123 4567',
  });
  await page.getByRole('button', { name: /sign up|register|create account/i }).click();

  // The wizard has no menu or footer; it greets the new candidate and starts with personal details.
  await expect(page).toHaveURL(/\/candidate\/personal-create$/);
  await expect(page.getByText('Welcome, Aisha')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Step 1 of 3: Personal details/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();

  // Personal details saved, the rest skipped for now.
  await page.getByLabel('Nationality').selectOption({ label: 'Pakistan' });
  await page.getByLabel('Total experience (years)').fill('3');
  await page.getByLabel('Country', { exact: true }).selectOption({ label: 'United Arab Emirates' });
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { name: /Step 2 of 3: CV or quick profile/ })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/candidate$/);
  await expect(page.getByRole('banner')).toContainText('Aisha');
  await expect(page.getByRole('link', { name: 'Finish your profile' })).toBeVisible();

  // Coming back to the wizard resumes at the first step still missing.
  await page.goto('/candidate/profile-create');
  await expect(page.getByRole('heading', { name: /Step 2 of 3: CV or quick profile/ })).toBeVisible();
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
