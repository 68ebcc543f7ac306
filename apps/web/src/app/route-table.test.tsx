import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_ALIASES,
  contentHref,
  EMPLOYER_SERVICE_PAGES,
  INFO_PAGES,
  paths,
  SERVICE_PAGES,
} from '@/config/paths';
import { profileFixture } from '@/testing/candidate-profile-fixture';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';

/** Sample values for every route parameter of the table. */
const SAMPLE: Record<string, string> = {
  client: 'employer',
  id: '1',
  // Not saved, applied or recommended: those have routes of their own before job/:category.
  category: 'designation',
  action: 'create',
  masterName: 'designations',
  create: 'create',
  token: 'abc',
  company_id: '1',
};

type Def = { path: string; titleKey: string };
function collect(node: unknown, out: Def[] = []): Def[] {
  if (node && typeof node === 'object') {
    if ('path' in node && 'titleKey' in node && typeof node.path === 'string') out.push(node as Def);
    else for (const child of Object.values(node)) collect(child, out);
  }
  return out;
}

const concrete = (path: string) => path.replace(/:([A-Za-z_]+)/g, (_, key: string) => SAMPLE[key] ?? 'x');
const isPublic = (path: string) =>
  path === '/' || path.startsWith('/auth/') || path.startsWith('/unauth/') || path.startsWith('/salaries');
/** Old addresses kept as redirects: tested below, not as pages of their own. */
const REDIRECTS: Record<string, string> = { '/admin-pannel/sign-in': '/auth/admin-pannel/sign-in' };

const defs = collect(paths);
const contentPaths = [
  ...SERVICE_PAGES.map(contentHref.service),
  ...INFO_PAGES.map(contentHref.info),
  ...EMPLOYER_SERVICE_PAGES.map(contentHref.employerService),
];

/** The spec's route list (section 2), written out so a missing route fails here. */
const SPEC_ROUTES = [
  '/auth/candidate/sign-in',
  '/auth/candidate/sign-up',
  '/auth/:client/sign-in',
  '/auth/:client/sign-up',
  '/auth/admin-pannel/sign-in',
  '/admin-pannel/dashboard',
  '/admin-pannel/create/:client',
  '/admin-pannel/list/:client',
  '/admin-pannel/view/:client/:id',
  '/admin-pannel/create-user/:client',
  '/admin-pannel/create/candidates',
  '/admin-pannel/settings',
  '/admin-pannel/master/list',
  '/admin-pannel/master/:masterName/list',
  '/admin-pannel/logistics-news',
  '/admin-pannel/modules',
  '/admin-pannel/users',
  '/admin-pannel/roles',
  '/admin-pannel/roles/create',
  '/admin-pannel/role-groups',
  '/admin-pannel/permissions',
  '/admin-pannel/permissions/:create',
  '/candidate',
  '/candidate/profile',
  '/candidate/profile-create',
  '/candidate/personal-create',
  '/candidate/search-job',
  '/candidate/job-list',
  '/candidate/job-alert',
  '/candidate/job/:category',
  '/employer/dashboard',
  '/employer/view',
  '/management/jobs',
  '/management/jobs/create',
  '/management/jobs/edit/:id',
  '/management/jobs/view/:id',
  '/management/job/search',
  '/management/job-template',
  '/management/job-template/create',
  '/management/job-template/edit/:id',
  '/management/job-template/view/:id',
  '/management/cv-search/saved-list',
  '/management/cv-search',
  '/management/cv-search/:action',
  '/management/cv-search/view/:id',
  '/management/client-cv/:id',
  '/management/cv-folder',
  '/management/cv-folder/view/:id',
  '/management/email-template',
  '/management/email-template/create',
  '/management/email-template/edit/:id',
  '/management/email-template/view/:id',
  '/management/email-template/compose',
  '/management/email-responses',
  '/management/email-template/tags/view/:id',
  '/unauth/email-response/:token',
  '/unauth/search-job',
  '/unauth/job-list',
  '/unauth/jobs/view/:id',
  '/unauth/job-category/:category',
  '/unauth/employer-list',
  '/unauth/employer-job/:company_id',
  '/consultancy-admin/dashboard',
];

describe('the route table', () => {
  it('holds every route of the spec', () => {
    const table = new Set(defs.map((d) => d.path));
    for (const route of SPEC_ROUTES) expect(table, route).toContain(route);
    expect(contentPaths).toHaveLength(18);
  });

  const all = [
    ...defs.filter((d) => !(d.path in REDIRECTS)).map((d) => ({ pattern: d.path, url: concrete(d.path) })),
    ...contentPaths.map((p) => ({ pattern: p, url: p })),
  ];
  for (const { pattern, url } of all) {
    it(`${url} renders its own page, not Not Found`, async () => {
      if (isPublic(pattern)) {
        mockApi(baseHandlers);
      } else {
        localStorage.setItem('token', 'tok');
        mockApi({
          ...baseHandlers,
          'GET user/': { data: profileFor('master_admin') },
          'GET employers/': { data: { data: [], meta: { page: 1, page_size: 20, total: 0 } } },
          'GET employers/1': { status: 404, data: { message: 'Not found' } },
          'GET candidate/profile': { data: { data: profileFixture() } },
        });
      }
      const { router } = renderRoute(url);
      await waitFor(() => {
        const last = router.state.matches.at(-1);
        // Index routes (/ and /candidate) have no path of their own; their match is the URL.
        expect(last?.route.index ? last.pathname.replace(/(.)\/$/, '$1') : last?.route.path).toBe(pattern);
      });
      await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
      expect(router.state.errors).toBeNull();
      expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
      expect(screen.queryByText('Not Found')).not.toBeInTheDocument();
      expect(router.state.location.pathname).toBe(url);
    });
  }
});

describe("the candidate's jobs by category", () => {
  it('lists a category with its open jobs, each linking to the candidate search filtered by it', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('candidate') },
      'GET candidate/profile': { data: { data: profileFixture() } },
      'GET jobs/by-foreignkey': (config) => ({
        data: {
          data:
            config.params?.category === 'functional_area'
              ? [
                  { id: 7, name: 'Warehousing', slug: 'warehousing', open_jobs: 3 },
                  { id: 8, name: 'Freight forwarding', slug: 'freight-forwarding', open_jobs: 1 },
                ]
              : [],
        },
      }),
    });
    renderRoute('/candidate/job/functional_area');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jobs by functional area' }),
    ).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Warehousing\s*3 open jobs/ });
    expect(link).toHaveAttribute('href', '/candidate/search-job?functional_area=7');
    expect(screen.getByRole('link', { name: /Freight forwarding\s*1 open job$/ })).toHaveAttribute(
      'href',
      '/candidate/search-job?functional_area=8',
    );
  });

  it('answers Not Found for a category that is not one', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({
      ...baseHandlers,
      'GET user/': { data: profileFor('candidate') },
      'GET candidate/profile': { data: { data: profileFixture() } },
    });
    renderRoute('/candidate/job/archived');
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Jobs by/ })).not.toBeInTheDocument();
  });
});

describe('old addresses', () => {
  for (const [from, to] of Object.entries(REDIRECTS)) {
    it(`${from} redirects to ${to}, keeping the query`, async () => {
      mockApi(baseHandlers);
      const { router } = renderRoute(`${from}?next=%2Fadmin-pannel%2Fusers`);
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
      expect(router.state.location.search).toBe('?next=%2Fadmin-pannel%2Fusers');
      expect(await screen.findByRole('heading', { level: 1, name: 'Staff sign in' })).toBeInTheDocument();
    });
  }
});

describe('the other path of a content page', () => {
  it("covers the spec's service pages read as /unauth/<page>", () => {
    const from = CONTENT_ALIASES.map((a) => a.from);
    for (const slug of [
      'webinar',
      'job-search',
      'job-alerts',
      'social-media-presence',
      'learning',
      'pricing',
    ])
      expect(from).toContain(`/unauth/${slug}`);
  });

  for (const { from, to } of CONTENT_ALIASES) {
    it(`${from} opens ${to} with its canonical link`, async () => {
      mockApi(baseHandlers);
      const { router } = renderRoute(`${from}?ref=mail`);
      await waitFor(() => expect(router.state.location.pathname).toBe(to));
      expect(router.state.location.search).toBe('?ref=mail');
      expect(await screen.findAllByRole('heading', { level: 1 })).not.toHaveLength(0);
      await waitFor(() =>
        expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
          `${window.location.origin}${to}`,
        ),
      );
    });
  }
});
