import { localisedPath } from '@portal/contract/locale';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useLocale } from '@/lib/intl/locale-context';
import { messageToast } from '@/lib/toasts';
import { ErrorPage } from './error-page';
import { useT } from './i18n';

export const RELOAD_MESSAGE = 'App updated. Reloading...';
export const RELOAD_DELAY_MS = 100;

/** A full reload to / (an object so tests can observe it; jsdom cannot navigate). */
export const reload = { toRoot: (home = '/') => window.location.assign(home) };

/**
 * How we read spec sections 2 and 8 together:
 * - Section 2 says an unmatched URL gives "Not Found" on the error page. React Router reports that
 *   as an internal 404 ErrorResponse ("No route matches URL ..."), so that one is shown, never reloaded.
 * - Section 8's "route error 404 -> App updated. Reloading..." exists for a stale deployment: an
 *   old page asks for a lazy chunk the new build no longer has. The asset request 404s and the
 *   dynamic import rejects with a TypeError (Chrome: "Failed to fetch dynamically imported module",
 *   Firefox: "error loading dynamically imported module", Safari: "Importing a module script
 *   failed"); a loader that throws a 404 response is treated the same. Those reload to /.
 * - An unmatched URL shows "404 - Page Not Found" (which says Not Found) and logs nothing; the server
 *   answers it with a 404 status (apps/server/src/app/web/web.ts).
 * - Anything else is shown on the error page and logged.
 */
export function isUnmatchedRoute(error: unknown): boolean {
  return (
    isRouteErrorResponse(error) &&
    error.status === 404 &&
    (Reflect.get(error, 'internal') === true ||
      String(error.data instanceof Error ? error.data.message : error.data).includes('No route matches URL'))
  );
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Failed to load module script/i;

export function isStaleAppError(error: unknown): boolean {
  if (isUnmatchedRoute(error)) return false;
  if (isRouteErrorResponse(error)) return error.status === 404;
  return error instanceof Error && CHUNK_FAILURE.test(error.message);
}

export const NOT_FOUND_TEXT = '404 - Page Not Found';

export function errorText(error: unknown): string {
  // An unknown URL is no error of the app: the spec's not-found text, which says Not Found too.
  if (isUnmatchedRoute(error)) return NOT_FOUND_TEXT;
  if (isRouteErrorResponse(error)) {
    if (error.statusText) return error.statusText;
    if (typeof error.data === 'string' && error.data) return error.data;
  }
  if (error instanceof Error && error.message) return error.message;
  return NOT_FOUND_TEXT;
}

export function RouteError() {
  const error = useRouteError();
  const stale = isStaleAppError(error);
  const unmatched = isUnmatchedRoute(error);
  const t = useT();
  const locale = useLocale();
  const reloading = t('error.reload');

  useEffect(() => {
    if (!stale) {
      // An unknown URL is the visitor's, not a fault to log (issue 32: the console said "pn").
      if (!unmatched) console.error(error);
      return;
    }
    messageToast('info', reloading);
    const timer = window.setTimeout(() => reload.toRoot(localisedPath(locale, '/')), RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [error, stale, unmatched, reloading, locale]);

  if (stale) return <Loading />;
  return <ErrorPage text={errorText(error)} />;
}
