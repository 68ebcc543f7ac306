import { signIn } from './support/accounts';
import { newCandidate } from './support/candidates';
import { expect, test } from './support/test';

/**
 * Issue 31: the language a signed-in user chooses is the account's, not only this browser's. The
 * candidate is the journey's own, so the demo accounts keep their language.
 */
test('a candidate who switches to Arabic lands on the Arabic pages at the next sign-in, from the English page', async ({
  page,
  request,
}) => {
  const candidate = await newCandidate(request, 'account-language');

  await test.step('signed in in English, the candidate switches to Arabic', async () => {
    await signIn(page, '/auth/candidate/sign-in', candidate.email, candidate.password);
    await expect(page).toHaveURL(/\/candidate$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Sent with keepalive as the page is left, so its answer may come to no page: the next sign-in
    // (below) is what shows it was saved.
    const saving = page.waitForRequest((r) => r.url().endsWith('/api/user/locale') && r.method() === 'PATCH');
    await page.getByRole('banner').getByRole('link', { name: 'العربية' }).first().click();
    await saving;
    await expect(page).toHaveURL(/\/ar\/candidate$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  await test.step('signs out, and as a visitor goes back to the English pages', async () => {
    await page.getByRole('banner').getByRole('button', { name: /Aisha/ }).first().click();
    await page.getByRole('menuitem', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/ar$/);
    // A visitor's switch is this browser's choice only: the cookie now says English.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  await test.step('signs in on the English sign-in page and lands on the Arabic dashboard', async () => {
    await signIn(page, '/auth/candidate/sign-in', candidate.email, candidate.password);
    await expect(page).toHaveURL(/\/ar\/candidate$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: /مرحبًا|أهلًا/ })).toBeVisible();
    // The choice holds for this browser too: the English address leads to the Arabic page.
    await page.goto('/candidate');
    await expect(page).toHaveURL(/\/ar\/candidate$/);
  });
});
