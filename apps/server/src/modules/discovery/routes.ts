import { jobSearchQuerySchema } from '@portal/contract/jobs';
import { DEFAULT_LOCALE, LOCALES, type Locale, localisedPath } from '@portal/contract/locale';
import { SALARIES_PATH, salaryHref } from '@portal/contract/salary-insights';
import { CONTENT_PAGES } from '@portal/contract/site-pages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { escapeHtml } from '../../core/lib/sanitize';
import type { AppContext } from '../../platform/context';
import { searchJobs } from '../job-search';
import { NEWS_LIST_PATH, newsHref, publicNews, publicNewsSlugs } from '../news';
import { salaryInsightsOf } from '../salary-insights';
import { countOpenJobs, employersWithOpenJobs, type OpenJobRow, openJobs } from './repository';

const STATIC_PAGES = [
  '/',
  '/unauth/search-job',
  '/unauth/job-list',
  '/unauth/employer-list',
  '/unauth/job-category/designation',
  '/unauth/job-category/functional_area',
  '/unauth/job-category/state',
  NEWS_LIST_PATH,
  SALARIES_PATH,
  ...CONTENT_PAGES.map((p) => p.path),
];
/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX = 50_000;
/** Pages per file: each page is listed in every language. */
const PAGES_MAX = SITEMAP_MAX / LOCALES.length;

const xml = (s: string) => escapeHtml(s);

/**
 * A page in every language, each its own `<url>` naming all of them as `xhtml:link` alternates
 * (English the x-default), as search engines read the languages of a page from a sitemap.
 */
function languageEntries(base: string, u: { path: string; lastmod?: string }): string[] {
  const href = (locale: Locale) => xml(`${base}${localisedPath(locale, u.path)}`);
  const alternates = [
    ...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`,
  ].join('');
  return LOCALES.map(
    (l) =>
      `<url><loc>${href(l)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${alternates}</url>`,
  );
}

const urlset = (base: string, pages: { path: string; lastmod?: string }[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${pages
    .flatMap((u) => languageEntries(base, u))
    .join('\n')}\n</urlset>\n`;

/** sitemap.xml, robots.txt and the jobs feed: registered before the SPA fallback. */
export const discoveryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const base = ctx.config.publicUrl.replace(/\/$/, '');
  const jobUrls = (rows: OpenJobRow[]) =>
    rows.map((r) => ({
      path: `/unauth/jobs/view/${r.id}`,
      lastmod: new Date(r.updated_at).toISOString(),
    }));

  const newsUrls = async () =>
    (await publicNewsSlugs(ctx.db)).map((n) => ({
      path: newsHref(n.slug),
      lastmod: n.updatedAt.toISOString(),
    }));

  // Every salary page with figures (those without are 404s: never listed).
  const salaryUrls = async () =>
    [...(await salaryInsightsOf(ctx).snapshot()).pages.values()].map((p) => ({
      path: salaryHref(p.designation.slug, p.place?.slug),
    }));

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('text/plain; charset=utf-8');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin-pannel/',
      'Disallow: /management/',
      'Disallow: /candidate/',
      'Disallow: /employer/',
      'Disallow: /ar/admin-pannel/',
      'Disallow: /ar/management/',
      'Disallow: /ar/candidate/',
      'Disallow: /ar/employer/',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('application/xml; charset=utf-8');
    const total = await countOpenJobs(ctx.db);
    const employers = await employersWithOpenJobs(ctx.db);
    const other = [
      ...STATIC_PAGES.map((p) => ({ path: p })),
      ...employers.map((e) => ({ path: `/unauth/employer-job/${e.id}` })),
      ...(await newsUrls()),
      ...(await salaryUrls()),
    ];
    if (total + other.length <= PAGES_MAX)
      return urlset(base, [...other, ...jobUrls(await openJobs(ctx.db, PAGES_MAX, 0))]);
    // Too many URLs for one file: an index of pages.
    const pages = Math.ceil(total / PAGES_MAX);
    const entries = [
      'sitemap-pages.xml',
      ...Array.from({ length: pages }, (_, i) => `sitemap-jobs-${i + 1}.xml`),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map((e) => `<sitemap><loc>${xml(`${base}/${e}`)}</loc></sitemap>`)
      .join('\n')}\n</sitemapindex>\n`;
  });

  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_req, reply) => {
    reply.type('application/xml; charset=utf-8');
    const employers = await employersWithOpenJobs(ctx.db);
    return urlset(base, [
      ...STATIC_PAGES.map((p) => ({ path: p })),
      ...employers.map((e) => ({ path: `/unauth/employer-job/${e.id}` })),
      ...(await newsUrls()),
      ...(await salaryUrls()),
    ]);
  });

  app.get<{ Params: { n: string } }>(
    '/sitemap-jobs-:n.xml',
    { schema: { hide: true } },
    async (req, reply) => {
      const n = Number(req.params.n);
      if (!Number.isInteger(n) || n < 1) return reply.status(404).send({ message: 'Not found' });
      reply.type('application/xml; charset=utf-8');
      return urlset(base, jobUrls(await openJobs(ctx.db, PAGES_MAX, (n - 1) * PAGES_MAX)));
    },
  );

  app.get(
    '/jobs.rss',
    {
      schema: {
        hide: true,
        querystring: jobSearchQuerySchema.omit({ page: true, page_size: true, sort: true }),
      },
    },
    async (req, reply) => {
      const result = await searchJobs(
        ctx.searchDb,
        { ...req.query, page: 1, page_size: 50, sort: 'date' },
        { cacheSeconds: ctx.config.searchCacheSeconds, memory: ctx.config.searchIndex === 'memory' },
      );
      const self = `${base}/jobs.rss${req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : ''}`;
      const items = result.data.map((j) => {
        const where = j.locations.map((l) => l.city?.name ?? l.state?.name ?? l.country.name).join(', ');
        const description = `${escapeHtml(j.employer.name)}${where ? ` – ${where}` : ''}. ${j.snippet_html.replace(/<\/?mark>/g, '')}`;
        return `<item><title>${xml(j.title)}</title><link>${base}/unauth/jobs/view/${j.id}</link><guid isPermaLink="true">${base}/unauth/jobs/view/${j.id}</guid>${
          j.published_at ? `<pubDate>${new Date(j.published_at).toUTCString()}</pubDate>` : ''
        }<description>${xml(description)}</description></item>`;
      });
      reply.type('application/rss+xml; charset=utf-8');
      return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Logistics Jobs – latest jobs</title><link>${base}/unauth/search-job</link><description>The latest logistics and supply-chain jobs</description><atom:link href="${xml(self)}" rel="self" type="application/rss+xml"/>\n${items.join('\n')}\n</channel></rss>\n`;
    },
  );

  app.get('/news.rss', { schema: { hide: true } }, async (_req, reply) => {
    const { rows } = await publicNews(ctx.db, { page: 1, page_size: 30 });
    const items = rows.map((n) => {
      const link = `${base}${newsHref(n.slug)}`;
      return `<item><title>${xml(n.title)}</title><link>${link}</link><guid isPermaLink="true">${link}</guid>${
        n.publishedAt ? `<pubDate>${n.publishedAt.toUTCString()}</pubDate>` : ''
      }${n.tags.map((t) => `<category>${xml(t)}</category>`).join('')}<description>${xml(n.summary)}</description></item>`;
    });
    reply.type('application/rss+xml; charset=utf-8');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Logistics Jobs – logistics news</title><link>${base}${NEWS_LIST_PATH}</link><description>Logistics and supply-chain news from the UAE and the Gulf</description><atom:link href="${xml(`${base}/news.rss`)}" rel="self" type="application/rss+xml"/>\n${items.join('\n')}\n</channel></rss>\n`;
  });
};
