import { signInWithToken } from './support/accounts';
import { sidewaysOverflow, widest } from './support/look';
import { settled } from './support/network';
import { expect, test } from './support/test';

/*
 * No back-office page scrolls sideways, at a phone's, a tablet's or a desktop's width: a wide table
 * scrolls inside its card, never the page. Here as the consultancy's admin; the operator's own pages
 * are looked at in the three widths by narrow-screens.spec.ts.
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

test.describe.configure({ timeout: 300_000 });

for (const email of ['consultancy_admin@demo.example.com']) {
  test(`the back office never scrolls sideways at 375, 768 and 1280 px (${email.split('@')[0]})`, async ({
    page,
    request,
  }) => {
    const self = (await signInWithToken(page, request, 'staff', email)).userId;
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
        const over = await sidewaysOverflow(page);
        if (over > 0) wide.push(`${url} at ${width}: ${over} px, ${await widest(page)}`);
      }
    }
    expect(wide).toEqual([]);
  });
}
