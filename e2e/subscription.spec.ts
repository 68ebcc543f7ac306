import { uniqueEmail } from './support/accounts';
import { expect, test } from './support/test';

const THANKS = 'Thank you for subscribing to the Logistics updates from the portal.';

test('the footer subscription shows Subscribing..., then thanks for 2 seconds', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const email = footer.getByRole('textbox', { name: /e-mail/i });

  await email.fill('not-an-email');
  await email.blur();
  await expect(footer.getByText('Invalid email address')).toBeVisible();

  await email.fill(uniqueEmail('news'));
  // Hold the request briefly so the submitting state is observable.
  await page.route('**/api/settings/subscription', async (route) => {
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  // Record in the page when the thank-you text appears and disappears, so the 2 s is measured
  // where the user sees it rather than through the test runner's polling.
  await page.evaluate((text) => {
    const marks: { shown?: number; hidden?: number } = {};
    (window as unknown as { thanksMarks: typeof marks }).thanksMarks = marks;
    new MutationObserver(() => {
      const present = (document.body.textContent ?? '').includes(text);
      if (present && marks.shown === undefined) marks.shown = performance.now();
      if (!present && marks.shown !== undefined && marks.hidden === undefined)
        marks.hidden = performance.now();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, THANKS);
  await footer.getByRole('button', { name: /subscribe/i }).click();
  await expect(footer.getByRole('button', { name: 'Subscribing...' })).toBeDisabled();

  const thanks = page.getByText(THANKS);
  await expect(thanks).toBeVisible();
  await expect(email).toHaveValue('');
  await expect(thanks).toBeHidden({ timeout: 5_000 });
  const marks = await page.evaluate(
    () => (window as unknown as { thanksMarks: { shown: number; hidden: number } }).thanksMarks,
  );
  expect(marks.hidden - marks.shown).toBeGreaterThanOrEqual(1_900);
  expect(marks.hidden - marks.shown).toBeLessThan(2_500);
});
