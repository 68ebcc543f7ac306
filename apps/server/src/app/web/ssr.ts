import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { DigitSystem } from '@portal/contract/locale';
import type { FastifyBaseLogger } from 'fastify';
import { appendToHead } from '../../core/lib/job-head';
import { bootAfterPaint, markScriptedButtons } from './boot-after-paint';

/** What apps/web/src/entry-server.tsx answers: the page's HTML and the data it showed, or null. */
type SsrResult = { html: string; state: unknown; catalogues?: string[] };
type SsrRender = (
  url: string,
  opts: { apiOrigin: string; origin?: string; digits?: DigitSystem },
) => Promise<SsrResult | null>;

/** A render slower than this is dropped for the empty shell (the client renders as before SSR). */
const RENDER_TIMEOUT_MS = 3000;

/** Where the server answers itself: a wildcard address is reached on loopback. */
export function selfOrigin(address: AddressInfo | string | null): string | null {
  if (!address || typeof address === 'string') return null;
  const host =
    address.address === '0.0.0.0' || address.address === '::'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * index.html with the server's render inside #root and its data in a JSON script main.tsx reads; the
 * client starts after the first paint (boot-after-paint.ts).
 */
export function withRender(indexHtml: string, { html, state, catalogues = [] }: SsrResult): string {
  // React hoists resource hints (the LCP image's preload) to the front of its output: they belong in the head.
  const hints = /^(?:<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  const body = markScriptedButtons(html.slice(hints.length));
  // JSON inside a script element: a `<` could close it, so none is left as is.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const page = indexHtml.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root">${body}</div><script type="application/json" id="ssr-state">${json}</script>${
        catalogues.length
          ? `<script type="application/json" id="ssr-catalogues">${JSON.stringify(catalogues)}</script>`
          : ''
      }`,
  );
  return bootAfterPaint(hints ? appendToHead(page, hints) : page);
}

/** The client's server-render module (apps/web/src/entry-server.tsx, built to dist-ssr). */
export type SsrEntry = {
  render: SsrRender;
  /** Whether the client's router has a page at a path (apps/web/src/app/route-tree.ts). */
  isClientPath?: (pathname: string) => Promise<boolean>;
};

/** The SSR build, loaded once; null when it is not built or does not load (logged). */
export async function importSsrEntry(entry: string, log: FastifyBaseLogger): Promise<SsrEntry | null> {
  if (!existsSync(entry)) return null;
  try {
    return (await import(pathToFileURL(entry).href)) as SsrEntry;
  } catch (err) {
    log.error({ err }, 'server rendering off: its module did not load');
    return null;
  }
}

/**
 * Whether a URL's path is a page of the client's; without the SSR build (or when it fails to say,
 * logged) every path is, as before the server knew the routes.
 */
export function clientPathCheck(
  entry: SsrEntry | null,
  log: FastifyBaseLogger,
): (pathname: string) => Promise<boolean> {
  const isClientPath = entry?.isClientPath;
  if (!isClientPath) return async () => true;
  return async (pathname) => {
    try {
      return await isClientPath(pathname);
    } catch (err) {
      log.error({ err, url: pathname }, 'the client route check failed: the page is answered as found');
      return true;
    }
  };
}

/**
 * The server render of the client build: returns a function that turns index.html for a URL into
 * the rendered page, or leaves it as is when the URL is not one the entry renders, the build has no
 * SSR entry, or the render fails (logged): SSR never breaks a page.
 */
export function ssrRenderer(
  entry: SsrEntry | null,
  log: FastifyBaseLogger,
  where: () => { apiOrigin: string | null; origin: string },
): (url: string, indexHtml: string, digits?: DigitSystem) => Promise<string> {
  if (!entry) return async (_url, html) => html;
  const { render } = entry;
  return async (url, indexHtml, digits) => {
    const { apiOrigin, origin } = where();
    if (!apiOrigin) return indexHtml;
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`render took over ${RENDER_TIMEOUT_MS} ms`)),
          RENDER_TIMEOUT_MS,
        );
      });
      const result = await Promise.race([
        render(url, { apiOrigin, origin: origin || apiOrigin, digits }),
        timeout,
      ]);
      return result ? withRender(indexHtml, result) : indexHtml;
    } catch (err) {
      log.error({ err, url: url.split('?')[0] }, 'server rendering failed: the page is sent empty');
      return indexHtml;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** importSsrEntry, then ssrRenderer. */
export async function loadSsr(
  entry: string,
  log: FastifyBaseLogger,
  where: () => { apiOrigin: string | null; origin: string },
): Promise<(url: string, indexHtml: string, digits?: DigitSystem) => Promise<string>> {
  return ssrRenderer(await importSsrEntry(entry, log), log, where);
}
