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

test.describe.configure({ timeout: 300_000 });

for (const email of ['admin@demo.example.com', 'consultancy_admin@demo.example.com']) {
  test(`the back office never scrolls sideways at 375, 768 and 1280 px (${email.split('@')[0]})`, async ({
    page,
    request,
  }) => {
    const self = await signInAs(page, request, email);
    const wide: string[] = [];
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const pattern of PAGES) {
        const url = pattern.replace('{self}', String(self));
        await page.goto(url);
        await settled(page);
        await expect(page.getByText('Loading...')).toHaveCount(0);
        const [scroll, client] = await page.evaluate(() => [
          document.documentElement.scrollWidth,
          document.documentElement.clientWidth,
        ]);
        if (scroll > client) wide.push(`${url} at ${width}: ${scroll - client} px, ${await widest(page)}`);
      }
    }
    expect(wide).toEqual([]);
  });
}
