import { useMemo } from 'react';
import { useIntlTag } from './locale-context';

type Cached = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.DisplayNames;
const cache = new Map<string, Cached>();
function cached<T extends Cached>(key: string, make: () => T): T {
  let f = cache.get(key);
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f as T;
}

/** Numbers, money and dates written in a language (Intl, with the page's digits). */
export function formatter(tag: string) {
  return {
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      cached(`n${tag}${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options)).format(value),
    /** "AED 8,500" / "8,500 د.إ.‏": whole units unless told. */
    money: (value: number, currency: string, options?: Intl.NumberFormatOptions) =>
      cached(
        `m${tag}${currency}${JSON.stringify(options)}`,
        () =>
          new Intl.NumberFormat(tag, { style: 'currency', currency, maximumFractionDigits: 0, ...options }),
      ).format(value),
    /** "3 Mar 2025" by default. */
    date: (value: Date | string | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      cached(`d${tag}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options)).format(
        new Date(value),
      ),
    /** "3 Mar 2025, 14:05". */
    dateTime: (value: Date | string | number) =>
      cached(
        `t${tag}`,
        () =>
          new Intl.DateTimeFormat(tag, {
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: '2-digit',
            minute: '2-digit',
          }),
      ).format(new Date(value)),
    /** A currency's name: "UAE Dirham" / "درهم إماراتي"; the code itself when unknown. */
    currencyName: (code: string) => {
      try {
        return cached(`c${tag}`, () => new Intl.DisplayNames(tag, { type: 'currency' })).of(code) ?? code;
      } catch {
        return code;
      }
    },
    /** "2 days ago" / "in 3 hours". */
    relative: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      cached(`r${tag}`, () => new Intl.RelativeTimeFormat(tag, { numeric: 'auto' })).format(value, unit),
  };
}

export type Formatter = ReturnType<typeof formatter>;

/** The page language's formatter. */
export function useFormat(): Formatter {
  const tag = useIntlTag();
  return useMemo(() => formatter(tag), [tag]);
}
