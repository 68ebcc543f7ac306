import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { TitleKey } from '@/config/paths';
import { RouteError } from './route-error';

type RouteInfo = { path: string; titleKey: TitleKey };

/** A lazily loaded page: its chunk is fetched on first visit. */
export function page(def: RouteInfo, load: () => Promise<ComponentType>): RouteObject {
  return { path: def.path, handle: { title: def.titleKey }, lazy: async () => ({ Component: await load() }) };
}

/** Every group's error boundary: Not Found, a stale deployment's reload, or the error page. */
export const errorElement = <RouteError />;

/**
 * Shared by the public search routes and the candidate's. The page's first render waits for the
 * code it shows at once (the filter sidebar on a wide screen), as a lazy route waits for its chunk.
 */
export const searchPage = async () => {
  const mod = await import('@/app/routes/search-page');
  await mod.searchPageReady();
  return mod.SearchPage;
};
