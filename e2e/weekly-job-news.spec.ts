import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { waitForMailWith } from './support/mail';
import { expect, test } from './support/test';

test('a visitor subscribes, confirms from the mail, and staff see the confirmed subscriber', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `weekly.${Date.now().toString(36)}@example.com`;
  await page.goto('/unauth/logistics-news');
  const footer = page.getByRole('contentinfo');
  // The footer's light stand-in form gives way to the real one as it scrolls near (the fill's own
  // scroll); a fill in that very moment lands in the stand-in being replaced, which no person's typing
  // does. Type again until the field holds the address, as a person would.
  const field = footer.getByRole('textbox', { name: /e-mail/i });
  await expect(async () => {
    await field.fill(email);
    await expect(field).toHaveValue(email, { timeout: 500 });
  }).toPass();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).toHaveText(
    'Please confirm from the e-mail we have just sent you.',
  );

  const mail = await waitForMailWith(email, 'Please confirm your subscription');
  const link = /https?:\/\/[^/\s]+(\/unauth\/subscription\/confirm\?token=3D[0-9]+\.[A-Za-z0-9_-]+)/.exec(
    mail,
  )?.[1];
  expect(link).toBeTruthy();
  await page.goto((link ?? '').replace('token=3D', 'token='));
  await expect(page.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(staff).toHaveURL(/\/admin-pannel\/dashboard$/);
  await staff.goto('/admin-pannel/subscribers');
  await staff.getByLabel('Search subscribers').fill(email);
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(staff.getByText(email)).toBeVisible();
  await expect(staff.getByRole('tab', { name: /^Confirmed \(1\)/ })).toBeVisible();
  expect(await severeViolations(staff)).toEqual([]);
  await staff.getByRole('button', { name: 'Preview the next issue' }).click();
  const dialog = staff.getByRole('dialog', { name: 'The next issue' });
  await expect(dialog.getByText(/^Subject: Weekly job news/)).toBeVisible();
  await expect(
    dialog.frameLocator('iframe').getByRole('heading', { name: 'This week on Logistics Jobs' }),
  ).toBeVisible();
});
