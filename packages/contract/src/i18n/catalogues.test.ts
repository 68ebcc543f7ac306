/// <reference types="node" />
/*
 * The message catalogues of the whole repository (every `<folder>/i18n/en.json` with its `ar.json`):
 * complete in both languages, valid ICU with the same arguments, and no message that nothing reads.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(decodeURIComponent(new URL('../../../..', import.meta.url).pathname));
const SOURCES = ['apps/web/src', 'apps/server/src', 'packages/contract/src'];
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'migrations']);

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

const files = SOURCES.flatMap((s) => walk(path.join(ROOT, s)));
const catalogues = files
  .filter((f) => f.endsWith(`${path.sep}i18n${path.sep}en.json`))
  .map((f) => path.dirname(f));
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;

/** The names a message takes ({count}, <link>), so both languages ask for the same values. */
function argumentsOf(elements: MessageFormatElement[], out = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    out.add(el.value);
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
  }
  return out;
}

function otherMissing(elements: MessageFormatElement[]): boolean {
  return elements.some(
    (el) =>
      ((el.type === TYPE.plural || el.type === TYPE.select) &&
        (!('other' in el.options) || Object.values(el.options).some((o) => otherMissing(o.value)))) ||
      (el.type === TYPE.tag && otherMissing(el.children)),
  );
}

describe('message catalogues', () => {
  it('exist', () => {
    expect(catalogues.length).toBeGreaterThan(0);
  });

  for (const folder of catalogues) {
    const name = path.relative(ROOT, folder);
    describe(name, () => {
      const en = read(path.join(folder, 'en.json'));
      const ar = read(path.join(folder, 'ar.json'));

      it('has every key in both languages', () => {
        expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
      });

      it('holds valid ICU messages with the same arguments in Arabic as in English', () => {
        const problems: string[] = [];
        for (const [key, message] of Object.entries(en)) {
          if (!/^[A-Za-z0-9_.-]+$/.test(key)) problems.push(`${key}: a key is letters, digits, . _ -`);
          try {
            const enAst = parse(message);
            const arAst = parse(ar[key] ?? '');
            if (otherMissing(enAst) || otherMissing(arAst))
              problems.push(`${key}: a plural or select needs "other"`);
            const a = [...argumentsOf(enAst)].sort();
            const b = [...argumentsOf(arAst)].sort();
            if (a.join() !== b.join()) problems.push(`${key}: English takes {${a}}, Arabic {${b}}`);
            if ((ar[key] ?? '').trim() === '' && message.trim() !== '')
              problems.push(`${key}: Arabic is empty`);
          } catch (error) {
            problems.push(`${key}: ${(error as Error).message}`);
          }
        }
        expect(problems).toEqual([]);
      });

      it('has no message its folder does not read', () => {
        // The folder that holds i18n/ owns the catalogue; a key is read where it is written as a string.
        const owner = path.dirname(folder);
        const code = files
          .filter((f) => f.startsWith(owner + path.sep) && /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f))
          .map((f) => readFileSync(f, 'utf8'))
          .join('\n');
        const unused = Object.keys(en).filter(
          (key) => !code.includes(`'${key}'`) && !code.includes(`"${key}"`) && !code.includes(`\`${key}\``),
        );
        expect(unused).toEqual([]);
      });
    });
  }
});
