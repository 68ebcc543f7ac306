import { matchRoutes, type RouteObject } from 'react-router';
import { AREAS } from './area-routes';
import { routes } from './router';

/** A root route with the areas among its children, as `patch(AREA_PARENT, ...)` adds them. */
function withAreas(root: RouteObject, areas: RouteObject[]): RouteObject {
  if (root.index) return root;
  return { ...root, children: [...(root.children ?? []), ...areas] };
}

let whole: Promise<RouteObject[]> | undefined;

/** The route tree with every signed-in area patched in, as the browser's router has it after visits. */
function wholeTree(): Promise<RouteObject[]> {
  whole ??= Promise.all(AREAS.map((area) => area.load())).then((areas) =>
    routes.map((root) => withAreas(root, areas.flat())),
  );
  return whole;
}

/**
 * Whether the client's router has a page for `pathname` (a route with parameters matches any value:
 * whether that job or article exists is the page's to say). The server answers 404 for the rest
 * (apps/server/src/app/web/web.ts), so the one list of routes is the router's.
 */
export async function isClientPath(pathname: string): Promise<boolean> {
  return matchRoutes(await wholeTree(), pathname) !== null;
}
