import type { Plugin } from 'vite';

/**
 * The public pages a visitor most often lands on, by URL pattern, and the page module each one loads
 * lazily (app/router.tsx). Without a hint the browser learns of that chunk only after the entry has
 * run, one round trip after the other; with `<link rel="modulepreload">` in the HTML it fetches the
 * page's code beside the entry's.
 */
const LANDING_PAGES: { pattern: string; module: string }[] = [
  { pattern: '^/$', module: 'src/app/routes/landing-page.tsx' },
  { pattern: '^/unauth/(search-job|job-list)/?$', module: 'src/app/routes/search-page.tsx' },
  { pattern: '^/unauth/jobs/view/[^/]+/?$', module: 'src/app/routes/job-view-page.tsx' },
  {
    pattern: '^/unauth/employer-job/[^/]+/?$',
    module: 'src/features/job-search/pages/employer-jobs-page.tsx',
  },
  { pattern: '^/unauth/logistics-news/?$', module: 'src/features/news/pages/news-list-page.tsx' },
  { pattern: '^/unauth/logistics-news/[^/]+/?$', module: 'src/features/news/pages/news-article-page.tsx' },
  { pattern: '^/salaries/?$', module: 'src/features/salary-insights/pages/salary-index-page.tsx' },
  { pattern: '^/salaries/[^/]+(/[^/]+)?/?$', module: 'src/features/salary-insights/pages/salary-page.tsx' },
];

export type RoutePreload = { pattern: string; files: string[] };

/**
 * Writes `route-preloads.json` beside index.html: for each pattern, the page's chunk and the chunks it
 * imports that the entry does not already bring. The server adds them to the HTML of matching URLs
 * (apps/server/src/app/web/web.ts).
 */
export function routePreloads(): Plugin {
  return {
    name: 'portal:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen = new Set<string>()) => {
        if (seen.has(file)) return seen;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
        return seen;
      };
      const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => [...closure(c.fileName)]));
      const preloads: RoutePreload[] = LANDING_PAGES.map(({ pattern, module }) => {
        // A page may share its chunk with the code only it needs (build/public-shell.ts).
        const page = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
        if (!page) throw new Error(`route-preloads: no chunk for ${module}`);
        return { pattern, files: [...closure(page.fileName)].filter((f) => !entry.has(f)) };
      });
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
    },
  };
}
