import { API } from './support/api';
import { E2E } from './support/env';
import { expect, type Page, test } from './support/test';

type Role = {
  name: string;
  login?: string;
  email?: string;
  home: string;
  items: string[];
  account: string[];
};

/** Every top-level item of each role's menu (config/menus.ts), and what its Account offers. */
const ROLES: Role[] = [
  {
    name: 'guest',
    home: '/',
    items: ['Home', 'Jobs', 'Services', 'Employer Services', 'For Employers'],
    account: ['Login', 'Register'],
  },
  {
    name: 'candidate',
    login: API.user.candidateLogin,
    email: 'candidate@demo.example.com',
    home: '/candidate',
    items: ['Dashboard', 'Find Jobs', 'Job Alerts', 'My Jobs', 'Services', 'Learning'],
    account: ['My Profile', 'Logout'],
  },
  {
    name: 'employer',
    login: API.user.employerLogin,
    email: 'employer@demo.example.com',
    home: '/employer/dashboard',
    items: ['Dashboard', 'Jobs', 'Candidates', 'Campaigns', 'Services', 'Pricing'],
    account: ['My Profile', 'Logout'],
  },
  {
    name: 'master_admin',
    login: API.user.adminLogin,
    email: 'admin@demo.example.com',
    home: '/admin-pannel/dashboard',
    items: ['Dashboard', 'Employers', 'Consultancies', 'Add Candidate', 'Jobs', 'Settings'],
    account: ['My Account', 'Logout'],
  },
  {
    name: 'consultancy',
    login: API.user.adminLogin,
    email: 'consultancy@demo.example.com',
    home: '/admin-pannel/dashboard',
    items: ['Dashboard', 'Employers', 'Consultancies', 'Add Candidate', 'Jobs'],
    account: ['My Account', 'Logout'],
  },
];

async function expectOnScreen(
  page: Page,
  box: { x: number; y: number; width: number; height: number } | null,
) {
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/**
 * An item is reachable when it sits on screen in the bar on one line, or inside the More menu. The bar
 * fits its items again when the account button or a font arrives, which can move an item between the
 * bar and More while this looks: then the look is made again.
 */
async function expectReachable(page: Page, name: string) {
  const bar = page.getByRole('navigation', { name: 'Main' });
  const direct = bar
    .getByRole('link', { name, exact: true })
    .or(bar.getByRole('button', { name, exact: true }));
  await expect(async () => {
    if ((await direct.count()) > 0 && (await direct.first().isVisible())) {
      const box = await direct.first().boundingBox();
      await expectOnScreen(page, box);
      expect(box?.height ?? 99, `${name} sits on one line`).toBeLessThanOrEqual(40);
      return;
    }
    await bar.getByRole('button', { name: 'More', exact: true }).click();
    const entry = page.getByRole('menu').getByText(name, { exact: true });
    try {
      await expect(entry, `${name} is in More`).toBeVisible({ timeout: 2000 });
      await expectOnScreen(page, await entry.boundingBox());
    } finally {
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    }
  }).toPass({ timeout: 10_000 });
}

for (const role of ROLES) {
  test(`every header item of the ${role.name} is reachable at 768, 900, 1024 and 1280 px`, async ({
    page,
    request,
  }) => {
    if (role.login) {
      const res = await request.post(`/api/${role.login}`, {
        data: { email: role.email, password: E2E.demoPassword },
      });
      expect(res.status()).toBe(200);
      const { token } = ((await res.json()) as { data: { token: string } }).data;
      await page.addInitScript((value) => {
        if (!localStorage.getItem('token')) localStorage.setItem('token', value);
      }, token);
    }
    for (const width of [768, 900, 1024, 1280]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(role.home);
        const bar = page.getByRole('navigation', { name: 'Main' });
        await expect(bar).toBeVisible();
        // A signed-in role's menu arrives after its profile and menus chunk (the guest menu shows
        // until then); its account button says it is there.
        if (role.login) await expect(bar.getByRole('button', { name: /^Account:/ })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        for (const item of role.items) await expectReachable(page, item);
        if (!role.login) {
          for (const name of role.account)
            await expectOnScreen(page, await bar.getByRole('link', { name }).boundingBox());
          return;
        }
        const account = bar.getByRole('button', { name: /^Account:/ });
        await expectOnScreen(page, await account.boundingBox());
        await account.click();
        for (const name of role.account) {
          const entry = page.getByRole('menuitem', { name });
          await expect(entry).toBeVisible();
          await expectOnScreen(page, await entry.boundingBox());
        }
        await page.keyboard.press('Escape');
      });
    }
  });
}
