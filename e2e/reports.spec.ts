import { readFile, writeFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signInWithToken } from './support/accounts';
import { severeViolations, shoot, sidewaysOverflow, widest } from './support/look';
import { pageAt } from './support/pipeline';
import { expect, test } from './support/test';

// Issue 30 item 1: the demo employer reads the hiring funnel, narrows it by period and job,
// exports it to CSV (the file's figures are the table's) and prints it; master_admin reads another
// organisation's figures. At a desktop's width and a phone's.

const EMPLOYER = 'employer@demo.example.com';
const ADMIN = 'admin@demo.example.com';

/** window.print() only counts its calls: a real dialog would hold the page. */
async function countPrints(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => {
      w.printed += 1;
    };
  });
}

/** The report table's rows as text cells (the row header first). */
async function tableCells(page: Page, name: RegExp): Promise<string[][]> {
  const table = page.getByRole('table', { name });
  await expect(table).toBeVisible();
  return table
    .locator('tbody tr, tfoot tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td')).map((cell) =>
          (cell.querySelector('[aria-hidden]')?.textContent ?? cell.textContent ?? '').trim(),
        ),
      ),
    );
}

/** A CSV file's rows (no quoted commas in these reports' figures; a job title may be quoted). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) =>
      (line.match(/("([^"]|"")*"|[^,]*)(,|$)/g) ?? [])
        .slice(0, -1)
        .map((c) => c.replace(/,$/, '').replace(/^"|"$/g, '').replace(/""/g, '"')),
    );
}

for (const width of [1280, 375]) {
  test(`an employer reads the hiring funnel, narrows it, exports it and prints it (${width} px)`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const page = await pageAt(browser, width);
    await countPrints(page);
    await signInWithToken(page, request, 'employer', EMPLOYER);

    await test.step('the employer opens Reports and sees the funnel of the demo data', async () => {
      await page.goto('/employer/dashboard');
      if (width >= 1280)
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reports' }).click();
      else await page.goto('/management/reports');
      await expect(page).toHaveURL(/\/management\/reports$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'Hiring funnel' })).toHaveAttribute('aria-selected', 'true');
      await page.getByLabel('Period').selectOption({ label: 'This year' });
      await expect(page).toHaveURL(/period=year/);
      const rows = await tableCells(page, /^Hiring funnel/);
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.at(-1)?.[0]).toBe('Total');
      expect(Number((rows.at(-1)?.[1] ?? '0').replace(/,/g, ''))).toBeGreaterThan(0);
      await expect(page.getByTestId('report-chart')).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page), await widest(page)).toBeLessThanOrEqual(0);
    });

    await test.step('the period and a job narrow it; the back button undoes the job', async () => {
      await page.getByLabel('Period').selectOption({ label: 'Last 90 days' });
      await expect(page).toHaveURL(/period=90/);
      const before = await tableCells(page, /^Hiring funnel/);
      const job = before[0]?.[0] ?? '';
      await page.getByLabel('Job').selectOption({ label: job });
      await expect(page).toHaveURL(/job=\d+/);
      await expect(async () => {
        const rows = await tableCells(page, /^Hiring funnel/);
        expect(rows.map((r) => r[0])).toEqual([job, 'Total']);
        expect(rows[0]?.slice(1)).toEqual(before[0]?.slice(1));
      }).toPass();
      await page.goBack();
      await expect(page).not.toHaveURL(/job=/);
      await expect(page.getByLabel('Job')).toHaveValue('');
      await page.goForward();
      await expect(page).toHaveURL(/job=\d+/);
    });

    await test.step('the CSV holds the figures of the table', async () => {
      const shown = await tableCells(page, /^Hiring funnel/);
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^funnel_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
      const [head, ...body] = parseCsv(await readFile((await file.path()) as string, 'utf8'));
      expect(head?.[0]).toBe('Job');
      expect(body.map((r) => r[0])).toEqual(shown.map((r) => r[0]));
      // Counts are the table's without separators; percentages the table's without "%" (one decimal).
      for (const [i, row] of body.entries()) {
        const table = shown[i] ?? [];
        for (const [j, cell] of row.entries()) {
          if (j === 0) continue;
          const text = (table[j] ?? '').replace(/,/g, '').replace(/%$/, '');
          expect(cell === '' ? '—' : Number(cell).toFixed(text.includes('.') ? 1 : 0)).toBe(text);
        }
      }
    });

    await test.step('the print view is the report alone on A4, and opens the print dialog', async () => {
      await page.getByRole('link', { name: 'Print' }).click();
      await expect(page).toHaveURL(
        /\/management\/reports\/print\?report=funnel&period=custom&from=.+&to=.+&job=\d+/,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Hiring funnel' })).toBeVisible();
      await expect(page.getByRole('table', { name: /^Hiring funnel/ })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
        .toBe(1);
      expect(await severeViolations(page)).toEqual([]);
      if (width === 1280) {
        await shoot(page, 'reports-print');
        await page.emulateMedia({ media: 'print' });
        await page.screenshot({ path: 'test-results/screens/reports-print-media.png', fullPage: true });
        // page.pdf() prints as the browser's dialog does (print media, A4 from index.css's @page).
        const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
        expect(pdf.byteLength).toBeGreaterThan(1000);
        await writeFile('test-results/screens/reports-print.pdf', pdf);
        await page.emulateMedia({ media: 'screen' });
      }
      await page.getByRole('link', { name: 'Back to reports' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await expect(page.getByLabel('Job')).not.toHaveValue('');
    });

    if (width === 1280)
      await test.step('each report, looked at', async () => {
        await page.goto('/management/reports?period=year');
        await expect(page.getByRole('tab', { name: 'Hiring funnel' })).toBeVisible();
        for (const tab of await page.getByRole('tab').all()) {
          const name = (await tab.textContent()) ?? '';
          await tab.click();
          await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
          await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-busy', 'false');
          await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
          const id = new URL(page.url()).searchParams.get('report') ?? 'funnel';
          await shoot(page, `reports-${id}`);
        }
      });
    await page.context().close();
  });
}

for (const width of [1280, 375]) {
  test(`master_admin reads another organisation's reports (${width} px)`, async ({ browser, request }) => {
    const page = await pageAt(browser, width);
    const { token } = await signInWithToken(page, request, 'staff', ADMIN);
    const catalogue = (await (
      await request.get('/api/reports/', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { data: { organisations: { id: number; name: string }[] } };
    await page.goto('/admin-pannel/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const meta = page.getByTestId('report-meta');
    await expect(meta).toBeVisible();
    const own = (await meta.textContent()) ?? '';
    const other = catalogue.data.organisations.find((o) => !own.startsWith(`${o.name} ·`));
    expect(other).toBeDefined();
    await page.getByLabel('Organisation').selectOption({ label: other?.name ?? '' });
    await expect(page).toHaveURL(new RegExp(`org=${other?.id}`));
    await expect(meta).toContainText(`${other?.name} ·`);
    expect(await severeViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page), await widest(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/screens/reports-admin-${width}.png`, fullPage: true });
    await page.context().close();
  });
}
