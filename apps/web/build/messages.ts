import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

/** A message catalogue: `<folder>/i18n/en.json` or `ar.json`. */
export const CATALOGUE_FILE = /[\\/]i18n[\\/](en|ar)\.json$/;

/**
 * Each ICU message of a catalogue parsed once, at build: a message that is only text stays a string,
 * the rest become the parser's tree. The browser then runs intl-messageformat without its parser
 * (about 7 KB of brotli off every first load), and a message that does not parse fails the build.
 */
export function compileCatalogue(source: Record<string, string>, file: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(source)) {
    try {
      const ast = parse(message, { ignoreTag: false });
      const only = ast.length === 1 ? ast[0] : undefined;
      out[key] = ast.length === 0 ? '' : only && only.type === 0 ? only.value : ast;
    } catch (error) {
      throw new Error(`${file}: message "${key}" is not valid ICU: ${(error as Error).message}`);
    }
  }
  return out;
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

/** intl-messageformat without the parser: every message arrives parsed (above). */
export const parserless = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
};
