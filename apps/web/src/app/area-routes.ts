import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/**
 * The signed-in areas' routes stay out of the entry chunk, which every visitor downloads before the
 * public pages can run: each area's table (with its pages' lazy imports and their preload lists) is
 * a chunk of its own, added to the route tree on the first navigation under its prefix.
 */
export const AREAS: { prefix: string; load: () => Promise<RouteObject[]> }[] = [
  {
    prefix: '/admin-pannel',
    load: () => import('./areas/admin-pannel').then((mod) => mod.adminPannelRoutes),
  },
  { prefix: '/candidate', load: () => import('./areas/candidate').then((mod) => mod.candidateRoutes) },
  { prefix: '/employer', load: () => import('./areas/employer').then((mod) => mod.employerRoutes) },
  { prefix: '/management', load: () => import('./areas/management').then((mod) => mod.managementRoutes) },
  {
    prefix: '/consultancy-admin',
    load: () => import('./areas/consultancy-admin').then((mod) => mod.consultancyAdminRoutes),
  },
];

/** The id of the route the areas are patched under (router.tsx). */
export const AREA_PARENT = 'root';

/**
 * The area a path falls under; case-insensitive, as the router matches paths. An Arabic page's path
 * arrives with the router's `/ar` basename, which names no area.
 */
export function areaOf(path: string) {
  const lower = path.toLowerCase().replace(/^\/ar(?=\/|$)/, '');
  return AREAS.find((a) => lower === a.prefix || lower.startsWith(`${a.prefix}/`));
}

/**
 * The router's patchRoutesOnNavigation: called whenever a URL matches no route, or only a route with
 * parameters (a job page, a tab's ?tab= on /admin-pannel/pages/:slug), so it answers at once, without
 * a promise, for every path outside an area and for an area already there. One per router: each
 * router has its own route tree. An area is patched once; a URL under it that its table lacks stays
 * unmatched, so the root's error element shows Not Found as before.
 */
export function patchAreaRoutes(): PatchRoutesOnNavigationFunction {
  const patched = new Set<string>();
  return ({ path, patch, signal }) => {
    // The router hands the whole path, its /ar basename included.
    const area = areaOf(path);
    if (!area || patched.has(area.prefix)) return;
    return area.load().then((children) => {
      // A newer navigation took over while the chunk loaded: the router ignores this patch, and the
      // newer one, if it needs the area, patches it. Another may have patched it meanwhile.
      if (signal.aborted || patched.has(area.prefix)) return;
      patch(AREA_PARENT, children);
      patched.add(area.prefix);
    });
  };
}
