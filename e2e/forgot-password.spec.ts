import { signIn, signUpCandidate, strongPassword, uniqueEmail } from './support/accounts';
import { otpFrom, resetLinkFrom, waitForMailWith } from './support/mail';
import { expect, test } from './support/test';

test('a candidate resets a forgotten password with the code from the e-mail', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('forgot');
  // A new candidate lands in the profile wizard; the reset does not need the profile.
  await signUpCandidate(page, { firstName: 'Priya', lastName: 'Nair', email, phone: '+971 55 222 3344' });
  await page.evaluate(() => localStorage.clear());

  await page.goto('/auth/candidate/sign-in');
  await page.getByRole('link', { name: /forgot/i }).click();
  // The sign-in page has an Email field too: type once the reset page is on screen, as a person would.
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();

  // The sign-up's confirmation and welcome mails came first; the code has a mail of its own. Its
  // link carries no address: it opens the code step, here on another device (no state of this tab).
  const mail = await waitForMailWith(email, 'Subject: Your password reset code');
  const link = resetLinkFrom(mail);
  expect(link).toBe('/auth/forgot-password?from=candidate&step=code');
  expect(mail.slice(mail.search(/\r?\n\r?\n/))).not.toContain(email.split('@')[0]);
  const code = otpFrom(mail);
  const phone = await browser.newContext({ baseURL });
  const other = await phone.newPage();
  await other.goto(link);
  await expect(other.getByText('Enter your e-mail, then the code from our mail.')).toBeVisible();
  await other.getByLabel('E-mail').fill(email);
  await other.getByRole('button', { name: 'Enter my code' }).click();
  await other.getByLabel('Verification code').fill(code);
  const newPassword = 'Reefer-Dock-7781';
  await other.getByLabel('New password', { exact: true }).fill(newPassword);
  await other.getByLabel('Confirm password').fill(newPassword);
  await other.getByRole('button', { name: /reset/i }).click();
  await expect(other.getByText(/password has been reset/i)).toBeVisible();
  await phone.close();

  await signIn(page, '/auth/candidate/sign-in', email, strongPassword);
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await signIn(page, '/auth/candidate/sign-in', email, newPassword);
  await expect(page).toHaveURL(/\/candidate$/);
});
