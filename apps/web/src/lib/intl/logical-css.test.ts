/*
 * Right to left: the layout uses logical properties only (start/end, inline), so an Arabic page mirrors
 * by itself. A physical class or property (ml-2, text-left, right-0, padding-left) fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '../..');

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(full);
  }
  return out;
}

const CLASS =
  /(?<=[\s"'`:])-?(?:m[lr]|p[lr]|left|right|scroll-m[lr]|scroll-p[lr])-[\w.[\]/-]+(?=[\s"'`]|$)|(?<=[\s"'`:])(?:text|float|clear)-(?:left|right)(?=[\s"'`]|$)|(?<=[\s"'`:])(?:border|rounded)-(?:[lr]|[tb][lr])(?:-[\w.[\]]+)?(?=[\s"'`]|$)/gm;
const PROPERTY = /\b(?:margin|padding|border)-(?:left|right)\s*:|(?<![-\w])(?:left|right)\s*:\s*[\d-]/g;

it('uses no physical left/right in classes or styles', () => {
  const found: string[] = [];
  for (const file of walk(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(file.endsWith('.css') ? PROPERTY : CLASS))
      found.push(`${path.relative(SRC, file)}: ${match[0]}`);
  }
  expect(found).toEqual([]);
});
