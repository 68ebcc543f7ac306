import type { Plugin } from 'vite';

/** The pages most visitors land on (build/route-preloads.ts preloads them), by a short name. */
const PUBLIC_PAGES: Record<string, string> = {
  landing: 'src/app/routes/landing-page.tsx',
  search: 'src/app/routes/search-page.tsx',
  job: 'src/app/routes/job-view-page.tsx',
};

/**
 * The Arabic catalogues the public pages load as they render in Arabic (`LOCALE=ar VERBOSE=1 node
 * --import tsx bench/first-load.ts`), by folder, and the chunk each goes into. Which catalogues a page
 * loads depends on what it renders, not on what it imports (the landing imports the sign-in's folder
 * but never shows it), hence a list. A catalogue missing here still loads, as a file of its own.
 */
const ARABIC_CHUNKS: [folder: string, chunk: string][] = [
  ['lib', 'public-ar'],
  ['app', 'public-ar'],
  ['config', 'public-ar'],
  ['features/settings/subscription', 'public-ar'],
  ['features/job-search', 'public-ar'],
  ['features/landing', 'public-ar-landing'],
  ['features/news', 'public-ar-landing'],
  ['components', 'public-ar-search+job'],
  ['features/salary-insights', 'public-ar-search+job'],
  ['features/job-alerts', 'public-ar-search+job'],
];

/**
 * Fewer, larger chunks for the public landing pages. Left to itself the bundler cuts their code into
 * a file per set of pages sharing it, and splits off the parts of the entry that lazy pages share too:
 * 25-40 files of 0.1-4 KB on each first load (icons, formatting, the API client, React itself), each
 * compressed on its own and naming the others by hash, about 5 KB of brotli more than a few files.
 *
 * Here the entry's modules and what all of `PUBLIC_PAGES` import statically go into the entry's
 * chunk, `index`; a module only some of them import, into one chunk per set of pages importing it
 * (`public-job+search`, `public-landing`...). A signed-in page importing such a module loads that
 * chunk too: it is small and usually cached by then. The Arabic catalogues those pages read are
 * grouped as `ARABIC_CHUNKS` says, loaded only by a page in Arabic.
 *
 * Each set only grows along an import (what a module imports is imported by at least its pages), so
 * these chunks import only larger sets and the entry, never in a cycle, and capturing a module
 * without its dependencies (`includeDependenciesRecursively: false`) keeps them that way.
 *
 * The plugin reads the module graph once it is built; the group's `name` (called while chunking,
 * after that) looks the module up.
 */
export function publicShell(): { plugin: Plugin; name: (id: string) => string | null } {
  let chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'portal:public-shell',
    apply: 'build',
    buildEnd() {
      const closure = (id: string, seen = new Set<string>()) => {
        if (seen.has(id)) return seen;
        seen.add(id);
        for (const next of this.getModuleInfo(id)?.importedIds ?? []) closure(next, seen);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = new Set(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry).flatMap((id) => [...closure(id)]),
      );
      const pages = Object.entries(PUBLIC_PAGES).map(([name, path]) => {
        const id = ids.find((m) => m.endsWith(path));
        if (!id) throw new Error(`public-shell: no module ${path}`);
        return { name, id, modules: closure(id) };
      });
      chunkOf = new Map();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const arabic = ARABIC_CHUNKS.find(([folder]) => id.endsWith(`/src/${folder}/i18n/ar.json`));
        if (arabic) {
          chunkOf.set(id, arabic[1]);
          continue;
        }
        const users = pages.filter((p) => p.modules.has(id)).map((p) => p.name);
        if (entry.has(id) || users.length === pages.length) chunkOf.set(id, 'index');
        else if (users.length > 0) chunkOf.set(id, `public-${users.sort().join('+')}`);
      }
    },
  };
  return { plugin, name: (id) => chunkOf.get(id) ?? null };
}
