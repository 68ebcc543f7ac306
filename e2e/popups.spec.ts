import { fillSignUp, uniqueEmail } from './support/accounts';
import { expect, type Page, test } from './support/test';

/** Spec section 9: popups are 25rem (400 px) wide; on a phone they keep a margin inside the screen. */
async function dialogWidth(page: Page): Promise<number> {
  const box = await page.getByRole('dialog').boundingBox();
  if (!box) throw new Error('no dialog on screen');
  return box.width;
}

for (const width of [1280, 375]) {
  test(`the subscription thank-you popup is 25rem wide at most (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: /e-mail/i }).fill(uniqueEmail('popup'));
    await footer.getByRole('button', { name: /subscribe/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const expected = width >= 432 ? 400 : width - 32;
    expect(await dialogWidth(page)).toBeCloseTo(expected, 0);
  });
}

test('the registration popup is 25rem wide on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/auth/employer/sign-up');
  await fillSignUp(page, {
    firstName: 'Noura',
    lastName: 'Saeed',
    email: uniqueEmail('popup-hr'),
    phone: '+971 4 555 0102',
    company: `Popup Freight ${Date.now()}`,
  });
  await page.getByRole('button', { name: /sign up|register|create account/i }).click();
  await expect(page.getByRole('dialog')).toContainText('Awaiting admin activation');
  expect(await dialogWidth(page)).toBeCloseTo(400, 0);
});
