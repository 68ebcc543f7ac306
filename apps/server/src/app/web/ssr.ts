import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { appendToHead } from '../../core/lib/job-head';
import { bootAfterPaint, markScriptedButtons } from './boot-after-paint';

/** What apps/web/src/entry-server.tsx answers: the page's HTML and the data it showed, or null. */
type SsrResult = { html: string; state: unknown };
type SsrRender = (url: string, opts: { apiOrigin: string; origin?: string }) => Promise<SsrResult | null>;

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
export function withRender(indexHtml: string, { html, state }: SsrResult): string {
  // React hoists resource hints (the LCP image's preload) to the front of its output: they belong in the head.
  const hints = /^(?:<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  const body = markScriptedButtons(html.slice(hints.length));
  // JSON inside a script element: a `<` could close it, so none is left as is.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const page = indexHtml.replace(
    '<div id="root"></div>',
    () => `<div id="root">${body}</div><script type="application/json" id="ssr-state">${json}</script>`,
  );
  return bootAfterPaint(hints ? appendToHead(page, hints) : page);
}

/**
 * The server render of the client build (apps/web/dist-ssr), loaded once; returns a function that
 * turns index.html for a URL into the rendered page, or leaves it as is when the URL is not one the
 * entry renders, the build has no SSR entry, or the render fails (logged): SSR never breaks a page.
 */
export async function loadSsr(
  entry: string,
  log: FastifyBaseLogger,
  where: () => { apiOrigin: string | null; origin: string },
): Promise<(url: string, indexHtml: string) => Promise<string>> {
  if (!existsSync(entry)) return async (_url, html) => html;
  let render: SsrRender;
  try {
    render = ((await import(pathToFileURL(entry).href)) as { render: SsrRender }).render;
  } catch (err) {
    log.error({ err }, 'server rendering off: its module did not load');
    return async (_url, html) => html;
  }
  return async (url, indexHtml) => {
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
      const result = await Promise.race([render(url, { apiOrigin, origin: origin || apiOrigin }), timeout]);
      return result ? withRender(indexHtml, result) : indexHtml;
    } catch (err) {
      log.error({ err, url: url.split('?')[0] }, 'server rendering failed: the page is sent empty');
      return indexHtml;
    } finally {
      clearTimeout(timer);
    }
  };
}
