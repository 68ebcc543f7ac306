/**
 * Formats an ICU message the build parsed with FormatJS's parser (build/messages.ts), as
 * intl-messageformat's `format` does. The browser runs this instead of intl-messageformat: about
 * 3 KB of brotli off every first load. `icu.test.ts` checks it against intl-messageformat on every
 * message of every catalogue, both languages. The build refuses what this does not format: dates and
 * times (pages format them with `useFormat`) and named number styles.
 *
 * A message comes as the build's short form of the parser's tree (`compact` in build/messages.ts):
 * text as a string, `#` as 7, an element as a tuple led by the parser's `TYPE` number.
 */
export type Part =
  | string
  | 7
  | [1, string]
  | [2, string, Intl.NumberFormatOptions?]
  | [5, string, Cases]
  | [6, string, Cases, number?, Intl.PluralRuleType?]
  | [8, string, Part[]];
type Cases = Record<string, string | Part[]>;
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
export function formatParts(elements: Part[], locale: string, values: Values = {}, pound?: number): Parts {
  const out: Parts = [];
  const push = (part: unknown) => {
    const last = out.length - 1;
    if (typeof part === 'string' && typeof out[last] === 'string') out[last] += part;
    else out.push(part);
  };
  const pushCase = (option: string | Part[] | undefined, n?: number) => {
    if (typeof option === 'string') push(option);
    else if (option) for (const part of formatParts(option, locale, values, n)) push(part);
  };
  for (const el of elements) {
    if (typeof el === 'string') {
      push(el);
      continue;
    }
    if (el === 7) {
      // # inside a plural
      if (pound !== undefined) push(numberFormat(locale).format(pound));
      continue;
    }
    switch (el[0]) {
      case 1: {
        // a plain {argument}
        const v = value(values, el[1]);
        push(typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? String(v) : (v ?? ''));
        break;
      }
      case 2:
        // {n, number} or {n, number, ::skeleton}
        push(numberFormat(locale, el[2]).format(value(values, el[1]) as number));
        break;
      case 5:
        // select: no # inside, as intl-messageformat
        pushCase(own(el[2], String(value(values, el[1]))) ?? el[2].other);
        break;
      case 6: {
        const [, name, cases, offset = 0, type = 'cardinal'] = el;
        const n = Number(value(values, name));
        const option = own(cases, `=${n}`) ?? own(cases, pluralRule(locale, type, n - offset)) ?? cases.other;
        pushCase(option, n - offset);
        break;
      }
      case 8: {
        // <tag>children</tag>: the caller's function of the formatted children
        const render = value(values, el[1]);
        if (typeof render !== 'function') throw new Error(`The message's <${el[1]}> needs a function`);
        const chunks: unknown = render(formatParts(el[2], locale, values, pound));
        for (const chunk of Array.isArray(chunks) ? chunks : [chunks]) push(chunk);
        break;
      }
      default:
        throw new Error(
          `Message element ${JSON.stringify(el)} is not formatted in the browser (build/messages.ts refuses it)`,
        );
    }
  }
  return out;
}
