import type { Permission } from '@portal/contract/permissions';
import type { RouteObject } from 'react-router';
import { AppLayout } from '../layouts/app-layout';
import { Guard, NeedsPermission } from '../layouts/guard';
import { errorElement } from '../route-parts';

/**
 * A signed-in group: token guard, then the layout chosen by role. `id` names the area, so the router
 * never adds it twice (area-routes.ts).
 */
export function guarded(
  id: string,
  path: string,
  roles: readonly string[],
  children: RouteObject[],
): RouteObject {
  return {
    id,
    path,
    element: <Guard roles={roles} />,
    errorElement,
    children: [{ Component: AppLayout, children }],
  };
}

/** Pages of an area that need a permission (the one their API calls check) beyond the area's roles. */
export function needs(code: Permission, children: RouteObject[]): RouteObject {
  return { element: <NeedsPermission code={code} />, children };
}
