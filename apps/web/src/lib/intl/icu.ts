import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser/no-parser.js';

/**
 * Formats an ICU message the build parsed with FormatJS's parser (build/messages.ts), as
 * intl-messageformat's `format` does. The browser runs this instead of intl-messageformat: about
 * 3 KB of brotli off every first load. `icu.test.ts` checks it against intl-messageformat on every
 * message of every catalogue, both languages. The build refuses what this does not format: dates and
 * times (pages format them with `useFormat`) and named number styles.
 *
 * Element types are the parser's `TYPE` enum, whose values are part of its tree's format.
 */
export type Parts = unknown[];
type Values = Record<string, unknown>;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${locale}|${JSON.stringify(options ?? {})}`;
  const format = numberFormats.get(id) ?? new Intl.NumberFormat(locale, options);
  numberFormats.set(id, format);
  return format;
}

function pluralRule(locale: string, type: Intl.PluralRuleType | undefined, n: number): string {
  const id = `${locale}|${type}`;
  const rules = pluralRules.get(id) ?? new Intl.PluralRules(locale, { type });
  pluralRules.set(id, rules);
  return rules.select(n);
}

const own = <T>(options: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(options, key) ? options[key] : undefined;

function value(values: Values, name: string): unknown {
  if (!Object.hasOwn(values, name)) throw new Error(`The message needs a value for "${name}"`);
  return values[name];
}

/** The message's parts: text runs joined, and whatever a tag's function returned (React nodes). */
export function formatParts(
  elements: MessageFormatElement[],
  locale: string,
  values: Values = {},
  pound?: number,
): Parts {
  const out: Parts = [];
  const push = (part: unknown) => {
    const last = out.length - 1;
    if (typeof part === 'string' && typeof out[last] === 'string') out[last] += part;
    else out.push(part);
  };
  for (const el of elements) {
    switch (el.type) {
      case 0: // literal
        push(el.value);
        break;
      case 7: // # inside a plural
        if (pound !== undefined) push(numberFormat(locale).format(pound));
        break;
      case 1: {
        // a plain {argument}
        const v = value(values, el.value);
        push(typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : (v ?? ''));
        break;
      }
      case 2: {
        // {n, number} or {n, number, ::skeleton}
        const options = typeof el.style === 'object' && el.style ? el.style.parsedOptions : undefined;
        push(numberFormat(locale, options).format(value(values, el.value) as number));
        break;
      }
      case 5: {
        // select: no # inside, as intl-messageformat
        const option = own(el.options, String(value(values, el.value))) ?? el.options.other;
        if (option) for (const part of formatParts(option.value, locale, values)) push(part);
        break;
      }
      case 6: {
        const n = Number(value(values, el.value));
        const option =
          own(el.options, `=${n}`) ??
          own(el.options, pluralRule(locale, el.pluralType, n - el.offset)) ??
          el.options.other;
        if (option) for (const part of formatParts(option.value, locale, values, n - el.offset)) push(part);
        break;
      }
      case 8: {
        // <tag>children</tag>: the caller's function of the formatted children
        const render = value(values, el.value);
        if (typeof render !== 'function') throw new Error(`The message's <${el.value}> needs a function`);
        const chunks: unknown = render(formatParts(el.children, locale, values, pound));
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) push(chunk);
        break;
      }
      default:
        throw new Error(
          `Message element ${el.type} is not formatted in the browser (build/messages.ts refuses it)`,
        );
    }
  }
  return out;
}
