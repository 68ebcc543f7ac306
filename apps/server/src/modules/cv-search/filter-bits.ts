import type { CvFacet } from '@portal/contract/cv-search';
import { LRUCache } from 'lru-cache';
import { facetKey } from './facet-key';
import type { ListedCandidates, PoolValues } from './listed-candidates';

/**
 * A facet filter's value as a bitset by slot: who passes `current_location = id`, `skills = id`, ...
 * by the SQL's rules (criteria-sql.ts). The pass (memory-search.ts) ORs a filter's chosen values and
 * then visits only the rows failing at most one filter, knowing which one from the bits, instead of
 * reading every row's values to find out. Read from the columns on first use (one scan), kept per
 * index (LRU within a byte budget), and kept true as rows are read again (changes.ts calls
 * `rowsWritten`); an index read afresh starts with none.
 */
type ValueBits = { facet: CvFacet; id: number; day: number | null; bits: Uint32Array };

type FilterBits = LRUCache<string, ValueBits>;
const caches = new WeakMap<ListedCandidates, FilterBits>();

/** 32 MB: about 1,300 values at 200,000 candidates (25 KB each). */
const FILTER_BYTES = 32 * 1024 * 1024;

function cacheOf(ix: ListedCandidates): FilterBits {
  let c = caches.get(ix);
  if (!c) {
    c = new LRUCache({ maxSize: FILTER_BYTES, sizeCalculation: (v) => v.bits.byteLength || 1 });
    caches.set(ix, c);
  }
  return c;
}

/** The filters whose values are the row's tagged keys (`facet_keys`). */
const BY_KEYS = new Set<CvFacet>([
  'desired_location',
  'designation',
  'functional_area',
  'industry',
  'education_level',
  'skills',
]);

const wordsOf = (ix: ListedCandidates) => Math.ceil(Math.max(ix.cap, ix.slots.n) / 32);

function hasIn(values: PoolValues, start: number, len: number, want: number): boolean {
  for (let i = start, e = start + len; i < e; i++) if (values[i] === want) return true;
  return false;
}

/** Does the row in `slot` pass the facet's filter for `id`? (`day`: certificates valid on that day.) */
function passes(ix: ListedCandidates, v: Omit<ValueBits, 'bits'>, slot: number): boolean {
  const { facet, id } = v;
  switch (facet) {
    case 'current_location':
      return ix.city[slot] === id || ix.state[slot] === id || ix.country[slot] === id;
    case 'nationality':
      return ix.nationality[slot] === id;
    case 'visa_status':
      return ix.visa[slot] === id;
    case 'notice_period':
      return ix.notice[slot] === id;
    case 'certification': {
      const c = ix.certificates;
      for (let i = c.start[slot] as number, e = i + (c.len[slot] as number); i < e; i++)
        if (c.values[i] === id && (v.day === null || (ix.expiry[i] as number) >= v.day)) return true;
      return false;
    }
    default: {
      if (!BY_KEYS.has(facet)) return false;
      const k = ix.keys;
      const value = ix.facetValues.numberOf.get(facetKey(facet, id)) ?? -1;
      if (hasIn(k.values, k.start[slot] as number, k.len[slot] as number, value)) return true;
      const cur = ix.currentDesignations;
      return (
        facet === 'designation' && hasIn(cur.values, cur.start[slot] as number, cur.len[slot] as number, id)
      );
    }
  }
}

function read(ix: ListedCandidates, v: Omit<ValueBits, 'bits'>): ValueBits {
  const bits = new Uint32Array(wordsOf(ix));
  const n = Math.min(ix.slots.n, ix.cap);
  for (let slot = 0; slot < n; slot++)
    if (passes(ix, v, slot)) bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
  return { ...v, bits };
}

/** The rows passing `facet = id` (`day`: only certificates valid on that day count). */
export function valueBits(ix: ListedCandidates, facet: CvFacet, id: number, day: number | null): Uint32Array {
  const key = `${facet}:${id}:${day ?? ''}`;
  const cache = cacheOf(ix);
  let v = cache.get(key);
  if (!v) {
    v = read(ix, { facet, id, day });
    cache.set(key, v);
  }
  return v.bits;
}

/** The rows passing the facet's filter: any of `ids`. */
export function anyOf(
  ix: ListedCandidates,
  facet: CvFacet,
  ids: number[],
  day: number | null,
  words: number,
): Uint32Array {
  const out = new Uint32Array(words);
  for (const id of new Set(ids)) {
    const b = valueBits(ix, facet, id, day);
    for (let w = 0, n = Math.min(words, b.length); w < n; w++) out[w] = (out[w] as number) | (b[w] as number);
  }
  return out;
}

/** The rows having every one of `ids` (the skills filter). */
export function allOf(ix: ListedCandidates, facet: CvFacet, ids: number[], words: number): Uint32Array {
  const out = new Uint32Array(words).fill(0xffffffff);
  for (const id of new Set(ids)) {
    const b = valueBits(ix, facet, id, null);
    for (let w = 0; w < words; w++) out[w] = (out[w] as number) & ((b[w] as number) | 0);
  }
  return out;
}

/** These slots' rows were written: every cached value's bit for them set again (bitsets grown as needed). */
export function rowsWritten(ix: ListedCandidates, slots: number[]): void {
  const cache = caches.get(ix);
  if (!cache?.size) return;
  for (const v of cache.values()) {
    const words = wordsOf(ix);
    if (v.bits.length < words) {
      const grown = new Uint32Array(words);
      grown.set(v.bits);
      v.bits = grown;
    }
    for (const slot of slots) {
      const w = slot >>> 5;
      const bit = 1 << (slot & 31);
      v.bits[w] = passes(ix, v, slot) ? (v.bits[w] as number) | bit : (v.bits[w] as number) & ~bit;
    }
  }
}
