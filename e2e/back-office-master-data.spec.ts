import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations, shoot } from './support/look';
import { apiToken } from './support/organisations';
import { expect, test } from './support/test';

type Item = { id: number; slug: string };

test('a designation renamed in master data shows under its new name in the job search filter; deactivated it stays on its job; merged, its job moves', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36);
  const before = `Cold Chain Lead ${stamp}`;
  const after = `Cold Chain Manager ${stamp}`;

  // Set-up over the API: a new designation and a published job that uses it.
  const admin = await apiToken(request, '/user/admin-login', 'admin@demo.example.com');
  const made = await request.post('/api/master/admin/designations', {
    headers: admin,
    data: { name: before },
  });
  expect(made.status()).toBe(201);
  const designationId = (await made.json()).data.id as number;
  const survivorName = `Cold Chain Supervisor ${stamp}`;
  const survivor = await request.post('/api/master/admin/designations', {
    headers: admin,
    data: { name: survivorName },
  });
  const survivorId = (await survivor.json()).data.id as number;
  const list = async (name: string) =>
    (await (await request.get(`/api/master/${name}`)).json()).data as Item[];
  const bySlug = async (name: string, slug: string) => (await list(name)).find((i) => i.slug === slug)?.id;
  const employer = await apiToken(request, '/user/employer_login', 'employer@demo.example.com');
  const job = await request.post('/api/jobs/', {
    headers: employer,
    data: {
      status: 'published',
      title: `Cold Store Lead ${stamp}`,
      description:
        'Run a cold store of four chambers in Jebel Ali: receiving, temperature logs and dispatch.',
      designation_id: designationId,
      functional_area_id: await bySlug('functional_areas', 'warehousing'),
      industry_id: await bySlug('industries', 'third-party-logistics-3pl'),
      skill_ids: [],
      locations: [
        {
          country_id: await bySlug('countries', 'united-arab-emirates'),
          state_id: await bySlug('states', 'dubai'),
          city_id: await bySlug('cities', 'jebel-ali'),
        },
      ],
      experience_min: 3,
      experience_max: 6,
    },
  });
  expect(job.status(), await job.text()).toBe(201);
  const jobId = (await job.json()).data.id as number;

  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  await page.goto('/admin-pannel/master/list');
  await expect(page.getByRole('heading', { level: 1, name: 'Master data' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, 'master-lists');
  await page.getByRole('link', { name: /Designations/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Designations' })).toBeVisible();
  await page.getByLabel('Search items').fill(stamp);
  await expect(page.getByText(before)).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, 'master-items');
  await page.getByRole('button', { name: `Rename ${before}` }).click();
  await page.getByLabel(`New name for ${before}`).fill(after);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // The form closes once the list has the new name (its labels name the item meanwhile).
  await expect(page.getByLabel(/^New name for /)).toHaveCount(0);
  await expect(page.getByText(after, { exact: true })).toBeVisible();
  await expect(page.getByText(/Used by 1 job, 0 profiles/).first()).toBeVisible();

  // Deactivated: gone from the public picker, still on the job that has it.
  await page.getByRole('button', { name: `Deactivate ${after}` }).click();
  await expect(page.getByRole('button', { name: `Reactivate ${after}` })).toBeVisible();
  expect((await list('designations')).map((i) => i.id)).not.toContain(designationId);

  // A CSV import previewed, then applied.
  await page.getByLabel('CSV file to import').setInputFiles({
    name: 'designations.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`name\nReefer Yard Lead ${stamp}\n=HYPERLINK("x")\n`),
  });
  await page.getByRole('button', { name: 'Preview import' }).click();
  await expect(page.getByText('1 to add, 0 to change, 0 unchanged, 1 rejected.')).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, 'master-import-preview');
  await page.getByRole('button', { name: 'Apply: 1 added, 0 changed' }).click();
  await expect(page.getByText('Imported: 1 added, 0 changed.')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  // The search narrowed to the designation: its filter entry carries the new name, with its job.
  await page.goto(`/unauth/search-job?designation=${designationId}`);
  await expect(page.getByRole('link', { name: `Cold Store Lead ${stamp}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(after) })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(before) })).toHaveCount(0);
  await page.goto(`/unauth/jobs/view/${jobId}`);
  await expect(page.getByText(after, { exact: true })).toBeVisible();

  // Merged into another designation: the job moves to the survivor.
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  await page.goto('/admin-pannel/master/designations/list');
  await page.getByLabel('Search items').fill(stamp);
  await page.getByRole('button', { name: `Merge ${after} into another item` }).click();
  const dialog = page.getByRole('dialog', { name: `Merge ${after}` });
  await dialog.getByLabel('Keep this item').selectOption({ label: survivorName });
  await expect(dialog.getByRole('status')).toContainText(
    `Used by 1 job, 0 profiles (${after}): they will use ${survivorName} instead.`,
  );
  expect(await severeViolations(page)).toEqual([]);
  await shoot(page, 'master-merge-dialog');
  await dialog.getByRole('button', { name: 'Merge' }).click();
  await expect(page.getByText('Items merged.')).toBeVisible();
  await expect(page.getByText(after)).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/unauth/search-job?designation=${survivorId}`);
  await expect(page.getByRole('link', { name: `Cold Store Lead ${stamp}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: new RegExp(survivorName) })).toBeVisible();
});
