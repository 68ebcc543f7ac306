/** A place to search in, with what tells it apart from another of the same name (its kind, its region). */
export type LocationOption = { id: number; name: string; detail: string };

/**
 * A name as searched: lower case, accents off, and Arabic folded as people type it (أ إ آ -> ا,
 * ة -> ه, ى -> ي, no short vowels or tatweel), so "ابوظبي" finds "أبوظبي".
 */
export const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/\u0649/g, '\u064A')
    .replace(/\u0629/g, '\u0647')
    .replace(/[^a-z0-9\u0621-\u064A]+/g, ' ')
    .trim();

/** Suggestions for what was typed: names that start with it first, then names that contain it. */
export function suggest(options: LocationOption[], typed: string, limit = 8): LocationOption[] {
  const needle = normalise(typed);
  if (!needle) return options.slice(0, limit);
  const starts = options.filter((o) => normalise(o.name).startsWith(needle));
  const contains = options.filter((o) => !starts.includes(o) && normalise(o.name).includes(needle));
  return [...starts, ...contains].slice(0, limit);
}

/** The option a whole typed name means (an emirate before a city of the same name), or null. */
export function exactMatch(options: LocationOption[], typed: string): LocationOption | null {
  const wanted = normalise(typed);
  if (!wanted) return null;
  return options.find((o) => normalise(o.name) === wanted) ?? null;
}
