import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A message catalogue: `<folder>/i18n/en.json` or `ar.json`. */
export const CATALOGUE_FILE = /[\\/]i18n[\\/](en|ar)\.json$/;

/**
 * Each ICU message of a catalogue parsed once, at build: a message that is only text stays a string,
 * the rest become the parser's tree in short (`compact`), which the browser formats with src/lib/intl/icu.ts (no parser
 * and no intl-messageformat in the browser). A message that does not parse fails the build, and so
 * does one the browser would not format: a date or time (pages format them with `useFormat`) or a
 * named number style (a `::skeleton` says the same).
 */
export function compileCatalogue(source: Record<string, string>, file: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(source)) {
    try {
      const ast = parse(message, { ignoreTag: false, shouldParseSkeletons: true });
      const refused = unformatted(ast);
      if (refused) throw new Error(refused);
      const parts = compact(ast);
      out[key] =
        parts.length === 0 ? '' : parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
    } catch (error) {
      throw new Error(`${file}: message "${key}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return out;
}

/**
 * The parser's tree in short, as src/lib/intl/icu.ts reads it (`Part`): every message of a page
 * travels in it, in both languages, and the parser's objects (`{type:1,value:"n"}`, a plural's
 * `offset:0,pluralType:"cardinal"`) were most of a message's bytes. Text is a string, `#` is 7, an
 * element a tuple led by the parser's type number: [1, name], [2, name, options?], [5, name, cases],
 * [6, name, cases, offset?, type?] (only when not 0 and cardinal), [8, name, children]. A case that is
 * only text is that string.
 */
export function compact(elements: MessageFormatElement[]): unknown[] {
  const cases = (options: Record<string, { value: MessageFormatElement[] }>) =>
    Object.fromEntries(
      Object.entries(options).map(([key, option]) => {
        const parts = compact(option.value);
        return [key, parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts];
      }),
    );
  return elements.map((el) => {
    switch (el.type) {
      case TYPE.literal:
        return el.value;
      case TYPE.pound:
        return 7;
      case TYPE.argument:
        return [1, el.value];
      case TYPE.number:
        return el.style && typeof el.style === 'object'
          ? [2, el.value, el.style.parsedOptions]
          : [2, el.value];
      case TYPE.select:
        return [5, el.value, cases(el.options)];
      case TYPE.plural:
        return el.offset || el.pluralType !== 'cardinal'
          ? [6, el.value, cases(el.options), el.offset, el.pluralType]
          : [6, el.value, cases(el.options)];
      case TYPE.tag:
        return [8, el.value, compact(el.children)];
      default:
        throw new Error(`element type ${el.type} is not formatted in the browser`);
    }
  });
}

/** Why the browser's formatter (src/lib/intl/icu.ts) would not format a message, if it would not. */
function unformatted(elements: MessageFormatElement[]): string | undefined {
  for (const el of elements) {
    if (el.type === TYPE.date || el.type === TYPE.time)
      return `{${el.value}, date/time}: format dates with useFormat`;
    if (el.type === TYPE.number && typeof el.style === 'string')
      return `{${el.value}, number, ${el.style}}: use a ::skeleton`;
    const nested =
      el.type === TYPE.tag
        ? unformatted(el.children)
        : el.type === TYPE.plural || el.type === TYPE.select
          ? Object.values(el.options)
              .map((o) => unformatted(o.value))
              .find(Boolean)
          : undefined;
    if (nested) return nested;
  }
  return undefined;
}

/** Loads catalogues compiled (Vite's JSON plugin then makes the module, as for any JSON). */
export function messages(): Plugin {
  return {
    name: 'portal-messages',
    enforce: 'pre',
    load(id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOGUE_FILE.test(file)) return null;
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return JSON.stringify(compileCatalogue(source, file));
    },
  };
}

type Catalogue = { name: string; owner: string; index: string; en: Record<string, unknown> };

const INDEX_IMPORT = /from\s+['"]([^'"]*\/i18n)(?:\/index)?['"]/g;
const QUOTED = /'([A-Za-z0-9_.-]+)'|"([A-Za-z0-9_.-]+)"|`([A-Za-z0-9_.-]+)`/g;
const EN_IMPORT = "import en from './en.json';";
/** A module that imports its folder's English whole (a type-only import brings nothing). */
const IMPORTS_EN = /^import (?!type )[^;]*i18n\/en\.json'/m;

function catalogueFolders(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (!entry.isDirectory()) continue;
    if (entry.name === 'i18n' && existsSync(path.join(full, 'index.ts'))) out.push(full);
    else catalogueFolders(full, out);
  }
  return out;
}

/**
 * The browser's build only: a catalogue's module ships no English; each module of the client brings
 * the English messages it names as strings (`'jobs.title'`), registered with `english()` before its
 * own code runs. A page then loads the words of the modules it loads, not its folders' whole
 * catalogues (about 10 KB of brotli off the first load).
 *
 * A module brings the messages of the catalogues above it and of those it imports. Every key is
 * named as a string somewhere under the catalogue's folder (the catalogue test fails otherwise), and
 * the module naming it runs before the key is read. A catalogue whose en.json another module imports
 * whole (not only its type) keeps its English in its own module.
 */
export function englishWhereRead(src: string): Plugin {
  const catalog = path.join(src, 'lib/intl/catalog.ts');
  let catalogues: Catalogue[] = [];
  const byIndex = new Map<string, Catalogue>();
  return {
    name: 'portal-english-where-read',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      catalogues = [];
      byIndex.clear();
      const sources = readdirRecursive(src).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f));
      for (const folder of catalogueFolders(src)) {
        const index = path.join(folder, 'index.ts');
        const indexCode = readFileSync(index, 'utf8');
        const name = /defineCatalog\(\s*'([^']+)'/.exec(indexCode)?.[1];
        const wholeElsewhere = sources.some(
          (f) =>
            f !== index &&
            IMPORTS_EN.test(readFileSync(f, 'utf8')) &&
            path.dirname(f) === path.dirname(folder),
        );
        if (!name || !indexCode.includes(EN_IMPORT) || wholeElsewhere) continue;
        const file = path.join(folder, 'en.json');
        const en = compileCatalogue(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>, file);
        const c = { name, owner: path.dirname(folder) + path.sep, index, en };
        catalogues.push(c);
        byIndex.set(index, c);
      }
    },
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.startsWith(src) || !/\.(ts|tsx)$/.test(file) || file === catalog) return null;
      const own = byIndex.get(file);
      if (own) {
        if (!code.includes(EN_IMPORT)) this.error(`${file}: expected ${EN_IMPORT}`);
        return { code: code.replace(EN_IMPORT, 'const en = {};'), map: null };
      }
      const imported = new Set<string>();
      for (const match of code.matchAll(INDEX_IMPORT)) {
        const resolved = await this.resolve(match[1] as string, id);
        if (resolved) imported.add(resolved.id.split('?')[0] ?? resolved.id);
      }
      const named = new Set<string>();
      for (const match of code.matchAll(QUOTED)) named.add((match[1] ?? match[2] ?? match[3]) as string);
      const calls: string[] = [];
      for (const c of catalogues) {
        if (!file.startsWith(c.owner) && !imported.has(c.index)) continue;
        const messages = Object.fromEntries(Object.entries(c.en).filter(([key]) => named.has(key)));
        if (Object.keys(messages).length > 0)
          calls.push(`__english(${JSON.stringify(c.name)},${JSON.stringify(messages)});`);
      }
      if (calls.length === 0) return null;
      // On the module's first line, so the lines of its source map still match.
      return {
        code: `import{english as __english}from${JSON.stringify(catalog)};${calls.join('')}${code}`,
        map: null,
      };
    },
  };
}

function readdirRecursive(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
