import { confirmFromMail, fillSignUp, strongPassword, uniqueEmail } from './support/accounts';
import { API } from './support/api';
import { confirmLinkFrom, waitForMail } from './support/mail';
import { expect, type Page, test } from './support/test';

// A seeded job every fresh stack has.
const title = 'Reach Truck Operator – Cold Store';

async function openJobAsGuest(page: Page): Promise<string> {
  await page.goto('/unauth/search-job?keyword=reach%20truck');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** A candidate who exists but is not signed in here. */
async function registeredCandidate(page: Page, prefix: string): Promise<string> {
  const email = uniqueEmail(prefix);
  const res = await page.request.post(`/api/${API.candidate.register}`, {
    data: {
      first_name: 'Sara',
      last_name: 'Haddad',
      email,
      phone: '+971 50 765 4321',
      password: strongPassword,
    },
  });
  expect(res.status()).toBe(202);
  await page.goto(confirmLinkFrom(await waitForMail(email)));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page).toHaveURL(/\/candidate\/personal-create$/);
  // Signed out again: the journeys start as a guest who has an account.
  await page.evaluate(() => localStorage.clear());
  return email;
}

async function signInHere(page: Page, email: string) {
  await expect(page).toHaveURL(/\/auth\/candidate\/sign-in\?next=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a guest who clicks Apply and signs in is back on the job with the apply dialog open', async ({
  page,
}) => {
  const email = await registeredCandidate(page, 'apply-back');
  const jobPath = await openJobAsGuest(page);
  await page.getByRole('link', { name: 'Apply' }).click();
  await signInHere(page, email);
  await expect(page).toHaveURL(new RegExp(`${jobPath}$`));
  await expect(page.getByRole('dialog', { name: `Apply for ${title}` })).toBeVisible();
  // Done once: a reload does not open it again.
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a guest who clicks Save job and signs up instead is back on the job, and it is saved', async ({
  page,
}) => {
  const jobPath = await openJobAsGuest(page);
  await page.getByRole('link', { name: 'Save job' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/candidate\/sign-up\?next=/);
  const email = uniqueEmail('save-back');
  await fillSignUp(page, { firstName: 'Omar', lastName: 'Farouk', email, phone: '+971 55 111 2233' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  // The link brings the new candidate back to the job and finishes saving it.
  await confirmFromMail(page, email);
  await expect(page).toHaveURL(new RegExp(`${jobPath}$`));
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/candidate/job/saved');
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('a guest who creates an alert from a search and signs in gets the alert dialog with the search', async ({
  page,
}) => {
  const email = await registeredCandidate(page, 'alert-back');
  await page.goto('/unauth/search-job?keyword=warehouse');
  await page.getByRole('link', { name: 'Create alert from this search' }).click();
  await signInHere(page, email);
  await expect(page).toHaveURL(/\/unauth\/search-job\?keyword=warehouse$/);
  const dialog = page.getByRole('dialog', { name: 'Create job alert' });
  await expect(dialog.getByRole('list', { name: 'Criteria' }).getByRole('listitem')).toHaveText([
    'warehouse',
  ]);
});
