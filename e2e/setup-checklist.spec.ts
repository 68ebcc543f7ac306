import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { expect, type Page, test } from './support/test';

/** The seeded contacts this journey changes, put back afterwards: the other journeys share the server. */
const SEEDED = { contact_email: 'jobs@example.com', whatsapp: '+971 50 000 0000' };

async function restore(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (token)
    await page.request.patch('/api/settings/portal', {
      headers: { authorization: `Bearer ${token}` },
      data: SEEDED,
    });
}

test("the admin dashboard's first-run checklist leads to each placeholder and ticks it off once changed", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  try {
    const checklist = page.getByRole('region', { name: 'Finish setting up your portal' });
    await expect(checklist).toBeVisible();
    // Never done on a journeys' stack: no logo, mail to the local mailbox, the legal pages as shipped.
    for (const step of ['Upload your logo', 'Review the privacy policy', 'Review the terms and conditions'])
      await expect(checklist.getByRole('link', { name: step })).toBeVisible();
    await expect(checklist.getByText(/set SMTP_URL and MAIL_FROM/)).toBeVisible();

    await checklist.getByRole('link', { name: /Replace the sample contact e-mail/ }).click();
    await expect(page).toHaveURL(/\/admin-pannel\/settings#contact$/);
    const email = page.getByLabel('Contact e-mail');
    await expect(email).toHaveValue(SEEDED.contact_email);
    await expect(email).toBeInViewport();
    await email.fill('careers@gulf-logistics.ae');
    await page.getByLabel('WhatsApp number').fill('+971 4 555 0199');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    await page.goto('/admin-pannel/dashboard');
    await expect(checklist.getByText(/Done: Replace the sample contact e-mail/)).toBeAttached();
    await expect(checklist.getByRole('link', { name: /Replace the sample contact e-mail/ })).toHaveCount(0);
    await expect(checklist.getByRole('link', { name: 'Upload your logo' })).toBeVisible();
  } finally {
    await restore(page);
  }
});

test('staff without the settings see no checklist', async ({ page }) => {
  await signIn(page, '/auth/admin-pannel/sign-in', 'ats@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Finish setting up your portal' })).toHaveCount(0);
});
