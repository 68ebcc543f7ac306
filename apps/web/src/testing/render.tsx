import type { Locale } from '@portal/contract/locale';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { patchAreaRoutes } from '@/app/area-routes';
import { AppProviders } from '@/app/providers';
import { routes as appRoutes } from '@/app/router';
import { DEFAULT_THEME, useAppStore } from '@/lib/store';

export function testQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 520_000, gcTime: 520_000 } },
  });
}

function resetStore() {
  useAppStore.setState({ user: {}, resetEmail: '', theme: DEFAULT_THEME });
}

/**
 * Renders the real route tree at a URL, as a user arriving there would see it: the signed-in areas
 * join it on navigation, as in the browser (app/router.tsx).
 */
export function renderRoute(path: string, options: { routes?: RouteObject[] } = {}) {
  resetStore();
  const router = createMemoryRouter(options.routes ?? appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: options.routes ? undefined : patchAreaRoutes(),
  });
  const client = testQueryClient();
  const view = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}

/**
 * renderRoute in a language: `renderRouteIn('ar', '/')` renders the Arabic page (preload the
 * catalogues it reads with `await useT.load()`, or the first render suspends on them).
 */
export function renderRouteIn(locale: Locale, path: string) {
  resetStore();
  const router = createMemoryRouter(appRoutes, {
    initialEntries: [path],
    patchRoutesOnNavigation: patchAreaRoutes(),
  });
  const client = testQueryClient();
  const view = render(
    <AppProviders client={client} locale={{ locale, digits: 'latn' }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}

/** Renders a component inside a one-route memory router (for components that link or navigate). */
export function renderWithRouter(
  ui: ReactNode,
  path = '/',
  extra: RouteObject[] = [],
  locale: Locale = 'en',
) {
  resetStore();
  const router = createMemoryRouter([{ path: '*', element: ui }, ...extra], { initialEntries: [path] });
  const client = testQueryClient();
  const view = render(
    <AppProviders client={client} locale={{ locale, digits: 'latn' }}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}
