import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { baseHandlers, mockApi, profileFor } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { AREA_PARENT, areaOf, patchAreaRoutes } from './area-routes';
import { routes } from './router';

/** A router on the real table whose area patcher counts the patches it makes. */
function countingRouter(initial = '/') {
  const patcher = patchAreaRoutes();
  const patched: string[] = [];
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = (args) =>
    patcher({
      ...args,
      patch: (routeId, children) => {
        patched.push(args.path);
        args.patch(routeId, children);
      },
    });
  const router = createMemoryRouter(routes, { initialEntries: [initial], patchRoutesOnNavigation });
  return { router, patched };
}

type Router = ReturnType<typeof countingRouter>['router'];
const leaf = (router: Router) => router.state.matches.at(-1)?.route.path;
const areaRoutes = (router: Router, id: string) =>
  router.routes.find((r) => r.id === AREA_PARENT)?.children?.filter((r) => r.id === id) ?? [];

describe('the signed-in areas, added to the route tree on first navigation', () => {
  it('start outside the tree: the entry holds the public routes only', () => {
    const { router } = countingRouter();
    expect(areaRoutes(router, 'management')).toHaveLength(0);
    expect(areaOf('/management/jobs')?.prefix).toBe('/management');
    expect(areaOf('/Admin-Pannel/users')?.prefix).toBe('/admin-pannel');
    expect(areaOf('/managements')).toBeUndefined();
    expect(areaOf('/unauth/search-job')).toBeUndefined();
    expect(areaOf('/ar/management/jobs')?.prefix).toBe('/management');
    expect(areaOf('/arabic/management')).toBeUndefined();
  });

  it("find an area's route on the first navigation to it", async () => {
    const { router, patched } = countingRouter();
    await router.navigate(paths.management.jobs.href());
    expect(leaf(router)).toBe(paths.management.jobs.path);
    expect(router.state.errors).toBeNull();
    expect(patched).toEqual(['/management/jobs']);
  });

  it("find an area's route on an Arabic page, under the /ar basename", async () => {
    const patcher = patchAreaRoutes();
    const router = createMemoryRouter(routes, {
      basename: '/ar',
      initialEntries: ['/ar'],
      patchRoutesOnNavigation: patcher,
    });
    await router.navigate(paths.management.jobs.href());
    expect(leaf(router)).toBe(paths.management.jobs.path);
    expect(router.state.errors).toBeNull();
  });

  it('patch each area once, whatever the navigations after', async () => {
    const { router, patched } = countingRouter();
    await router.navigate('/management/jobs');
    await router.navigate('/management/cv-search');
    await router.navigate('/management/jobs/view/7');
    await router.navigate('/management/nowhere');
    await router.navigate('/');
    await router.navigate(-1);
    await router.navigate('/management/jobs');
    expect(leaf(router)).toBe(paths.management.jobs.path);
    expect(patched).toEqual(['/management/jobs']);
    expect(areaRoutes(router, 'management')).toHaveLength(1);
  });

  it('patch once when a navigation interrupts another to the same area', async () => {
    const { router, patched } = countingRouter();
    const first = router.navigate('/admin-pannel/users');
    const second = router.navigate('/admin-pannel/settings');
    await Promise.all([first, second]);
    expect(router.state.location.pathname).toBe('/admin-pannel/settings');
    expect(leaf(router)).toBe(paths.admin.settings.path);
    expect(patched).toEqual(['/admin-pannel/settings']);
    expect(areaRoutes(router, 'admin-pannel')).toHaveLength(1);
  });

  it('answer a deep link into an area on a fresh load', async () => {
    const { router, patched } = countingRouter('/candidate/job-alert');
    await waitFor(() => expect(router.state.initialized).toBe(true));
    expect(leaf(router)).toBe(paths.candidate.jobAlert.path);
    expect(patched).toEqual(['/candidate/job-alert']);
  });

  it('leave a URL under an area that the area lacks unmatched', async () => {
    const { router, patched } = countingRouter();
    await router.navigate('/admin-pannel/no-such-page');
    expect(patched).toEqual(['/admin-pannel/no-such-page']);
    expect(router.state.errors?.[AREA_PARENT]).toMatchObject({ status: 404, internal: true });
  });

  it('show Not Found for such a URL, as for any unknown one', async () => {
    localStorage.setItem('token', 'tok');
    mockApi({ ...baseHandlers, 'GET user/': { data: profileFor('master_admin') } });
    renderRoute('/admin-pannel/no-such-page');
    expect(await screen.findByText('404 - Page Not Found')).toBeInTheDocument();
  });
});
