import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations, shoot } from './support/look';
import { expect, test } from './support/test';

test('staff define a plan with its limits, see it beside the seeded ones, and delete it while unused', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const name = `Starter ${Date.now()}`;
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  await page.goto('/admin-pannel/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  for (const seeded of ['Basic', 'Standard', 'Premium'])
    await expect(page.getByRole('heading', { name: seeded, exact: true })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, 'plans');

  await page.getByRole('button', { name: 'New plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  await dialog.getByLabel('Plan name').fill(name);
  await dialog.getByLabel('Active jobs').fill('2');
  await dialog.getByLabel('Users').fill('1');
  expect(await severeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card.getByText('0 organisations on it')).toBeVisible();
  await expect(card.getByText('CV views a month').locator('..')).toContainText('Unlimited');

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete plan' }).click();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
});
