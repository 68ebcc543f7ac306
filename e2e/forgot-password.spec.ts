import { signIn, signUpCandidate, strongPassword, uniqueEmail } from './support/accounts';
import { otpFrom, waitForMailWith } from './support/mail';
import { expect, test } from './support/test';

test('a candidate resets a forgotten password with the code from the e-mail', async ({ page }) => {
  const email = uniqueEmail('forgot');
  // A new candidate lands in the profile wizard; the reset does not need the profile.
  await signUpCandidate(page, { firstName: 'Priya', lastName: 'Nair', email, phone: '+971 55 222 3344' });
  await page.evaluate(() => localStorage.clear());

  await page.goto('/auth/candidate/sign-in');
  await page.getByRole('link', { name: /forgot/i }).click();
  // The sign-in page has an Email field too: type once the reset page is on screen, as a person would.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: /send|code/i }).click();

  // The sign-up's confirmation and welcome mails came first; the code has a mail of its own.
  const code = otpFrom(await waitForMailWith(email, 'Subject: Your password reset code'));
  await page.getByLabel(/code/i).fill(code);
  const newPassword = 'Reefer-Dock-7781';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: /reset/i }).click();
  await expect(page.getByText(/password has been reset/i)).toBeVisible();

  await signIn(page, '/auth/candidate/sign-in', email, strongPassword);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, '/auth/candidate/sign-in', email, newPassword);
  await expect(page).toHaveURL(/\/candidate$/);
});
