/// <reference types="node" />
/*
 * The browser's formatter against intl-messageformat, on every message of every catalogue the
 * browser loads (the web's folders and the contract's), in both languages, with numbers that reach
 * each Arabic plural form.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../../build/messages';
import { formatParts, type Part } from './icu';

const ROOT = path.join(import.meta.dirname, '../../../../..');
const files = ['apps/web/src', 'packages/contract/src'].flatMap((dir) =>
  readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /(^|[\\/])i18n[\\/](en|ar)\.json$/.test(f))
    .map((f) => path.join(ROOT, dir, f)),
);

/** The names a message reads, and which of them it counts (plural, number). */
function argumentsOf(elements: MessageFormatElement[], out = new Map<string, 'text' | 'number' | 'tag'>()) {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    const kind =
      el.type === TYPE.plural || el.type === TYPE.number ? 'number' : el.type === TYPE.tag ? 'tag' : 'text';
    if (out.get(el.value) !== 'number') out.set(el.value, kind);
    if (el.type === TYPE.tag) argumentsOf(el.children, out);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, out);
  }
  return out;
}

/** Value sets: each Arabic plural form (0, 1, 2, 3-10, 11-99, 100+), select keys, and a fraction. */
function valueSets(elements: MessageFormatElement[]): Record<string, unknown>[] {
  const selects = new Map<string, string[]>();
  (function walk(els: MessageFormatElement[]) {
    for (const el of els) {
      if (el.type === TYPE.select) {
        selects.set(el.value, [...Object.keys(el.options), 'unlisted']);
        for (const o of Object.values(el.options)) walk(o.value);
      }
      if (el.type === TYPE.plural) for (const o of Object.values(el.options)) walk(o.value);
      if (el.type === TYPE.tag) walk(el.children);
    }
  })(elements);
  return [0, 1, 2, 5, 11, 100, 1234.5].map((n, i) => {
    const values: Record<string, unknown> = {};
    for (const [name, kind] of argumentsOf(elements)) {
      const keys = selects.get(name);
      values[name] =
        kind === 'number'
          ? n
          : kind === 'tag'
            ? (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`
            : keys
              ? keys[i % keys.length]
              : `v${i}`;
    }
    return values;
  });
}

describe('the browser formats messages as intl-messageformat does', () => {
  for (const file of files) {
    const language = file.endsWith('ar.json') ? 'ar' : 'en';
    it(path.relative(ROOT, file), () => {
      const source = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const compiled = compileCatalogue(source, file);
      const differ: string[] = [];
      for (const [key, message] of Object.entries(compiled)) {
        if (typeof message === 'string') continue;
        const ast = parse(source[key] as string, { ignoreTag: false, shouldParseSkeletons: true });
        for (const locale of language === 'ar' ? ['ar-u-nu-latn', 'ar-u-nu-arab'] : ['en-GB']) {
          for (const values of valueSets(ast)) {
            const formatted = new IntlMessageFormat(source[key] as string, locale).format(values as never);
            const expected = Array.isArray(formatted) ? formatted.join('') : String(formatted);
            const actual = formatParts(message as Part[], locale, values).join('');
            if (actual !== expected) differ.push(`${key} (${locale}): ${actual} != ${expected}`);
          }
        }
      }
      expect(differ).toEqual([]);
    });
  }
});
