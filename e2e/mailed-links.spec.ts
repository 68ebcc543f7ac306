import { E2E } from './support/env';
import { labelNotInName, severeViolations } from './support/look';
import { expect, type Page, test } from './support/test';

// Issue 32: every mail links into a signed-in area. Opened signed out (on another device, or after
// the session ended) the guard still sends the visitor home, and home now says why and offers the
// sign-in for that page's kind of account, which lands on the page the link named.

async function promptOnHome(page: Page, forWhom: string) {
  await expect(page).toHaveURL(/\/$/);
  const prompt = page.getByRole('region', { name: 'Sign in to open that page' });
  await expect(prompt).toContainText(`The page you opened is for ${forWhom}`);
  return prompt;
}

async function signInHere(page: Page, email: string) {
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E.demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through the page, then ends that session on the server: the token stays, refused. */
async function endedSession(page: Page, signInPath: string, email: string, home: RegExp) {
  await page.goto(signInPath);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(E2E.demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(home);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const out = await page.request.post('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.ok()).toBe(true);
}

test("a candidate's mailed link opened signed out leads, after sign-in, to the page it named", async ({
  page,
}) => {
  await page.goto('/candidate/profile');
  const prompt = await promptOnHome(page, 'candidates');
  expect(await severeViolations(page)).toEqual([]);
  expect(await labelNotInName(page)).toEqual([]);
  // Home remembers it over a reload.
  await page.reload();
  await prompt.getByRole('link', { name: 'Sign in as a candidate' }).click();
  await signInHere(page, 'candidate@demo.example.com');
  await expect(page).toHaveURL(/\/candidate\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("an employer's mailed link opened after the session ended leads back to it after sign-in", async ({
  page,
}) => {
  await endedSession(page, '/auth/employer/sign-in', 'employer@demo.example.com', /\/employer\/dashboard$/);
  await page.goto('/management/jobs');
  const prompt = await promptOnHome(page, 'employers');
  await prompt.getByRole('link', { name: 'Sign in as an employer' }).click();
  await signInHere(page, 'employer@demo.example.com');
  await expect(page).toHaveURL(/\/management\/jobs$/);
});

test('a staff mailed link, fresh and after the session ended, leads back to it after sign-in', async ({
  page,
}) => {
  await page.goto('/admin-pannel/enquiries');
  let prompt = await promptOnHome(page, "the portal's staff");
  await prompt.getByRole('link', { name: 'Staff sign in' }).click();
  await signInHere(page, 'admin@demo.example.com');
  await expect(page).toHaveURL(/\/admin-pannel\/enquiries$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.request.post('/api/user/logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.goto('/admin-pannel/users');
  prompt = await promptOnHome(page, "the portal's staff");
  await prompt.getByRole('link', { name: 'Staff sign in' }).click();
  await signInHere(page, 'admin@demo.example.com');
  await expect(page).toHaveURL(/\/admin-pannel\/users$/);
});

test('a sign-in link whose way back leads off the site signs in to the home page instead', async ({
  page,
}) => {
  await page.goto(`/auth/candidate/sign-in?next=${encodeURIComponent('//evil.example/x')}`);
  await signInHere(page, 'candidate@demo.example.com');
  await expect(page).toHaveURL(/\/candidate$/);
});
