import { expect, test } from './support/test';

// An id no job will reach in a journey run: the page must say the job is gone, not "Oops 404".
const GONE = '/unauth/jobs/view/987654321';

test('a job that is gone says so, offers open jobs and the search, and answers 404', async ({ page }) => {
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const res = await page.goto(GONE);
    expect(res?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This job is no longer available' }),
    ).toBeVisible();
    await expect(page.getByText('Oops')).toHaveCount(0);
    const openJobs = page.getByRole('region', { name: 'Open jobs you may like' });
    await expect(openJobs.getByRole('listitem').first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await expect(page).toHaveTitle(/This job is no longer available/);
  await page.getByRole('link', { name: 'Search all jobs' }).click();
  await expect(page).toHaveURL(/\/unauth\/search-job$/);
});
