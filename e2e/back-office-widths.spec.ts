import { API } from './support/api';
import { E2E } from './support/env';
import { settled } from './support/network';
import { type APIRequestContext, expect, type Page, test } from './support/test';

/*
 * No back-office page scrolls sideways, at a phone's, a tablet's or a desktop's width: a wide table
 * scrolls inside its card, never the page.
 */

const PAGES = [
  '/admin-pannel/dashboard',
  '/admin-pannel/users',
  '/admin-pannel/users/{self}',
  '/admin-pannel/list/employer',
  '/admin-pannel/list/consultancy',
  '/admin-pannel/create/employer',
  '/admin-pannel/create-user/consultancy',
  '/admin-pannel/create/candidates',
  '/admin-pannel/settings',
  '/admin-pannel/account',
  '/admin-pannel/master/list',
  '/admin-pannel/master/designations/list',
  '/admin-pannel/logistics-news',
  '/admin-pannel/logistics-news/create',
  '/admin-pannel/subscribers',
  '/admin-pannel/enquiries',
  '/admin-pannel/email-suppressions',
  '/admin-pannel/modules',
  '/admin-pannel/roles',
  '/admin-pannel/roles/create',
  '/admin-pannel/role-groups',
  '/admin-pannel/permissions',
  '/admin-pannel/audit-log',
  '/admin-pannel/plans',
  '/admin-pannel/pages',
  '/admin-pannel/pages/privacy-policy',
  '/consultancy-admin/dashboard',
];

async function signInAs(page: Page, request: APIRequestContext, email: string): Promise<number> {
  const res = await request.post(`/api/${API.user.adminLogin}`, {
    data: { email, password: E2E.demoPassword },
  });
  expect(res.status()).toBe(200);
  const { token, user } = ((await res.json()) as { data: { token: string; user: { id: number } } }).data;
  await page.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return user.id;
}

/** The element reaching furthest past the right edge, to name in a failure. */
const widest = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const over = Array.from(document.querySelectorAll<HTMLElement>('main *')).filter(
      (el) => el.getBoundingClientRect().right > width + 0.5,
    );
    const el = over[over.length - 1];
    return el ? `${el.tagName}.${el.className} "${(el.textContent ?? '').slice(0, 40)}"` : '';
  });

/**
 * How far the page scrolls sideways once its layout has caught up with a resize: charts re-measure
 * in a ResizeObserver and then render, a frame or two after the resize itself.
 */
async function overflowAfterResize(page: Page): Promise<number> {
  const deadline = Date.now() + 2_000;
  for (;;) {
    const over = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (over <= 0 || Date.now() > deadline) return over;
    await page.waitForTimeout(100);
  }
}

test.describe.configure({ timeout: 300_000 });

for (const email of ['admin@demo.example.com', 'consultancy_admin@demo.example.com']) {
  test(`the back office never scrolls sideways at 375, 768 and 1280 px (${email.split('@')[0]})`, async ({
    page,
    request,
  }) => {
    const self = await signInAs(page, request, email);
    const wide: string[] = [];
    // Each page is loaded once and then looked at in each width: the layout is CSS and the few
    // components that read the width listen for resizes, so a resize shows what a load at that width
    // would, for a third of the page loads.
    for (const pattern of PAGES) {
      const url = pattern.replace('{self}', String(self));
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(url);
      await settled(page);
      await expect(page.getByText('Loading...')).toHaveCount(0);
      for (const width of [1280, 768, 375]) {
        await page.setViewportSize({ width, height: 900 });
        const over = await overflowAfterResize(page);
        if (over > 0) wide.push(`${url} at ${width}: ${over} px, ${await widest(page)}`);
      }
    }
    expect(wide).toEqual([]);
  });
}
