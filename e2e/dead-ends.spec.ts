import { expect, test } from './support/test';

test('a service page opened at its other path lands on the page, with its canonical link', async ({
  page,
}) => {
  for (const [from, to, heading] of [
    ['/unauth/webinar', '/unauth/services/webinar', 'Webinars'],
    ['/unauth/pricing', '/unauth/services/pricing', 'Pricing'],
  ] as const) {
    const res = await page.goto(from);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${to}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Oops')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${to}$`));
  }
});
