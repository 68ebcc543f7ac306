import { DEMO_EMPLOYERS } from '../apps/server/src/app/seed/demo-employers';
import { signIn } from './support/accounts';
import { severeViolations } from './support/look';
import { newActiveEmployer } from './support/organisations';
import { expect, test } from './support/test';

/** A 64 x 64 PNG, as a user's logo file. */
const LOGO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAn0lEQVRoge2SQQkAQRDDqqBWT07sroh7hIFCBKSh6cdpoht0A9ArdhfiLtENugHoFbsLcZfoBt0A9IrdhbhLdINuAHrF7kLcJbpBNwC9Ynch7hLdoBuAXrG7EHeJbtANQK/YXYi7RDfoBqBX7C7EXaIbdAPQK3YX4i7RDboB6BW7C3GX6AbdAPSK3YW4S3SDbgB6xe5C3CW6QTcAveIfHgOIQQDGkjvhAAAAAElFTkSuQmCC',
  'base64',
);

test('an employer completes the company profile, and the public company page shows it', async ({
  page,
  request,
}) => {
  const company = `Reefer Lines ${Date.now().toString(36)}`;
  const org = await newActiveEmployer(request, company);
  await signIn(page, '/auth/employer/sign-in', org.email, org.password);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await page.goto('/employer/view');
  await expect(page.getByRole('heading', { name: `${company}: company profile` })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Company profile completeness' })).toHaveAttribute(
    'aria-valuenow',
    '0',
  );
  expect(await severeViolations(page)).toEqual([]);

  // Logo: chosen with the file picker, shown once uploaded.
  await page.locator('#company-images input[type="file"]').first().setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: LOGO,
  });
  await expect(page.getByRole('img', { name: `${company} logo` })).toBeVisible();

  // About, industry and website.
  await page.getByRole('button', { name: 'Edit company details' }).click();
  const about = page.getByRole('textbox', { name: 'About the company' });
  await about.click();
  await about.pressSequentially('We run cold stores in Dubai.');
  await page.getByLabel('Industry').selectOption({ label: 'Freight Forwarding & Shipping' });
  await page.getByLabel('Website').fill('not a website');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a full address starting with https://')).toBeVisible();
  await page.getByLabel('Website').fill('https://reefer-lines.example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('button', { name: 'Edit company details' })).toBeVisible();
  await expect(page.getByText('We run cold stores in Dubai.')).toBeVisible();

  // An office in Jebel Ali.
  await page.getByRole('button', { name: 'Add office' }).click();
  await page.getByLabel('Office name').fill('Jebel Ali cold store');
  await page.getByLabel('Emirate or state').selectOption({ label: 'Dubai, United Arab Emirates' });
  await page.getByLabel('City (optional)').selectOption({ label: 'Jebel Ali' });
  await page.getByLabel('Address').fill('Plot S30402, Jebel Ali Free Zone');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Dubai, United Arab Emirates').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Jebel Ali cold store' })).toBeVisible();
  const meter = page.getByRole('progressbar', { name: 'Company profile completeness' });
  await expect(meter).not.toHaveAttribute('aria-valuenow', '0');

  // The public company page.
  await page.getByRole('link', { name: 'View public company page' }).click();
  await expect(page).toHaveURL(new RegExp(`/unauth/employer-job/${org.id}$`));
  await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
  await expect(page.getByText('We run cold stores in Dubai.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offices' }).getByText('Jebel Ali cold store')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit website' })).toHaveAttribute(
    'href',
    'https://reefer-lines.example.com',
  );
  await expect(page.locator('header img[src^="/api/employers/image/"]').first()).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});

test('a seeded employer shows its logo, industry and offices on the list, its page and its job pages', async ({
  page,
  request,
}) => {
  await page.goto('/unauth/employer-list');
  await page.getByLabel('Industry').selectOption({ label: 'Freight Forwarding & Shipping' });
  await expect(page).toHaveURL(/industry=\d+/);
  const tile = page.getByRole('link', { name: /Gulf Freight Solutions LLC/ });
  await expect(tile).toBeVisible();
  await expect(tile.locator('img[src^="/api/employers/image/"]')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await tile.click();
  await expect(page.getByRole('region', { name: 'Offices' })).toContainText('Jebel Ali');
  await expect(page.getByRole('link', { name: 'Gulf Freight Solutions LLC on LinkedIn' })).toBeVisible();
  // Private contacts and the trade licence stay off the page.
  await expect(page.getByText('Mariam Haddad')).toBeVisible();
  await expect(page.getByText('Rashid Karim')).toHaveCount(0);
  await expect(page.getByText('DED-614233')).toHaveCount(0);

  const jobs = (await (await request.get('/api/jobs/search?page_size=50')).json()).data as {
    id: number;
    employer: { name: string };
  }[];
  const job = jobs.find((j) => j.employer.name === 'Gulf Freight Solutions LLC');
  expect(job).toBeDefined();
  const html = await (await request.get(`/unauth/jobs/view/${job?.id}`)).text();
  const ld = JSON.parse(
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null',
  );
  expect(ld.hiringOrganization.logo).toMatch(/\/api\/employers\/image\/[0-9a-f-]{36}$/);
  expect(ld.hiringOrganization.sameAs).toContain('https://www.gulffreight.example.com');
});

test('the demo portal lists ten employers with complete pages, and every company a job card names has one', async ({
  page,
  request,
}) => {
  await page.goto('/unauth/employer-list');
  const tiles = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(tiles.first()).toBeVisible();
  const names = (await tiles.allInnerTexts()).map((t) => t.split('\n')[0]?.trim() ?? '');
  // Ten employers and the operator; other journeys' employers may be listed beside them.
  expect(names.length).toBeGreaterThanOrEqual(11);
  // Each demo employer's tile shows its logo.
  for (const { name } of DEMO_EMPLOYERS) {
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ hasText: name })
        .locator('img[src^="/api/employers/image/"]'),
      name,
    ).toHaveCount(1);
  }

  // A company the demo employer does not run: its page has everything a page can show.
  await page.getByRole('link', { name: /Emirates Cold Stores/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Emirates Cold Stores' })).toBeVisible();
  await expect(page.getByText(/keeps food chilled and frozen/)).toBeVisible();
  await expect(page.getByText('Food & Beverage').first()).toBeVisible();
  await expect(page.getByText(/51-200|51–200/).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offices' })).toContainText('Al Ain');
  await expect(page.getByRole('link', { name: 'Emirates Cold Stores on LinkedIn' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Visit website/ })).toHaveAttribute(
    'href',
    'https://www.emiratescold.example.com',
  );
  await expect(page.getByRole('heading', { name: 'Cold Chain Supervisor' })).toBeVisible();

  // Every company named on the job cards is one of the directory's.
  await page.goto('/unauth/search-job');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const companies = await cards.locator(':is(h2, h3) + p').allInnerTexts();
  expect(companies.length).toBeGreaterThan(5);
  // Other journeys on this stack add employers: the whole directory, not only its first page.
  const directory = (
    (await (await request.get('/api/employers/directory?page_size=100')).json()).data as { name: string }[]
  ).map((c) => c.name);
  const unnamed = companies
    .map((c) => c.split(' · via ')[0]?.trim() ?? '')
    .filter((c) => !directory.includes(c));
  expect(unnamed).toEqual([]);
});
