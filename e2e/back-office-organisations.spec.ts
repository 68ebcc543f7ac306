import { signIn, strongPassword, uniqueEmail } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { waitForMail } from './support/mail';
import { expect, test } from './support/test';

/** The set-password link of an invitation mail (quoted-printable undone). */
function linkFrom(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const href = /(https?:\/\/[^\s"<>]+\/auth\/set-password\?token=[A-Za-z0-9_-]+)/.exec(body)?.[1];
  if (!href) throw new Error('no set-password link in the mail');
  return new URL(href).pathname + new URL(href).search;
}

test('staff create a consultancy with its first user, who sets a password from the mail and signs in', async ({
  page,
}) => {
  const email = uniqueEmail('first-user');
  const company = `Harbour Talent ${Date.now()}`;

  await test.step('staff sign in at the spec path and create the consultancy on the Standard plan', async () => {
    await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
    await page.goto('/admin-pannel/create/consultancy');
    await expect(page.getByRole('heading', { level: 1, name: 'Create consultancy' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel('Company name').fill(company);
    await page.getByLabel('First name').fill('Layla');
    await page.getByLabel('Last name').fill('Haddad');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Plan').selectOption({ label: 'Standard' });
    await page.getByRole('button', { name: 'Create consultancy' }).click();
  });

  await test.step('the organisation page shows it active, its invited user and its plan', async () => {
    await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
    const users = page.getByRole('region', { name: 'Users' });
    const row = users.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
    await expect(row).toBeVisible();
    await expect(row.getByText('Invited')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Plan and usage' })).toContainText('Standard');
    expect(await severeViolations(page)).toEqual([]);
  });

  await test.step('the staff member signs out', async () => {
    await page.evaluate(() => localStorage.clear());
  });

  await test.step('the invited user sets a password from the mail and signs in', async () => {
    const raw = await waitForMail(email);
    await page.goto(linkFrom(raw));
    await expect(page.getByRole('heading', { level: 1, name: 'Set your password' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel('New password').fill(strongPassword);
    await page.getByLabel('Confirm password').fill(strongPassword);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Your password is set, Layla.')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\/consultancy\/sign-in/);
    await signIn(page, '/auth/consultancy/sign-in', email, strongPassword);
    await expect(page).toHaveURL(/\/consultancy-admin\/dashboard/);
  });

  await test.step('the link works only once', async () => {
    await page.evaluate(() => localStorage.clear());
    await page.goto(linkFrom(await waitForMail(email)));
    await expect(page.getByText('This link no longer works')).toBeVisible();
  });
});

test('staff find a user, suspend them (their session ends) and reactivate them', async ({
  browser,
  request,
}) => {
  // A user of a fresh organisation, so no other journey's account is touched.
  const email = uniqueEmail('suspend-me');
  const login = await request.post('/api/user/admin-login', {
    data: { email: 'admin@demo.example.com', password: E2E.demoPassword },
  });
  const token = (await login.json()).data.token as string;
  const made = await request.post('/api/employers/', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      client_type: 'employer',
      company_name: `Dock Crew ${Date.now()}`,
      first_name: 'Khalid',
      last_name: 'Mansour',
      email,
    },
  });
  expect(made.status()).toBe(201);
  const link = new URLSearchParams(linkFrom(await waitForMail(email)).split('?')[1]).get('token');
  const set = await request.post('/api/user/set-password', {
    data: { token: link, password: strongPassword },
  });
  expect(set.status()).toBe(200);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(admin).toHaveURL(/\/admin-pannel\/dashboard/);
  await admin.goto(`/admin-pannel/users?q=${encodeURIComponent(email)}`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  expect(await severeViolations(admin)).toEqual([]);
  await admin.getByRole('link', { name: 'Khalid Mansour' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Khalid Mansour' })).toBeVisible();
  expect(await severeViolations(admin)).toEqual([]);

  const employer = await (await browser.newContext()).newPage();
  await signIn(employer, '/auth/employer/sign-in', email, strongPassword);
  await expect(employer).toHaveURL(/\/employer\/dashboard/);

  await admin.getByRole('button', { name: /^Suspend/ }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
  await expect(admin.getByRole('button', { name: /^Reactivate/ })).toBeVisible();

  // The employer's next request is refused: the session has ended and they are back on the public site.
  await employer.goto('/management/jobs');
  await expect(employer).toHaveURL(/\/$/);
  await signIn(employer, '/auth/employer/sign-in', email, strongPassword);
  await expect(employer.getByText('Your account is suspended. Contact your administrator.')).toBeVisible();

  await admin.getByRole('button', { name: /^Reactivate/ }).click();
  await expect(admin.getByRole('button', { name: /^Suspend/ })).toBeVisible();
  await signIn(employer, '/auth/employer/sign-in', email, strongPassword);
  await expect(employer).toHaveURL(/\/employer\/dashboard/);
});

test('the permission matrix and the modules page are axe-clean and show the roles', async ({ page }) => {
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  await page.goto('/admin-pannel/permissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Permissions' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Employer: jobs.manage', exact: true })).toBeChecked();
  expect(await severeViolations(page)).toEqual([]);
  await page.goto('/admin-pannel/modules');
  await expect(page.getByRole('heading', { level: 2, name: 'Plans' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});
