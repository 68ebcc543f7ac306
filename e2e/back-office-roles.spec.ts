import { signIn, strongPassword, uniqueEmail } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations, shoot } from './support/look';
import { waitForMail } from './support/mail';
import { apiToken } from './support/organisations';
import { expect, test } from './support/test';

/** An operator staff account (ATS user) with a password set from its invitation mail. */
async function newStaffUser(request: Parameters<typeof apiToken>[0]) {
  const admin = await apiToken(request, '/user/admin-login', 'admin@demo.example.com');
  const me = await request.get('/api/user/', { headers: admin });
  const clientId = (await me.json()).data.user.client_id as number;
  const email = uniqueEmail('custom-role');
  const made = await request.post('/api/employers/create-user', {
    headers: admin,
    data: { client_id: clientId, role: 'ats', first_name: 'Omar', last_name: 'Farouk', email },
  });
  expect(made.status()).toBe(201);
  const raw = (await waitForMail(email)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(raw)?.[1];
  const set = await request.post('/api/user/set-password', { data: { token, password: strongPassword } });
  expect(set.status()).toBe(200);
  return email;
}

test('master_admin creates a custom role with some permissions; a user given it sees only what it allows', async ({
  browser,
  page,
  request,
}) => {
  // Five pages are looked at in three widths on the way, and six are checked with axe.
  test.setTimeout(180_000);
  const email = await newStaffUser(request);
  const roleName = `Job poster ${Date.now()}`;

  await test.step('the administrator creates the role on the ATS kind with job posting only', async () => {
    await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
    await page.goto('/admin-pannel/roles');
    await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Job poster', exact: true })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await shoot(page, 'roles');
    await page.getByRole('link', { name: 'Create role' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create role' })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await page.getByLabel('Role name').fill(roleName);
    await page.getByLabel('Built on').selectOption({ label: 'ATS user' });
    await page.getByRole('checkbox', { name: /^jobs\.manage\b/ }).check();
    await page.getByRole('checkbox', { name: /^clients\.view\b/ }).check();
    await shoot(page, 'role-create');
    await page.getByRole('button', { name: 'Create role' }).click();
    await expect(page.getByRole('heading', { level: 1, name: roleName })).toBeVisible();
    await expect(page.getByText('Own grant')).toHaveCount(2);
    expect(await severeViolations(page)).toEqual([]);
    await shoot(page, 'role');
  });

  await test.step('the administrator gives the role to the user', async () => {
    await page.goto(`/admin-pannel/users?q=${encodeURIComponent(email)}`);
    await page.getByRole('link', { name: 'Omar Farouk' }).first().click();
    await page.getByLabel('Change role').selectOption({ label: roleName });
    await page.getByRole('button', { name: 'Save role' }).click();
    await expect(page.getByText(roleName).first()).toBeVisible();
    await page.goto('/admin-pannel/audit-log?action=user.');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expect(page.getByText(/role: ats → job-poster-/).first()).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await shoot(page, 'audit-log');
  });

  await test.step('the user signs in and sees only job posting in the menu; templates are refused', async () => {
    const user = await (await browser.newContext()).newPage();
    await signIn(user, '/auth/admin-pannel/sign-in', email, strongPassword);
    await expect(user).toHaveURL(/\/admin-pannel\/dashboard/);
    const banner = user.getByRole('banner');
    await banner.getByRole('button', { name: 'Jobs' }).click();
    await expect(user.getByRole('menuitem', { name: 'Post a Job' })).toBeVisible();
    await expect(user.getByRole('menuitem', { name: 'Job Templates' })).toHaveCount(0);
    await user.keyboard.press('Escape');
    for (const hidden of ['CV Database', 'Enquiries', 'Employers', 'Users'])
      await expect(
        banner.getByRole('button', { name: hidden }).or(banner.getByRole('link', { name: hidden })),
      ).toHaveCount(0);
    const templates = await user.request.get('/api/template/job-templates', {
      headers: { authorization: `Bearer ${await user.evaluate(() => localStorage.getItem('token'))}` },
    });
    expect(templates.status()).toBe(403);
    expect(await severeViolations(user)).toEqual([]);

    // What the role allows works: the job form opens.
    await user.goto('/management/jobs/create');
    await expect(user.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
    expect(await severeViolations(user)).toEqual([]);

    // The consultancy admin's area is not for an ATS-kind role: the page says so, with the way home.
    await user.goto('/consultancy-admin/dashboard');
    await expect(
      user.getByRole('heading', { level: 1, name: 'This page is not for your account' }),
    ).toBeVisible();
    await expect(user.getByRole('link', { name: 'Go to your home page' })).toBeVisible();
    expect(await severeViolations(user)).toEqual([]);
    await shoot(user, 'custom-role-not-for-you');
  });
});

test('role groups: a group is made for a role, and its page says where each permission comes from', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Pipeline ${Date.now()}`;
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  await page.goto('/admin-pannel/role-groups');
  await expect(page.getByRole('heading', { level: 1, name: 'Role groups' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Candidate pipeline' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, 'role-groups');
  await page.getByRole('button', { name: 'New role group' }).click();
  const dialog = page.getByRole('dialog', { name: 'New role group' });
  await dialog.getByLabel('Group name').fill(name);
  await dialog.getByRole('checkbox', { name: 'Job poster', exact: true }).check();
  await dialog.getByRole('checkbox', { name: /^cv\.search\b/ }).check();
  expect(await severeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create group' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await page.goto('/admin-pannel/roles/job-poster');
  const row = page.getByRole('listitem').filter({ hasText: 'cv.search' });
  await expect(row.getByText(`Group: ${name}`)).toBeVisible();

  // The permission's own page names every role holding it and how.
  await page.goto('/admin-pannel/permissions/cv.search');
  await expect(page.getByRole('heading', { level: 1, name: 'cv.search' })).toBeVisible();
  await expect(page.getByText(`through the group ${name}`)).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, 'permission');
});
