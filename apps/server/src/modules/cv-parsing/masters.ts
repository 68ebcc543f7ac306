/*
 * The master lists a CV's words are mapped to, and the matching: names compared folded (case,
 * accents, punctuation), plus the spellings CVs use that the lists do not (UAE, KSA, JAFZA).
 */

export type MasterEntry = { id: number; name: string; parentId: number | null };
export type MasterLists = {
  countries: MasterEntry[];
  states: MasterEntry[];
  cities: MasterEntry[];
  designations: MasterEntry[];
  skills: MasterEntry[];
  education_levels: MasterEntry[];
  certifications: MasterEntry[];
};
export type ParsingMasters = MasterLists & {
  byName: Map<string, Map<string, MasterEntry>>;
};

export const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9+#]+/g, ' ')
    .trim();

/** Spellings CVs use for places, read as the master name. */
const PLACE_ALIASES: Record<string, string> = {
  uae: 'united arab emirates',
  'u a e': 'united arab emirates',
  emirates: 'united arab emirates',
  ksa: 'saudi arabia',
  'kingdom of saudi arabia': 'saudi arabia',
  uk: 'united kingdom',
  usa: 'united states',
  jafza: 'jebel ali',
  'jebel ali free zone': 'jebel ali',
  'jebel ali freezone': 'jebel ali',
  kizad: 'khalifa port kizad',
  'abu dhabi city': 'abu dhabi',
  'dubai city': 'dubai',
};
/** Skill spellings CVs use, read as the master name. */
const SKILL_ALIASES: Record<string, string> = {
  excel: 'ms excel',
  'microsoft excel': 'ms excel',
  'advanced excel': 'ms excel',
  'sap ewm extended warehouse management': 'sap ewm',
  'dangerous goods': 'dangerous goods iata dgr',
  'iata dgr': 'dangerous goods iata dgr',
  'fifo fefo': 'fifo fefo',
  fifo: 'fifo fefo',
  fefo: 'fifo fefo',
  rfid: 'barcode rfid',
  'barcode scanning': 'barcode rfid',
  'rf scanner': 'rf scanning',
  'forklift driving': 'forklift operation',
  forklift: 'forklift operation',
  'reach truck': 'reach truck operation',
  'team management': 'team leadership',
  'people management': 'team leadership',
  leadership: 'team leadership',
  'dubai trade': 'customs declarations dubai trade',
  'jafza procedures': 'free zone procedures jafza',
  'free zone procedures': 'free zone procedures jafza',
  'hs codes': 'hs code classification',
  's and op': 's and op',
  'sales and operations planning': 's and op',
  'power bi dashboards': 'power bi',
  cargowise: 'cargowise',
  'cargowise one': 'cargowise',
  'dynamics 365': 'microsoft dynamics 365',
};

/** The master lists a CV is matched against (read by repository.ts). */
export const LISTS = [
  'countries',
  'states',
  'cities',
  'designations',
  'skills',
  'education_levels',
  'certifications',
] as const;

export function indexMasters(lists: MasterLists): ParsingMasters {
  const byName = new Map<string, Map<string, MasterEntry>>();
  for (const list of LISTS) {
    const m = new Map<string, MasterEntry>();
    for (const e of lists[list]) {
      m.set(fold(e.name), e);
      // "Khalifa Port / KIZAD": each half names it too.
      if (e.name.includes('/') && list !== 'skills')
        for (const part of e.name.split('/')) if (!m.has(fold(part))) m.set(fold(part), e);
    }
    byName.set(list, m);
  }
  return { ...lists, byName };
}

type ListName = (typeof LISTS)[number];

/** The master entry a text names exactly (folded, aliases read). */
export function exact(masters: ParsingMasters, list: ListName, text: string): MasterEntry | null {
  const m = masters.byName.get(list);
  if (!m) return null;
  const f = fold(text);
  const aliases = list === 'skills' ? SKILL_ALIASES : PLACE_ALIASES;
  return m.get(f) ?? m.get(aliases[f] ?? '') ?? null;
}

const contains = (hay: string, needle: string) => ` ${hay} `.includes(` ${needle} `);

/** The longest master name found inside a text, as whole words. */
export function within(masters: ParsingMasters, list: ListName, text: string): MasterEntry | null {
  const m = masters.byName.get(list);
  if (!m) return null;
  const f = fold(text);
  let best: { e: MasterEntry; len: number } | null = null;
  for (const [name, e] of m) {
    if (name.length > 2 && name.length > (best?.len ?? 0) && contains(f, name))
      best = { e, len: name.length };
  }
  const aliases = list === 'skills' ? SKILL_ALIASES : PLACE_ALIASES;
  for (const [alias, target] of Object.entries(aliases)) {
    const e = m.get(target);
    if (e && alias.length > (best?.len ?? 0) && contains(f, alias)) best = { e, len: alias.length };
  }
  return best?.e ?? null;
}

export type Place = { country: MasterEntry | null; state: MasterEntry | null; city: MasterEntry | null };

/** A place written as "City, Country", "Jebel Ali Free Zone, Dubai", "Dubai - UAE", "Riyadh, KSA". */
export function place(masters: ParsingMasters, text: string): Place | null {
  const parts = text
    .split(/[,|/–—-]+|\s{2,}/)
    .map((p) => p.trim())
    .filter(Boolean);
  let country: MasterEntry | null = null;
  let state: MasterEntry | null = null;
  let city: MasterEntry | null = null;
  for (const part of parts) {
    country ??= exact(masters, 'countries', part);
    city ??= exact(masters, 'cities', part);
    state ??= exact(masters, 'states', part);
  }
  if (!country && !city && !state) {
    city = within(masters, 'cities', text);
    country = within(masters, 'countries', text);
  }
  if (!country && !city && !state) return null;
  const parentOf = (e: MasterEntry | null, list: 'states' | 'countries') =>
    e?.parentId ? (masters[list].find((x) => x.id === e.parentId) ?? null) : null;
  state ??= parentOf(city, 'states');
  country ??= parentOf(state, 'countries');
  return { country, state, city };
}

/** ISO 3166 codes of the countries whose phone numbers CVs here carry, for the default region. */
const REGIONS: Record<string, string> = {
  'united arab emirates': 'AE',
  'saudi arabia': 'SA',
  qatar: 'QA',
  kuwait: 'KW',
  bahrain: 'BH',
  oman: 'OM',
  india: 'IN',
  pakistan: 'PK',
  philippines: 'PH',
  egypt: 'EG',
  jordan: 'JO',
  lebanon: 'LB',
  'sri lanka': 'LK',
  nepal: 'NP',
  bangladesh: 'BD',
  'united kingdom': 'GB',
  kenya: 'KE',
  nigeria: 'NG',
};
export const regionOf = (country: MasterEntry | null): string | null =>
  country ? (REGIONS[fold(country.name)] ?? null) : null;
