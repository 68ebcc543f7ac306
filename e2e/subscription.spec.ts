import { expect, test } from '@playwright/test';
import { uniqueEmail } from './support/accounts';

test('the footer subscription shows Subscribing..., then thanks for 2 seconds', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: /email/i });

  await email.fill('not-an-email');
  await email.blur();
  await expect(footer.getByText('Invalid email address')).toBeVisible();

  await email.fill(uniqueEmail('news'));
  // Hold the request briefly so the submitting state is observable.
  await page.route('**/api/settings/subscription', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(footer.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();

  const thanks = page.getByText('Thank you for subscribing to the Logistics updates from the portal.');
  await expect(thanks).toBeVisible();
  await expect(email).toHaveValue('');
  await page.waitForTimeout(1_500);
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeHidden({ timeout: 1_500 });
});
