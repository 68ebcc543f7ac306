import { expect, test } from './support/test';

// The signed-in areas' routes join the route tree on the first visit under their prefix
// (apps/web/src/app/area-routes.ts): a URL the area lacks is still Not Found, on a fresh load and
// after a navigation, and the page that follows still works.
test('an unknown URL under a signed-in area shows Not Found too', async ({ page }) => {
  expect((await page.goto('/admin-pannel/no-such-page'))?.status()).toBe(404);
  await expect(page.getByText('Oops')).toBeVisible();
  await expect(page.getByText('Not Found')).toBeVisible();
  await page.getByRole('link', { name: 'Go back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.evaluate(() => window.history.pushState({}, '', '/management/no-such-page'));
  await page.goBack();
  await page.goForward();
  await expect(page.getByText('Not Found')).toBeVisible();
});
