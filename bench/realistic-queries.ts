/**
 * The long tail of real search traffic: distinct search URLs built from the API's parameters, asked
 * with a Zipf-like popularity (a few often, most once). Seeded, so every run asks the same URLs in
 * the same order.
 */

/** Words a logistics job seeker types; most are in the generated jobs, a few are not (zero results). */
const WORDS = [
  'warehouse',
  'manager',
  'supervisor',
  'logistics',
  'coordinator',
  'supply',
  'chain',
  'freight',
  'ocean',
  'air',
  'forwarding',
  'sales',
  'customs',
  'clearance',
  'broker',
  'import',
  'export',
  'documentation',
  'fleet',
  'transport',
  'dispatcher',
  'procurement',
  'sourcing',
  'inventory',
  'controller',
  'cold',
  'operations',
  'port',
  'hse',
  'forklift',
  'reach',
  'truck',
  'driver',
  'delivery',
  'picker',
  'packer',
  'analyst',
  'shipping',
  'reefer',
  'automotive',
  'pharma',
  'fmcg',
  'planner',
  'demand',
  'storekeeper',
  'senior',
  'junior',
  'lead',
  'assistant',
  'sap',
  'excel',
  'wms',
  'heavy',
  'night',
  'ecommerce',
  'fulfilment',
  'dangerous',
  'goods',
  'drone',
  'blockchain',
];

/**
 * What an Arabic-speaking job seeker types (issue 31): the generated jobs' Arabic words as typed,
 * with the article and conjunction prefixes, plurals, hamza and taa marbuta variants, a diacritic
 * and a tatweel; the last two no job has.
 */
const WORDS_AR = [
  'مستودع',
  'المستودعات',
  'والمستودعات',
  'مدير',
  'المدير',
  'مشرف',
  'منسق',
  'لوجستي',
  'اللوجستية',
  'سائق',
  'سائقين',
  'شاحنة',
  'شاحنه',
  'الشحن',
  'بحري',
  'جوي',
  'تخليص',
  'جمركي',
  'مشتريات',
  'المشتريات',
  'مخزون',
  'مخزن',
  'امين',
  'أمين',
  'رافعة',
  'شوكية',
  'التوريد',
  'سلسلة',
  'عمليات',
  'الميناء',
  'أسطول',
  'اسطول',
  'التبريد',
  'مُدير',
  'مـديـر',
  'محلل',
  'طائرة',
  'بلوكتشين',
];

/** Deterministic 32-bit PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Vocabulary = {
  /** State and city ids (Dubai, Abu Dhabi, ...). */
  locations: number[];
  designations: number[];
  functionalAreas: number[];
};

const SALARY_RANGES = [
  [3000, 8000],
  [5000, 12000],
  [8000, 20000],
  [15000, 30000],
  [20000, null],
  [null, 6000],
] as const;

/** `count` distinct query strings, in popularity order (the first is the most asked). */
export function realisticQueries(v: Vocabulary, count: number, seed = 16): string[] {
  const rnd = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)] as T;
  // The language of a keyword has its own sequence, so the other parameters are drawn as before:
  // 15 % of keywords Arabic, 7 % of the two-word ones an English and an Arabic word (issue 31).
  const lang = prng(seed + 31);
  const pickAr = () => WORDS_AR[Math.floor(lang() * WORDS_AR.length)] as string;
  const out = new Set<string>();
  while (out.size < count) {
    const p = new URLSearchParams();
    const k = rnd();
    if (k < 0.75) {
      const english = k < 0.45 ? [pick(WORDS)] : [pick(WORDS), pick(WORDS)];
      const l = lang();
      const words =
        l < 0.15 ? english.map(pickAr) : l < 0.22 && english.length === 2 ? [english[0], pickAr()] : english;
      p.set('keyword', words.join(' '));
    }
    if (rnd() < 0.4)
      p.set(
        'location',
        rnd() < 0.8 ? String(pick(v.locations)) : `${pick(v.locations)},${pick(v.locations)}`,
      );
    if (rnd() < 0.15) p.set('designation', String(pick(v.designations)));
    if (rnd() < 0.15) p.set('functional_area', String(pick(v.functionalAreas)));
    if (rnd() < 0.15) p.set('experience', String(Math.floor(rnd() * 16)));
    if (rnd() < 0.15) {
      const [min, max] = pick(SALARY_RANGES);
      if (min != null) p.set('salary_min', String(min));
      if (max != null) p.set('salary_max', String(max));
    }
    if (rnd() < 0.2) p.set('sort', 'date');
    const r = rnd();
    const page = r < 0.6 ? 1 : r < 0.8 ? 2 : r < 0.9 ? 3 : r < 0.95 ? 4 : 5;
    if (page > 1) p.set('page', String(page));
    out.add(p.toString());
  }
  return [...out];
}

/**
 * `length` draws of ranks 0..n-1 with P(rank k) proportional to 1 / (k + 1)^s: the order in which
 * the clients ask the URLs.
 */
export function zipfOrder(n: number, length: number, s = 1.1, seed = 1116): Int32Array {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) {
    sum += 1 / (k + 1) ** s;
    cdf[k] = sum;
  }
  const rnd = prng(seed);
  const order = new Int32Array(length);
  for (let i = 0; i < length; i++) {
    const x = rnd() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] as number) < x) lo = mid + 1;
      else hi = mid;
    }
    order[i] = lo;
  }
  return order;
}
