import { confirmFromMail, fillSignUp, signIn, strongPassword, uniqueEmail } from './support/accounts';
import { severeViolations } from './support/look';
import { confirmLinkFrom, waitForMail, waitForMailWith } from './support/mail';
import { expect, test } from './support/test';

test('a candidate signs up, confirms by the mailed link, lands in the profile wizard, skips the rest of it and resumes it later', async ({
  page,
}) => {
  const email = uniqueEmail('aisha');
  await page.goto('/auth/candidate/sign-up');
  await fillSignUp(page, { firstName: 'Aisha', lastName: 'Rahman', email, phone: '+971 50 123 4567' });
  await page.getByRole('button', { name: /sign up|register|create account/i }).click();

  // Told what to do next; no account and no session until the link is followed.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toContainText(email);
  await confirmFromMail(page, email);

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

test('signing up with an address that has an account looks the same, and its owner gets a warning mail', async ({
  page,
}) => {
  const email = uniqueEmail('owner');
  await page.goto('/auth/candidate/sign-up');
  await fillSignUp(page, { firstName: 'Huda', lastName: 'Saleh', email, phone: '+971 50 222 3344' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await confirmFromMail(page, email);
  await expect(page).toHaveURL(/\/candidate\/personal-create$/);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await page.goto('/auth/candidate/sign-up');
  await fillSignUp(page, { firstName: 'Someone', lastName: 'Else', email, phone: '+971 50 999 8877' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const warning = await waitForMailWith(email, 'Someone tried to register with your email address');
  expect(warning).toContain('Someone tried to register with your email address');
  // The owner's password still works.
  await signIn(page, '/auth/candidate/sign-in', email, strongPassword);
  await expect(page).toHaveURL(/:\d+\/candidate(\/|$)/);
});

test('the check-your-email panel and the confirmation page are axe-clean and fit a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail('phone');
  await page.goto('/auth/candidate/sign-up');
  await fillSignUp(page, { firstName: 'Noor', lastName: 'Qasim', email, phone: '+971 50 333 4455' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeFocused();
  expect(await severeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.goto(confirmLinkFrom(await waitForMail(email)));
  await expect(page.getByRole('button', { name: 'Confirm and sign in' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await page.goto('/auth/candidate/confirm-email?token=spent-or-made-up-token-0000');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('not valid or has expired');
  expect(await severeViolations(page)).toEqual([]);
});
