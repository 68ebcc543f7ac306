import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations } from './support/look';
import { expect, test } from './support/test';

test('staff publish a news article; it shows on the landing page, the news list and its own page', async ({
  page: staffPage,
  browser,
}) => {
  test.setTimeout(90_000);
  let page = staffPage;
  const token = Date.now().toString(36);
  const title = `Khalifa Port opens a rail link ${token}`;
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard$/);
  await page.goto('/admin-pannel/logistics-news');
  await expect(page.getByRole('heading', { name: 'Logistics news', level: 1 })).toBeVisible();
  // The seeded draft is listed for staff.
  await expect(
    page.getByRole('link', { name: 'Freight rates outlook for next quarter (draft)', exact: true }),
  ).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Write an article' }).click();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill('Too short');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Summary must have at least 20 characters')).toBeVisible();
  await page
    .getByLabel('Summary', { exact: true })
    .fill('Freight trains now run daily from the port to the Etihad Rail terminal.');
  const body = page.getByRole('textbox', { name: 'Article', exact: true });
  await body.click();
  await body.pressSequentially('Trains cut truck trips between the port and Mussafah by a third.');
  await page.getByLabel('Tags (optional)').fill('Ports, Rail');
  await page.getByLabel('Source link (optional)').fill('adports.ae');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Enter a full address starting with https://')).toBeVisible();
  await page.getByLabel('Source link (optional)').fill('https://www.adports.ae/news');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Article published.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-pannel\/logistics-news\/edit\/\d+$/);
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);

  // A visitor (staff are sent from / to their dashboard) sees it among the latest news.
  page = await (await browser.newContext()).newPage();
  await page.goto('/');
  const news = page.getByRole('region', { name: 'Logistics news' });
  await expect(news.getByRole('link', { name: title })).toBeVisible();

  // The news list, then the article page with its server-rendered head.
  await page.goto('/unauth/logistics-news');
  await expect(page.getByRole('heading', { name: 'Logistics news', level: 1 })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText('Trains cut truck trips')).toBeVisible();
  await expect(page).toHaveTitle(`${title} | Logistics Jobs`);
  expect(await severeViolations(page)).toEqual([]);
  await page.reload();
  const ld = await page.locator('script[type="application/ld+json"]').textContent();
  expect(JSON.parse(ld ?? '{}')).toMatchObject({ '@type': 'NewsArticle', headline: title });
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');

  // A tag leads to the tag's articles.
  await page.getByRole('link', { name: 'Rail', exact: true }).click();
  await expect(page).toHaveURL(/\/unauth\/logistics-news\?tag=Rail$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
