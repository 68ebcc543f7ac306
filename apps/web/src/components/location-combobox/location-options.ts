import type { MasterItem } from '@portal/contract/master-data';

/** A place to search in: an emirate (or GCC state/region) or a city, with what tells it apart. */
export type LocationOption = { id: number; name: string; detail: string };

export const normalise = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Emirates first, then cities, each city saying which emirate it is in: "Dubai" the emirate and
 * "Dubai, city in Dubai" never read the same.
 */
export function locationOptions(states: MasterItem[] = [], cities: MasterItem[] = []): LocationOption[] {
  const stateNames = new Map(states.map((s) => [s.id, s.name]));
  return [
    ...states.map((s) => ({ id: s.id, name: s.name, detail: 'Emirate or region' })),
    ...cities.map((c) => ({
      id: c.id,
      name: c.name,
      detail: c.parent_id && stateNames.has(c.parent_id) ? `City in ${stateNames.get(c.parent_id)}` : 'City',
    })),
  ];
}

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
