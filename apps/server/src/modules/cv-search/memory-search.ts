import type { QueryNode } from '@portal/contract/cv-query';
import { CV_FACETS, type CvFacet, type CvSearchQuery } from '@portal/contract/cv-search';
import { ID_BITS, ID_MASK } from './facet-key';
import { allOf, anyOf, valueBits } from './filter-bits';
import type { LeafBits } from './keyword-leaves';
import { FACET_STOPS, type ListedCandidates } from './listed-candidates';
import { leafKey, leavesOf } from './repositories/tsquery';

/**
 * One pass over the listed candidates matching the keywords (a bitset; all listed without keywords):
 * the filters, the facet counts, the total and the page, with the SQL's rules (criteria-sql.ts):
 * facets are disjunctive (a row failing exactly one facet's filter counts in that facet only), except
 * skills, counted within the result; certificates count the valid ones when only those are asked.
 */
export type MemoryAnswer = {
  ids: number[];
  total: number;
  /** (facet, id, count) of every counted value. */
  counts: { facet: (typeof CV_FACETS)[number]; id: number; n: number }[];
};

const F = Object.fromEntries(CV_FACETS.map((f, i) => [f, i])) as Record<(typeof CV_FACETS)[number], number>;
const CERT = F.certification;
const DAY_MS = 86_400_000;

export function searchInMemory(
  ix: ListedCandidates,
  q: CvSearchQuery,
  /** The searching organisation: it also finds the rows kept for it alone (ix.onlyOrg). */
  clientId: number,
  tree: QueryNode | null,
  keyword: Uint32Array | null,
  leaves: Map<string, LeafBits>,
  now = Date.now(),
): MemoryAnswer {
  const stride = ix.maxId + 1;
  const words = Math.ceil(Math.min(ix.slots.n, ix.cap) / 32);
  const validOnly = !!q.certification_valid;
  const today = Math.floor(now / DAY_MS);
  // The facet filters as bitsets: pass[i] holds the rows passing filter i (facet[i]); skills are
  // all required, so they narrow the rows themselves.
  const facet: number[] = [];
  const pass: Uint32Array[] = [];
  for (const f of CV_FACETS) {
    const ids = q[f];
    if (f === 'skills' || !ids?.length) continue;
    facet.push(F[f]);
    pass.push(anyOf(ix, f, ids, f === 'certification' && validOnly ? today : null, words));
  }
  const nf = facet.length;
  // The filters without a facet (ranges, has CV, activity), checked row by row.
  const restFilters =
    q.experience_min != null ||
    q.experience_max != null ||
    q.salary_min != null ||
    q.salary_max != null ||
    q.has_cv != null ||
    q.active_within != null ||
    q.updated_within != null;
  // A filter of few values counts the rows failing it alone by its values' bitsets (a word at a
  // time) rather than visiting each row: those rows are often most of the keyword's matches. Not
  // with the filters above, which a row failing it must also pass and bits cannot tell.
  const byBits = restFilters ? [] : countedByBits(ix, facet, pass);
  const skills = q.skills?.length ? allOf(ix, 'skills', q.skills, words) : null;
  const activeSince = q.active_within != null ? (now - q.active_within * DAY_MS) * 1000 : null;
  const updatedSince = q.updated_within != null ? (now - q.updated_within * DAY_MS) * 1000 : null;
  const {
    experience_min: expMin,
    experience_max: expMax,
    salary_min: salMin,
    salary_max: salMax,
    has_cv: hasCv,
  } = q;

  // By facet value (ix.facetValues), and certificates by id when only the valid ones count. The
  // rows' values are counted in WebAssembly (counting-memory.ts): the loop below gathers each counted
  // row's values as a range, and `keys.memory.count` counts them all after it.
  const keyMemory = ix.keys.memory;
  const { ranges, counts } = keyMemory.begin(words * 32, ix.facetValues.key.length);
  let r = 0;
  const certCounts = new Int32Array(validOnly ? stride : 0);
  const facetAt = ix.facetAt;
  const positive = tree
    ? [...leavesOf(tree).values()]
        .filter((l) => l.positive)
        .flatMap(({ leaf }) => {
          const b = leaves.get(leafKey(leaf));
          return b && !b.empty ? [b] : [];
        })
    : [];
  const byRelevance = q.sort === 'relevance' && tree != null;
  const inA = positive.map((l) => l.inA);
  const inHead = positive.map((l) => l.inHead);
  // The current word of each leaf's bits, read once a word (`loadScoreWord`), and the rows of the
  // word any leaf scores: most matches score 0 and skip the loop.
  const aWord = new Int32Array(inA.length);
  const headWord = new Int32Array(inA.length);
  let scored = 0;
  const loadScoreWord = (w: number) => {
    scored = 0;
    for (let j = 0; j < inA.length; j++) {
      aWord[j] = (inA[j] as Uint32Array)[w] as number;
      headWord[j] = (inHead[j] as Uint32Array)[w] as number;
      scored |= (aWord[j] as number) | (headWord[j] as number);
    }
  };
  const scoreOf = (bit: number) => {
    if (!(scored & bit)) return 0;
    let s = 0;
    for (let j = 0; j < aWord.length; j++) {
      if ((aWord[j] as number) & bit) s += 2;
      else if ((headWord[j] as number) & bit) s += 1;
    }
    return s;
  };
  const page = new TopN(q.page * q.page_size, ix, q.sort === 'experience', byRelevance);
  let total = 0;

  const keys = ix.keys;
  const kStart = keys.start;
  const kLen = keys.len;
  const certs = ix.certificates;
  const { experience, salary, lastActive, updated, expiry } = ix;
  const { listed, restricted, onlyOrg } = ix;
  for (let w = 0; w < words; w++) {
    let base = (listed[w] as number) & (keyword ? (keyword[w] as number) | 0 : -1);
    if (skills) base &= skills[w] as number;
    // Rows kept for one organisation (rare: a word without any skips this) count for it alone.
    let own = base & (restricted[w] as number);
    while (own !== 0) {
      const bit = own & -own;
      own ^= bit;
      if (onlyOrg[(w << 5) | (31 - Math.clz32(bit))] !== clientId) base &= ~bit;
    }
    if (base === 0) continue;
    // Rows failing one filter (`one`) count in that facet only; failing two or more, nowhere.
    let one = 0;
    let two = 0;
    for (let i = 0; i < nf; i++) {
      const fails = ~((pass[i] as Uint32Array)[w] as number);
      two |= one & fails;
      one |= fails;
    }
    let m = base & ~two;
    for (const b of byBits) {
      const alone = m & one & ~((b.pass[w] as number) | 0);
      // Few rows: visiting them costs less than a word of every value.
      if (alone === 0 || popcount(alone) * ROWS_PER_VALUE < b.values.length) continue;
      m &= ~alone;
      for (let k = 0; k < b.values.length; k++) {
        const c = alone & ((b.bits[k] as Uint32Array)[w] as number);
        if (c !== 0) counts[b.values[k] as number] = (counts[b.values[k] as number] as number) + popcount(c);
      }
    }
    if (byRelevance && m !== 0) loadScoreWord(w);
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const slot = (w << 5) | (31 - Math.clz32(bit));
      if (restFilters) {
        // The filters without a facet.
        // -1: not given, which no bound matches (as SQL's null).
        const exp = experience[slot] as number;
        if ((expMin != null || expMax != null) && exp < 0) continue;
        if (expMin != null && exp < expMin) continue;
        if (expMax != null && exp > expMax) continue;
        if (salMin != null || salMax != null) {
          const sal = salary[slot] as number;
          if (Number.isNaN(sal) || (salMin != null && sal < salMin) || (salMax != null && sal > salMax))
            continue;
        }
        if (hasCv != null && (ix.hasCv[slot] === 1) !== hasCv) continue;
        if (activeSince != null && (lastActive[slot] as number) < activeSince) continue;
        if (updatedSince != null && (updated[slot] as number) < updatedSince) continue;
      }
      let only = -1;
      if (one & bit)
        for (let i = 0; i < nf; i++)
          if (!(((pass[i] as Uint32Array)[w] as number) & bit)) {
            only = facet[i] as number;
            break;
          }
      const ks = kStart[slot] as number;
      if (only === -1) {
        // The certificates are the row's last values: counted with the rest unless only the valid
        // ones count, read then with their expiry.
        ranges[r++] = ks;
        ranges[r++] =
          ks + (validOnly ? (facetAt[slot * FACET_STOPS + CERT] as number) : (kLen[slot] as number));
      } else if (only !== CERT || !validOnly) {
        const at = slot * FACET_STOPS + only;
        ranges[r++] = ks + (facetAt[at] as number);
        ranges[r++] = ks + (facetAt[at + 1] as number);
      }
      if (validOnly && (only === -1 || only === CERT)) {
        for (let i = certs.start[slot] as number, e = i + (certs.len[slot] as number); i < e; i++)
          if ((expiry[i] as number) >= today) {
            const id = certs.values[i] as number;
            certCounts[id] = (certCounts[id] as number) + 1;
          }
      }
      if (only !== -1) continue;
      total++;
      page.offer(slot, byRelevance ? scoreOf(bit) : 0);
    }
  }
  keyMemory.count(r >> 1);
  const out: MemoryAnswer['counts'] = [];
  const valueKey = ix.facetValues.key;
  for (let v = 0; v < counts.length; v++) {
    const n = counts[v] as number;
    if (!n) continue;
    const key = valueKey[v] as number;
    out.push({ facet: CV_FACETS[(key >>> ID_BITS) - 1] as CvFacet, id: key & ID_MASK, n });
  }
  for (let id = 0; id < certCounts.length; id++) {
    const n = certCounts[id] as number;
    if (n) out.push({ facet: 'certification', id, n });
  }
  const start = (q.page - 1) * q.page_size;
  return {
    ids: page
      .sorted()
      .slice(start, start + q.page_size)
      .map((s) => ix.userId[s] as number),
    total,
    counts: out,
  };
}

/**
 * Facets whose filter bits for a value are the rows holding it as the facet counts it (filter-bits.ts):
 * master ids are one sequence, so a current location's state id (the counted value) is no row's
 * city or country. Not designation: its filter also passes current designations, which it does not count.
 */
const BY_BITS = new Set<number>([
  F.current_location,
  F.desired_location,
  F.functional_area,
  F.industry,
  F.nationality,
  F.notice_period,
  F.visa_status,
  F.education_level,
]);
/** A facet of more values is counted row by row (its bitsets would crowd the filter cache). */
const MAX_VALUES_BY_BITS = 32;
/** A word's rows failing the filter are counted by bits when there are at least values / this. */
const ROWS_PER_VALUE = 4;

/**
 * The filters whose failing rows are counted by bits: each value of the filter's facet with the rows
 * holding it (valueBits), for the facets in BY_BITS with at most MAX_VALUES_BY_BITS values.
 */
function countedByBits(
  ix: ListedCandidates,
  facet: number[],
  pass: Uint32Array[],
): { pass: Uint32Array; values: number[]; bits: Uint32Array[] }[] {
  const out: { pass: Uint32Array; values: number[]; bits: Uint32Array[] }[] = [];
  facet.forEach((f, i) => {
    if (!BY_BITS.has(f)) return;
    const values: number[] = [];
    const { tag, key } = ix.facetValues;
    for (let v = 0; v < tag.length; v++) if (tag[v] === f) values.push(v);
    if (values.length > MAX_VALUES_BY_BITS) return;
    const name = CV_FACETS[f] as CvFacet;
    const bits = values.map((v) => valueBits(ix, name, (key[v] as number) & ID_MASK, null));
    out.push({ pass: pass[i] as Uint32Array, values, bits });
  });
  return out;
}

/** Set bits of a 32-bit word. */
function popcount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/**
 * The best `k` rows by the sort (a bounded heap, worst on top): relevance (score), experience (-1,
 * not given, last), then last active, then user id, all descending, as the SQL orders them.
 */
class TopN {
  private slots: number[] = [];
  private scores: number[] = [];
  constructor(
    private readonly k: number,
    private readonly ix: ListedCandidates,
    private readonly byExperience: boolean,
    private readonly byScore: boolean,
  ) {}

  /** > 0 when a ranks before b. */
  private cmp(a: number, sa: number, b: number, sb: number): number {
    const ix = this.ix;
    if (this.byScore && sa !== sb) return sa - sb;
    if (this.byExperience && ix.experience[a] !== ix.experience[b])
      return (ix.experience[a] as number) - (ix.experience[b] as number);
    const d = (ix.lastActive[a] as number) - (ix.lastActive[b] as number);
    if (d !== 0) return d;
    return (ix.userId[a] as number) - (ix.userId[b] as number);
  }

  offer(slot: number, score: number): void {
    const { slots, scores } = this;
    if (this.k <= 0) return;
    if (slots.length < this.k) {
      slots.push(slot);
      scores.push(score);
      this.up(slots.length - 1);
    } else if (this.cmp(slot, score, slots[0] as number, scores[0] as number) > 0) {
      slots[0] = slot;
      scores[0] = score;
      this.down(0);
    }
  }

  private swap(i: number, j: number) {
    const { slots, scores } = this;
    [slots[i], slots[j]] = [slots[j] as number, slots[i] as number];
    [scores[i], scores[j]] = [scores[j] as number, scores[i] as number];
  }
  private worse(i: number, j: number) {
    return (
      this.cmp(
        this.slots[i] as number,
        this.scores[i] as number,
        this.slots[j] as number,
        this.scores[j] as number,
      ) < 0
    );
  }
  private up(i: number) {
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (!this.worse(i, p)) return;
      this.swap(i, p);
      i = p;
    }
  }
  private down(i: number) {
    const n = this.slots.length;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let w = i;
      if (l < n && this.worse(l, w)) w = l;
      if (r < n && this.worse(r, w)) w = r;
      if (w === i) return;
      this.swap(i, w);
      i = w;
    }
  }

  /** Best first. */
  sorted(): number[] {
    const idx = this.slots.map((_, i) => i);
    idx.sort(
      (i, j) =>
        -this.cmp(
          this.slots[i] as number,
          this.scores[i] as number,
          this.slots[j] as number,
          this.scores[j] as number,
        ),
    );
    return idx.map((i) => this.slots[i] as number);
  }
}
