import { fillSignUp, signIn, strongPassword, uniqueEmail } from './support/accounts';
import { E2E } from './support/env';
import { waitForMail } from './support/mail';
import { expect, test } from './support/test';

test('an employer registers, staff activate it, and the employer signs in', async ({ page }) => {
  const email = uniqueEmail('hr');
  const company = `Gulf Freight ${Date.now()}`;

  await test.step('register: the popup says it awaits activation', async () => {
    await page.goto('/auth/employer/sign-up');
    await fillSignUp(page, {
      firstName: 'Rashid',
      lastName: 'Khan',
      email,
      phone: '+971 4 555 0101',
      company,
    });
    await page.getByRole('button', { name: /sign up|register|create account/i }).click();
    const popup = page.getByRole('dialog');
    await expect(popup).toContainText('Employer registered successfully. Awaiting admin activation.');
    await expect(popup).toContainText('We have sent you an email about what happens next.');
    await popup.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/auth\/employer\/sign-in/);
  });

  await test.step('before activation, sign-in is refused with the awaiting message', async () => {
    await signIn(page, '/auth/employer/sign-in', email, strongPassword);
    await expect(page.getByText('Your account is awaiting admin activation.')).toBeVisible();
  });

  await test.step('staff activate the employer', async () => {
    await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
    await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
    await page.goto('/admin-pannel/list/employer');
    const row = page.getByRole('row', { name: new RegExp(company) });
    await row.getByRole('button', { name: 'Activate' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
    await expect(row).toHaveCount(0);
    await page
      .getByRole('tab', { name: /active/i })
      .first()
      .click();
    await expect(page.getByRole('row', { name: new RegExp(company) })).toBeVisible();
    // The registration's receipt, then the activation mail.
    expect(await waitForMail(email, 2)).toContain('Your account is active');
  });

  await test.step('the employer signs in and lands on the dashboard', async () => {
    await page
      .getByRole('banner')
      .getByRole('button', { name: /admin|account|demo/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await signIn(page, '/auth/employer/sign-in', email, strongPassword);
    await expect(page).toHaveURL(/\/employer\/dashboard$/);
  });
});
