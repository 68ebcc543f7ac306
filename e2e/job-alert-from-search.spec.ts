import { signUpCandidateSkippingWizard, uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

test('a candidate turns a search into an alert, pauses it and deletes it', async ({ page }) => {
  await signUpCandidateSkippingWizard(page, {
    firstName: 'Ravi',
    lastName: 'Menon',
    email: uniqueEmail('ravi'),
    phone: '+971 56 456 7890',
  });

  // A keyword and a location from the filters (seeded warehouse jobs are in Dubai).
  await page.goto('/candidate/search-job');
  await page.getByRole('search').getByLabel('Keyword').fill('warehouse');
  await page.getByRole('search').getByRole('button', { name: 'Search jobs' }).click();
  const dubai = page
    .getByRole('group', { name: 'Location' })
    .getByRole('checkbox', { name: /^Dubai \d+$/ })
    .first();
  await dubai.click();
  await expect(dubai).toBeChecked();
  await expect(page).toHaveURL(/keyword=warehouse/);
  await expect(page).toHaveURL(/location=\d+/);

  await page.getByRole('button', { name: 'Create alert from this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create job alert' });
  const chips = dialog.getByRole('list', { name: 'Criteria' });
  await expect(chips.getByRole('listitem')).toHaveText(['warehouse', 'Dubai']);
  await expect(dialog.getByLabel('Alert name')).toHaveValue('warehouse · Dubai');
  await dialog.getByLabel('E-mail me').selectOption('weekly');
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: 'Job alert created.' })).toBeVisible();

  await page.goto('/candidate/job-alert');
  const alert = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'warehouse · Dubai' }) });
  await expect(alert).toHaveCount(1);
  await expect(alert.getByRole('list', { name: 'Criteria' }).getByRole('listitem')).toHaveText([
    /warehouse/,
    'Dubai',
  ]);
  await expect(alert).toContainText(/Weekly e-mail · next on/);

  // Paused from the keyboard (the switch's track covers its input for a mouse), and still paused
  // when the page is loaded again.
  const emails = alert.getByRole('switch', { name: 'E-mails for warehouse · Dubai' });
  await expect(emails).toBeChecked();
  await emails.focus();
  await page.keyboard.press('Space');
  await expect(emails).not.toBeChecked();
  await expect(alert).toContainText('Weekly e-mail · paused');
  await page.reload();
  await expect(emails).not.toBeChecked();
  await expect(alert).toContainText('Weekly e-mail · paused');

  // Deleting asks first; Cancel keeps the alert.
  await alert.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this alert?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(alert).toHaveCount(1);
  await alert.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete alert' }).click();
  await expect(alert).toHaveCount(0);
  await expect(page.getByText('No job alerts yet', { exact: true })).toBeVisible();
});
