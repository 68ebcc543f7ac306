import { expect, test } from './support/test';

test('an unknown URL answers 404 and shows the error page with Not Found, logging nothing', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') logged.push(message.text());
  });
  const response = await page.goto('/unauth/no-such-page');
  // Crawlers and monitors read the status; people read the page.
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops')).toBeVisible();
  await expect(page.getByText('Sorry, an unexpected error has occurred.')).toBeVisible();
  await expect(page.getByText('404 - Page Not Found')).toBeVisible();
  // A failed request is logged by the browser itself ("Failed to load resource: ... 404"); the
  // page's own code logs nothing.
  expect(logged.filter((line) => !line.startsWith('Failed to load resource'))).toEqual([]);
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the header gains a shadow once scrolled past 70 px', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveCSS('height', '80px');
  await expect(header).not.toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 200));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
});

test('at 375 px the menu lives in a drawer that opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
});

test('the header menu and the drawer open under the strict CSP without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Jobs', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Search Jobs' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Search Jobs' })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // The page behind the open drawer does not scroll.
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  expect(violations).toEqual([]);
});

test('the landing search leads to the job search with the query in the URL', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel(/keyword/i).fill('warehouse');
  await page
    .getByRole('button', { name: /search/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/unauth\/search-job\?.*keyword=warehouse/);
});
