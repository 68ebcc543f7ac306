import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { expect, test } from './support/test';

/*
 * The admin menu names each page once ("Subscriptions", as the spec's admin menu), and the Modules
 * page reads as sentences, with e-mail spelt one way.
 */
test('the admin menu opens the weekly job news once, as Subscriptions; the Modules page reads for people', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  // Open every group, so that every entry is listed.
  for (const group of await drawer.getByRole('button', { expanded: false }).all()) await group.click();
  await expect(drawer.locator('a[href="/admin-pannel/subscribers"]')).toHaveCount(1);
  await expect(drawer.getByRole('link', { name: 'Subscriptions' })).toBeVisible();
  await expect(drawer.getByText('Weekly Job News')).toHaveCount(0);
  await drawer.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();

  await page.goto('/admin-pannel/modules');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Recruiter e-mail' })).toBeVisible();
  await expect(
    main.getByText('Add a candidate on their behalf; they are invited to claim the account'),
  ).toBeVisible();
  await expect(main.getByText(/\bEmail\b/)).toHaveCount(0);
  await expect(main.getByText(/^[A-Z][a-z ]+: [A-Z][a-z]+$/)).toHaveCount(0);
});
