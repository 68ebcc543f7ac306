import { signInWithToken } from './support/accounts';
import { demoJobWithoutQuestions } from './support/jobs';
import { englishLeft, severeViolations } from './support/look';
import { expect, test } from './support/test';

/** The public pages most visitors land on, in Arabic; `:job` is a demo job. */
const publicPages = [
  '/ar',
  '/ar/unauth/search-job',
  '/ar/unauth/jobs/view/:job',
  '/ar/auth/candidate/sign-in',
];

test.describe('the portal in Arabic', () => {
  let jobId = 0;
  test.beforeAll(async ({ request }) => {
    jobId = (await demoJobWithoutQuestions(request, 'warehouse')).id;
  });

  for (const path of publicPages) {
    test(`${path} reads right to left, in Arabic, with no raw key and no serious axe violation`, async ({
      page,
    }) => {
      await page.goto(path.replace(':job', String(jobId)));
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await englishLeft(page)).toEqual([]);
      expect(await severeViolations(page)).toEqual([]);
    });
  }

  // The frame and the pages' own words; some texts the server composes are still English (issue 31).
  test("the candidate's dashboard and profile open in Arabic", async ({ page, request }) => {
    await signInWithToken(page, request, 'candidate', 'candidate@demo.example.com');
    for (const [path, heading] of [
      ['/ar/candidate', /مرحبًا|أهلًا/],
      ['/ar/candidate/profile', /ملف/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    }
  });

  test('the language switch takes a visitor to the same page in Arabic and the portal remembers it', async ({
    page,
  }) => {
    await page.goto('/unauth/search-job');
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).first().click();
    await expect(page).toHaveURL(/\/ar\/unauth\/search-job$/);
    await expect(page.getByRole('heading', { level: 1, name: 'البحث عن وظائف' })).toBeVisible();
    // The choice is kept: the English address now leads to the Arabic page.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar$/);
    await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
