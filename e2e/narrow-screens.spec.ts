import {
  contentHref,
  EMPLOYER_SERVICE_PAGES,
  INFO_PAGES,
  paths,
  SERVICE_PAGES,
} from '../apps/web/src/config/paths';
import { signInWithToken } from './support/accounts';
import { API } from './support/api';
import { E2E } from './support/env';
import { sidewaysOverflow, widest } from './support/look';
import { settled } from './support/network';
import { type APIRequestContext, expect, test } from './support/test';

/** Every route of the route table (apps/web config/paths.ts), as written there. */
function routePaths(node: unknown, out: string[] = []): string[] {
  if (node && typeof node === 'object') {
    if ('path' in node && typeof node.path === 'string') out.push(node.path);
    else for (const child of Object.values(node)) routePaths(child, out);
  }
  return out;
}
const ALL = routePaths(paths);
const CONTENT = [
  ...SERVICE_PAGES.map(contentHref.service),
  ...INFO_PAGES.map(contentHref.info),
  ...EMPLOYER_SERVICE_PAGES.map(contentHref.employerService),
];
const isPublic = (p: string) =>
  p === '/' || p.startsWith('/auth/') || p.startsWith('/unauth/') || p === '/admin-pannel/sign-in';

type Who = {
  role: string;
  as?: 'candidate' | 'employer' | 'staff';
  email?: string;
  pages: string[];
  alsoWider?: boolean;
};
const WHO: Who[] = [
  { role: 'guest', pages: [...ALL.filter(isPublic), ...CONTENT] },
  {
    role: 'candidate',
    as: 'candidate',
    email: 'candidate@demo.example.com',
    pages: ALL.filter((p) => p.startsWith('/candidate')),
  },
  {
    role: 'employer',
    as: 'employer',
    email: 'employer@demo.example.com',
    pages: ALL.filter((p) => p.startsWith('/employer/') || p.startsWith('/management/')),
  },
  {
    role: 'master_admin',
    as: 'staff',
    email: 'admin@demo.example.com',
    pages: ALL.filter((p) => p.startsWith('/admin-pannel/') && !isPublic(p)),
    alsoWider: true,
  },
  {
    role: 'consultancy_admin',
    as: 'staff',
    email: 'consultancy_admin@demo.example.com',
    pages: ALL.filter((p) => p.startsWith('/consultancy-admin/')),
  },
];

/** Real ids for the parameters, so each page shows its content rather than a not-found notice. */
async function sampleParams(request: APIRequestContext): Promise<Record<string, string>> {
  const search = await request.get(`/api/${API.jobs.search}`);
  const job = ((await search.json()) as { data: { id: number; employer: { id: number } }[] }).data[0];
  const login = await request.post(`/api/${API.user.employerLogin}`, {
    data: { email: 'employer@demo.example.com', password: E2E.demoPassword },
  });
  const employer = ((await login.json()) as { data: { token: string } }).data.token;
  const templates = await request.get(`/api/${API.jobTemplates.list}`, {
    headers: { Authorization: `Bearer ${employer}` },
  });
  const template = ((await templates.json()) as { data: { id: number }[] }).data[0];
  return {
    id: String(job?.id ?? 1),
    company_id: String(job?.employer.id ?? 1),
    template: String(template?.id ?? 1),
    client: 'employer',
    category: 'designation',
    masterName: 'designations',
    action: 'create',
    create: 'create',
    token: 'abc',
  };
}

test.describe.configure({ timeout: 240_000 });

for (const who of WHO) {
  test(`at 375 px no page of the ${who.role} is wider than the screen`, async ({ page, request }) => {
    const params = await sampleParams(request);
    if (who.as && who.email) await signInWithToken(page, request, who.as, who.email);
    await page.setViewportSize({ width: 375, height: 812 });
    const wide: string[] = [];
    for (const pattern of who.pages) {
      const url = pattern.replace(/:([A-Za-z_]+)/g, (_, key: string) =>
        key === 'id' && pattern.includes('job-template') ? (params.template ?? '1') : (params[key] ?? 'x'),
      );
      await page.goto(url);
      await settled(page);
      await expect(page.getByText('Loading...')).toHaveCount(0);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      if (scrollWidth > 375) wide.push(`${url}: ${scrollWidth} px, ${await widest(page)}`);
      // The back office is also worked at a tablet's and a desktop's width: the same page, resized.
      if (who.alsoWider) {
        for (const width of [768, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          const over = await sidewaysOverflow(page);
          if (over > 0) wide.push(`${url} at ${width}: ${over} px, ${await widest(page)}`);
        }
        await page.setViewportSize({ width: 375, height: 812 });
      }
    }
    expect(wide).toEqual([]);
  });
}

test('at 375 px the footer subscription field keeps its height', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  const field = page.getByRole('contentinfo').getByRole('textbox', { name: /e-mail/i });
  expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(40);
});

test("the candidate's dashboard cards and applied-job tabs keep their text inside", async ({
  page,
  request,
}) => {
  await signInWithToken(page, request, 'candidate', 'candidate@demo.example.com');
  const inside = (outer: { x: number; width: number } | null, inner: { x: number; width: number } | null) =>
    Boolean(
      outer && inner && inner.x >= outer.x - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5,
    );

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/candidate');
  for (const label of ['Applications', 'Saved jobs', 'Active alerts', 'Recommended']) {
    const card = page.getByRole('link').filter({ has: page.getByText(label, { exact: true }) });
    const text = card.getByText(label, { exact: true });
    expect(inside(await card.boundingBox(), await text.boundingBox()), label).toBe(true);
  }

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/candidate/job/applied');
  const list = page.getByRole('tablist', { name: 'Filter applications by status' });
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveCount(8);
  const box = await list.boundingBox();
  for (const tab of await tabs.all()) {
    expect(inside(box, await tab.boundingBox()), await tab.innerText()).toBe(true);
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
});
