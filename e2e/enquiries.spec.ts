import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { waitForMailWith } from './support/mail';
import { expect, test } from './support/test';

test('a visitor sends an enquiry from an employer-services page and staff handle it in the inbox', async ({
  page,
}) => {
  const token = Date.now().toString(36);
  const company = `Dune Cargo ${token}`;
  await page.goto('/unauth/employer-services/rpo');
  const form = page.getByRole('region', { name: 'Send us an enquiry' });
  await expect(form.getByLabel('What is it about?')).toHaveValue('rpo');
  expect(await severeViolations(page)).toEqual([]);

  await form.getByLabel('Your name').fill('Hamad Saleh');
  await form.getByLabel('Company (optional)').fill(company);
  await form.getByLabel('E-mail').fill('not-an-address');
  await form.getByLabel('Message').fill('Short');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText('Invalid email address')).toBeVisible();
  await expect(form.getByText('Tell us a little more (at least 10 characters)')).toBeVisible();

  await form.getByLabel('E-mail').fill(`hamad.${token}@dunecargo.example.com`);
  await form.getByLabel('Message').fill('We need forty warehouse staff in Dubai South by March.');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you');

  // The staff are mailed.
  const mail = await waitForMailWith('admin@demo.example.com', company);
  expect(mail).toContain('New enquiry: Recruitment process outsourcing (RPO) from Hamad Saleh');

  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
  await page.goto('/admin-pannel/enquiries');
  await page.getByLabel('Search enquiries').fill(token);
  await page.getByRole('button', { name: 'Search' }).click();
  const link = page.getByRole('link', { name: new RegExp(`Hamad Saleh · ${company}`) });
  await expect(link).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await link.click();
  await expect(page.getByRole('heading', { name: `Hamad Saleh, ${company}` })).toBeVisible();
  await page.getByLabel('Status').selectOption('in_progress');
  await expect(page.getByText('Enquiry updated.')).toBeVisible();
  await page.getByLabel('Add a note').fill('Called back; proposal on Monday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  // The saved note, not the box still holding its text until the save clears it.
  await expect(
    page.getByRole('paragraph').filter({ hasText: 'Called back; proposal on Monday.' }),
  ).toBeVisible();
  await expect(page.getByLabel('Add a note')).toHaveValue('');
  expect(await severeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'All enquiries' }).click();
  await page.getByRole('tab', { name: /^In progress/ }).click();
  await page.getByLabel('Search enquiries').fill(token);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('link', { name: new RegExp(company) })).toBeVisible();
});
