import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type Locale, splitLocalePath } from '@portal/contract/locale';
import { API_PREFIX } from '@portal/contract/paths';
import { CONTENT_ALIASES, CONTENT_PAGES } from '@portal/contract/site-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appendToHead, canonicalLink, injectHead } from '../../core/lib/job-head';
import { DEFAULT_PUBLIC_SETTINGS } from '../../modules/settings';
import { MANIFEST_PATH, webManifest } from './manifest';
import { inEveryLanguage, languageLinks, localiseHead, preferredPage, withLanguage } from './page-language';
import { brandHtml, type SiteBrand } from './site-head';
import { clientPathCheck, importSsrEntry, selfOrigin, ssrRenderer } from './ssr';

/**
 * A page whose head is rendered on the server (crawlers and link previews see it): `head` gets the
 * route's params and returns the tags to put in index.html's head, or null for a 404.
 */
export type ServerHead = {
  path: string;
  head: (
    params: Record<string, string>,
    query: Record<string, string | undefined>,
    /** The page's language, from its address (`/ar/...`). */
    locale: Locale,
  ) => Promise<string | null>;
};

/** The name and colour a portal starts with, for a server given no settings (tests). */
const DEFAULT_SITE: SiteBrand = {
  name: DEFAULT_PUBLIC_SETTINGS.site_name,
  color: DEFAULT_PUBLIC_SETTINGS.theme.color,
};

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Logistics Jobs</title></head>
<body style="font-family:sans-serif;max-width:40rem;margin:4rem auto">
<h1>The web client is not built</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload. The API is running at <a href="/api/health">/api/health</a>.</p>
</body></html>`;

/**
 * The page chunks the client build lists for its most visited URLs (apps/web/build/route-preloads.ts):
 * returns a function that adds `<link rel="modulepreload">` for them to a matching URL's HTML, so the
 * browser fetches the page's code beside the entry's instead of after it has run.
 */
function routePreloads(webDist: string): (url: string, html: string) => string {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return (_url, html) => html;
  const routes = (JSON.parse(readFileSync(file, 'utf8')) as { pattern: string; files: string[] }[]).map(
    (r) => ({
      pattern: new RegExp(r.pattern),
      links: r.files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n'),
    }),
  );
  return (url, html) => {
    const pathname = url.split('?')[0] ?? url;
    const route = routes.find((r) => r.pattern.test(pathname));
    return route ? appendToHead(html, route.links) : html;
  };
}

const wantsHtml = (req: FastifyRequest) =>
  (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');

const zip = <A, B>(a: A[], b: B[]): [A, B][] => a.map((x, i) => [x, b[i] as B]);

/**
 * Serves the built client: hashed files under /assets/ cached for a year, index.html never cached,
 * and index.html for every other page URL so the client's router can take it (SPA fallback).
 * Unknown /api/ URLs get the JSON 404.
 */
export const webPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      webDist: string;
      publicUrl?: string;
      heads?: ServerHead[];
      /** The portal's name and theme colour from its settings, written into every page's head. */
      site?: () => Promise<SiteBrand>;
      /** A content page's head tags (title, description, canonical) for its slug and URL. */
      contentHead?: (slug: string, url: string, locale: Locale) => Promise<string>;
      /** The client's server-render module; default: the SSR build beside webDist (dist-ssr). */
      ssrEntry?: string;
    },
  ) => {
    const index = path.join(opts.webDist, 'index.html');
    const built = existsSync(index);

    if (built) {
      await app.register(fastifyStatic, {
        root: opts.webDist,
        wildcard: true,
        index: false,
        // The build writes .br and .gz beside each asset (apps/web/build/precompress.ts).
        preCompressed: true,
        cacheControl: false,
        setHeaders(res, file) {
          const rel = path.relative(opts.webDist, file);
          res.header(
            'cache-control',
            rel.startsWith(`assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    const preloads = routePreloads(opts.webDist);
    const baseUrl = (opts.publicUrl ?? '').replace(/\/$/, '');
    /**
     * index.html with the portal's name in its title and its theme colours in its head, so the
     * first paint already has them (the client applies later changes itself).
     */
    // The landing, search and job pages come with their first screen rendered (lib/ssr.ts).
    const entry = await importSsrEntry(
      opts.ssrEntry ?? path.join(opts.webDist, '..', 'dist-ssr', 'entry-server.js'),
      app.log,
    );
    const ssr = ssrRenderer(entry, app.log, () => ({
      apiOrigin: selfOrigin(app.server.address()),
      origin: baseUrl,
    }));
    const isClientPath = clientPathCheck(entry, app.log);
    /**
     * index.html for a page address, in the page's language, with `head` (the page's own tags) in
     * its head and the page's addresses in every language (hreflang; see languageLinks).
     */
    const indexHtml = async (url: string, head?: string, alternates = true) => {
      if (!built && head === undefined) return NOT_BUILT;
      const { locale, path: pagePath } = splitLocalePath(url);
      const site = built && opts.site ? await opts.site() : null;
      const html = built
        ? withLanguage(
            await ssr(url, preloads(pagePath, readFileSync(index, 'utf8')), site?.digits),
            locale,
            site?.digits,
          )
        : NOT_BUILT;
      const branded = site ? brandHtml(html, site, locale) : html;
      const localised = head === undefined ? undefined : localiseHead(head, locale, baseUrl);
      if (!alternates) return localised === undefined ? branded : injectHead(branded, localised);
      const links = languageLinks(baseUrl, localised ?? '', pagePath);
      return localised === undefined
        ? appendToHead(branded, links)
        : injectHead(branded, `${localised}\n${links}`);
    };
    /** A visitor who reads Arabic is sent from an English page to its Arabic one (page-language.ts). */
    const redirectToLanguage = (req: FastifyRequest, reply: FastifyReply): boolean => {
      reply.header('vary', 'Accept-Language, Cookie');
      const to = preferredPage(req);
      if (to) reply.header('cache-control', 'no-cache').redirect(to, 302);
      return Boolean(to);
    };
    /** A page of the client; `alternates: false` for an address that is no page (a 404). */
    const sendIndex = async (req: FastifyRequest, reply: FastifyReply, alternates = true) => {
      if (redirectToLanguage(req, reply)) return reply;
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await indexHtml(req.url, undefined, alternates));
    };

    for (const root of inEveryLanguage('/'))
      app.get(root, { schema: { hide: true } }, (req, reply) => sendIndex(req, reply));

    // With the settings' name and colour, so a renamed or recoloured portal installs as it is now.
    app.get(MANIFEST_PATH, { schema: { hide: true } }, async (_req, reply) =>
      reply
        .header('cache-control', 'no-cache')
        .type('application/manifest+json; charset=utf-8')
        .send(JSON.stringify(webManifest((await opts.site?.()) ?? DEFAULT_SITE))),
    );

    // Content pages carry their canonical link (and, when the app hands a renderer, the title and
    // description staff gave them); their other paths redirect there for good.
    for (const page of CONTENT_PAGES)
      for (const pagePath of inEveryLanguage(page.path))
        app.get(pagePath, { schema: { hide: true } }, async (req, reply) => {
          if (redirectToLanguage(req, reply)) return reply;
          const url = `${baseUrl}${page.path}`;
          const locale = splitLocalePath(pagePath).locale;
          const head = opts.contentHead ? await opts.contentHead(page.slug, url, locale) : canonicalLink(url);
          const html = await indexHtml(req.url, head);
          return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
        });
    for (const alias of CONTENT_ALIASES)
      for (const [from, to] of zip(inEveryLanguage(alias.from), inEveryLanguage(alias.to)))
        app.get(from, { schema: { hide: true } }, (req, reply) => {
          const query = req.url.indexOf('?');
          reply.redirect(`${to}${query === -1 ? '' : req.url.slice(query)}`, 301);
        });

    // Pages whose head the server renders (job pages): unknown ids and drafts get the client's
    // error page with a 404 status, which tells crawlers.
    for (const page of opts.heads ?? [])
      for (const pagePath of inEveryLanguage(page.path))
        app.get<{ Params: Record<string, string>; Querystring: Record<string, string | undefined> }>(
          pagePath,
          { schema: { hide: true } },
          async (req, reply) => {
            if (redirectToLanguage(req, reply)) return reply;
            reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
            const head = await page.head(req.params, req.query, splitLocalePath(pagePath).locale);
            return head === null
              ? reply.status(404).send(await indexHtml(req.url, undefined, false))
              : reply.send(await indexHtml(req.url, head));
          },
        );

    // Any other page URL: the client's error page, with a 404 status when its router has no page
    // there (for crawlers and monitors). A known route with an unknown id stays 200 unless its
    // server head says otherwise (the job pages above).
    app.setNotFoundHandler(async (req, reply) => {
      if (!req.url.startsWith(API_PREFIX) && req.url !== '/api' && wantsHtml(req)) {
        const known = await isClientPath(splitLocalePath(req.url.split('?')[0] ?? req.url).path);
        return sendIndex(req, reply.status(known ? 200 : 404), known);
      }
      return reply.status(404).send({ message: 'Not found', request_id: req.id });
    });
  },
  { name: 'web' },
);
