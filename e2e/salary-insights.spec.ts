import { severeViolations, shoot } from './support/look';
import { expect, test } from './support/test';

for (const width of [1280, 375]) {
  test(`a visitor goes from a job's salary line to its salary page and reads its figures (${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    // A seeded Warehouse Manager job in Dubai: a year of postings backs its salary line.
    await page.goto('/unauth/search-job?keyword=Bonded%20Warehouse');
    await page.getByRole('link', { name: 'Warehouse Manager – Bonded Warehouse' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Warehouse Manager – Bonded Warehouse' }),
    ).toBeVisible();
    const line = page.getByRole('link', {
      name: /^Warehouse Manager in Dubai: usually AED [\d,]+–[\d,]+ a month$/,
    });
    await expect(line).toBeVisible();
    if (width === 1280) {
      await shoot(page, 'salary-job-line');
      await page.setViewportSize({ width, height: 900 });
    }
    await line.click();

    await expect(page).toHaveURL(/\/salaries\/warehouse-manager\/dubai$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Warehouse Manager in Dubai salary' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Warehouse Manager in Dubai salary: AED [\d,]+–[\d,]+ a month \| /);
    await expect(page.getByTestId('salary-lead')).toContainText(
      /usually AED [\d,]+–[\d,]+ a month, with a median of AED [\d,]+/,
    );
    const figures = page.getByRole('definition');
    await expect(figures.first()).toContainText(/AED [\d,]+/);
    // The trend as a table: twelve months, each with its median or "Not enough postings".
    const chart = page.getByRole('figure', { name: 'Median salary by month' });
    await chart.getByRole('button', { name: 'Show as table' }).click();
    const table = chart.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(table.getByRole('row').nth(12)).toContainText(/\d/);
    expect(await severeViolations(page)).toEqual([]);
    if (width === 1280) {
      await chart.getByRole('button', { name: 'Show as chart' }).click();
      await shoot(page, 'salary-place');
    }

    // Up to the designation's page, which lists its places, then the index.
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Warehouse Manager' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Manager salary' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Abu Dhabi Usually AED/ })).toBeVisible();
    if (width === 1280) await shoot(page, 'salary-designation');
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Salaries' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Logistics salaries' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forklift Operator', exact: true })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    if (width === 1280) await shoot(page, 'salary-index');

    // A search filtered by the designation says what it usually pays, linked to its page.
    const designations = (await (await page.request.get('/api/master/designations')).json()) as {
      data: { id: number; slug: string }[];
    };
    const id = designations.data.find((d) => d.slug === 'warehouse-manager')?.id;
    await page.goto(`/unauth/search-job?designation=${id}`);
    const searchLine = page.getByRole('link', {
      name: /^Warehouse Manager: usually AED [\d,]+–[\d,]+ a month$/,
    });
    await expect(searchLine).toBeVisible();
    if (width === 1280) await shoot(page, 'salary-search-line');
    await searchLine.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Warehouse Manager salary' })).toBeVisible();
  });
}

test('the salary page is served rendered, and a page without enough postings is a 404', async ({
  request,
}) => {
  const res = await request.get('/salaries/warehouse-manager/dubai', { headers: { accept: 'text/html' } });
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Warehouse Manager in Dubai salary<\/h1>/);
  expect(html).toMatch(
    /<meta name="description" content="Warehouse Manager in Dubai: the median posted salary is AED/,
  );
  const none = await request.get('/salaries/warehouse-manager/fujairah', {
    headers: { accept: 'text/html' },
  });
  expect(none.status()).toBe(404);
});
