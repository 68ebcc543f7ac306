import { signIn } from './support/accounts';
import { E2E } from './support/env';
import { severeViolations, shoot } from './support/look';
import { settled } from './support/network';
import { expect, type Page, test } from './support/test';

/** The seeded values this journey changes, put back afterwards: the other journeys share the server. */
const SEEDED = { site_name: 'Logistics Jobs', theme_color: '#1CA3DC' };

async function restore(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  if (!token) return;
  await page.request.patch('/api/settings/portal', {
    headers: { authorization: `Bearer ${token}` },
    data: SEEDED,
  });
}

test('the theme colour changed in settings recolours the public site, and its new name shows', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = `Gulf Freight Careers ${Date.now().toString().slice(-5)}`;
  await signIn(page, '/auth/admin-pannel/sign-in', 'admin@demo.example.com', E2E.demoPassword);
  await expect(page).toHaveURL(/\/admin-pannel\/dashboard/);
  try {
    await page.goto('/admin-pannel/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Portal name')).toHaveValue(SEEDED.site_name);
    for (const section of ['Identity', 'Theme', 'Contact', 'Social links', 'Jobs', 'Exchange rates'])
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
    await shoot(page, 'settings');

    await page.getByLabel('Portal name').fill(name);
    await page.getByRole('textbox', { name: 'Theme colour', exact: true }).fill('#7B1FA2');
    const theme = page.getByRole('region', { name: 'Theme' });
    await expect(theme.getByText(/White text on #7B1FA2 reads at/)).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    // The staff's own page follows at once: its buttons take the new colour (the pointer moved off,
    // as hovering darkens it).
    await page.mouse.move(0, 0);
    await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCSS(
      'background-color',
      'rgb(123, 31, 162)',
    );

    // A visitor opening the public site afresh sees the new colour and name.
    const visitor = await browser.newContext();
    try {
      const home = await visitor.newPage();
      await home.goto('/');
      await expect(home).toHaveTitle(`${name} | Supply-chain careers in the UAE`);
      const banner = home.getByRole('banner');
      // Named by what it shows, the name first (WCAG 2.5.3), then where it leads.
      await expect(banner.getByRole('link', { name: `${name} Supply-chain careers (home)` })).toBeVisible();
      await expect(banner.getByText(name, { exact: true })).toBeVisible();
      await expect(home.getByRole('button', { name: 'Search jobs' })).toHaveCSS(
        'background-color',
        'rgb(123, 31, 162)',
      );
      await expect(home.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} ${name}.`);
      // Still the server's title once the client has started (it used to replace it with another).
      await settled(home);
      expect(await home.title()).toBe(`${name} | Supply-chain careers in the UAE`);
      await shoot(home, 'settings-recoloured-home');
    } finally {
      await visitor.close();
    }

    // A light colour is darkened where it carries white text, so buttons stay readable.
    await page.getByRole('textbox', { name: 'Theme colour', exact: true }).fill('#FFD700');
    await expect(theme.getByText(/White text on #FFD700 is only/)).toBeVisible();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.mouse.move(0, 0);
    const light = await page
      .getByRole('button', { name: 'Save settings' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(light).not.toBe('rgb(255, 215, 0)');
  } finally {
    await restore(page);
  }
});
