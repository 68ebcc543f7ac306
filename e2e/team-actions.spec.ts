import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { expect, test } from './support/test';

/*
 * A list of users offers suspend only on the people the viewer may suspend: the operator's
 * consultancy admin never sees one on the master admin (Nadia Karimi) (it could only fail), nor on themselves.
 */
test("the consultancy admin's team and users lists offer no action they may not take", async ({ page }) => {
  await signIn(page, '/auth/admin-pannel/sign-in', 'consultancy_admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/consultancy-admin/dashboard');
  const team = page.getByRole('region', { name: 'Your team' });
  const row = (name: string) => team.getByRole('row').filter({ hasText: name });
  await expect(row('Maria Santos').getByRole('button', { name: /Suspend/ })).toBeVisible();
  await expect(row('Nadia Karimi')).toBeVisible();
  await expect(row('Nadia Karimi').getByRole('button')).toHaveCount(0);
  await expect(row('James Carter').getByRole('button')).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin-pannel/users?q=demo.example.com');
  const users = page.getByRole('table');
  await expect(users.getByRole('row').filter({ hasText: 'Maria Santos' }).getByRole('button')).toHaveText(
    /Suspend/,
  );
  await expect(users.getByRole('row').filter({ hasText: 'Nadia Karimi' }).getByRole('button')).toHaveCount(0);
});
