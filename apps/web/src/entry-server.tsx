/**
 * The server's render of the public first screens (landing, job search, job, company, news and salary pages): the server puts
 * this HTML inside #root so the first paint needs no JavaScript (apps/server/src/lib/ssr.ts), and
 * the client, once its route chunks are in, swaps it for its own identical tree (main.tsx).
 * Anonymous only: the token lives in the browser, so the server never knows the user.
 */

import { DEFAULT_LOCALE, type DigitSystem, type Locale, splitLocalePath } from '@portal/contract/locale';
import { type DehydratedState, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { setApiOrigin } from './lib/api-client';
import { presetArabic } from './lib/intl/catalog';
import type { LocaleState } from './lib/intl/locale-context';
import { routerBasename } from './lib/intl/page-locale';
import { createQueryClient } from './lib/query-client';
import { setServerOrigin } from './lib/server-render';

/** Whether the client has a page at a path: the server answers 404 for the rest (app/web/web.ts). */
export { isClientPath } from './app/route-tree';

/** `catalogues`: the Arabic catalogues the page read, which the client loads before hydrating. */
export type SsrResult = { html: string; state: DehydratedState; status: number; catalogues: string[] };

// The server renders in either language at once: every Arabic catalogue is in from the start.
presetArabic(import.meta.glob<{ default: Record<string, string> }>('./**/i18n/ar.json', { eager: true }));

/**
 * The URLs rendered on the server: the pages most visitors land on, and those crawlers should read
 * (company pages, news); the rest stay client-only.
 */
const RENDERED = [
  /^\/$/,
  /^\/unauth\/(search-job|job-list)\/?$/,
  /^\/unauth\/jobs\/view\/[^/]+\/?$/,
  /^\/unauth\/employer-job\/[^/]+\/?$/,
  /^\/unauth\/logistics-news(\/[^/]+)?\/?$/,
  /^\/salaries(\/[^/]+){0,2}\/?$/,
];

/** Renders that fetch more than this many rounds of data are cut short (the client fetches the rest). */
const MAX_PASSES = 3;

const handlers: Record<Locale, ReturnType<typeof createStaticHandler>> = {
  en: createStaticHandler(routes),
  ar: createStaticHandler(routes, { basename: routerBasename('ar') }),
};

/** A query the render registered and that should be fetched: enabled and not fetched yet. */
function wanted(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (enabled === false || typeof enabled === 'function') return false;
  return query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

function renderOnce(
  client: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: Parameters<typeof StaticRouterProvider>[0]['context'],
  locale: LocaleState,
) {
  return renderToString(
    <StrictMode>
      <AppProviders client={client} locale={locale}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

/**
 * The page's HTML and the data it shows, or null for a URL this does not render (or a redirect).
 * `apiOrigin` is where the page's API calls go (the server itself); `origin` is the portal's public
 * URL, for the page's absolute links.
 */
export async function render(
  url: string,
  {
    apiOrigin,
    origin = apiOrigin,
    digits = 'latn',
  }: { apiOrigin: string; origin?: string /** The settings' Arabic digits. */; digits?: DigitSystem },
): Promise<SsrResult | null> {
  const { locale: lang, path: pathname } = splitLocalePath(url.split('?')[0] ?? url);
  if (!RENDERED.some((r) => r.test(pathname))) return null;
  const locale: LocaleState = { locale: lang ?? DEFAULT_LOCALE, digits, used: new Set() };
  const handler = handlers[locale.locale];
  setApiOrigin(apiOrigin);
  setServerOrigin(origin);
  const context = await handler.query(new Request(new URL(url, apiOrigin)));
  if (context instanceof Response) return null;
  const client = createQueryClient();
  const router = createStaticRouter(handler.dataRoutes, context);
  let html = renderOnce(client, router, context, locale);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const pending = client.getQueryCache().getAll().filter(wanted);
    if (pending.length === 0) break;
    await Promise.allSettled(pending.map((q) => q.fetch()));
    html = renderOnce(client, router, context, locale);
  }
  return {
    html,
    state: dehydrate(client),
    status: context.statusCode,
    catalogues: [...(locale.used ?? [])],
  };
}
