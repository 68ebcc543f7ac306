/** A place to search in, with what tells it apart from another of the same name (its kind, its region). */
export type LocationOption = { id: number; name: string; detail: string };

export const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
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
