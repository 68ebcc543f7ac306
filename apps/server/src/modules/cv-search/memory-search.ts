import type { QueryNode } from '@portal/contract/cv-query';
import { CV_FACETS, type CvSearchQuery } from '@portal/contract/cv-search';
import type { LeafBits } from './keyword-leaves';
import { ID_BITS, ID_MASK, type ListedCandidates } from './listed-candidates';
import { leafKey, leavesOf } from './tsquery';

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
  tree: QueryNode | null,
  keyword: Uint32Array | null,
  leaves: Map<string, LeafBits>,
  now = Date.now(),
): MemoryAnswer {
  const stride = ix.maxId + 1;
  // want[id]: bit f when facet f's filter names the id (filters on the tag's own values).
  const want = new Uint16Array(stride);
  let active = 0;
  const mark = (f: number, ids: number[] | undefined) => {
    if (!ids?.length) return;
    active |= 1 << f;
    for (const id of ids) if (id < stride) want[id] = (want[id] as number) | (1 << f);
  };
  for (const f of CV_FACETS) if (f !== 'skills') mark(F[f], q[f]);
  // Skills: every one of them; up to 30 as bits of a mask, more counted through a set.
  const skills = [...new Set(q.skills ?? [])];
  const allSkills = skills.length;
  const validOnly = !!q.certification_valid;
  const today = Math.floor(now / DAY_MS);
  const activeSince = q.active_within != null ? (now - q.active_within * DAY_MS) * 1000 : null;
  const updatedSince = q.updated_within != null ? (now - q.updated_within * DAY_MS) * 1000 : null;
  const {
    experience_min: expMin,
    experience_max: expMax,
    salary_min: salMin,
    salary_max: salMax,
    has_cv: hasCv,
  } = q;

  const counts = new Int32Array(CV_FACETS.length * stride);
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
  const scoreOf = (slot: number) => {
    const w = slot >>> 5;
    const b = 1 << (slot & 31);
    let s = 0;
    for (let j = 0; j < inA.length; j++) {
      if (((inA[j] as Uint32Array)[w] as number) & b) s += 2;
      else if (((inHead[j] as Uint32Array)[w] as number) & b) s += 1;
    }
    return s;
  };
  const page = new TopN(q.page * q.page_size, ix, q.sort === 'experience', byRelevance);
  let total = 0;

  const keys = ix.keys;
  const kStart = keys.start;
  const kLen = keys.len;
  const kVal = keys.values;
  const cur = ix.currentDesignations;
  const certs = ix.certificates;
  const { city, state, country, nationality, visa, notice, experience, salary, lastActive, updated, expiry } =
    ix;
  const listed = ix.listed;
  // Facets whose filter reads the row's own tagged values (desired location, designation, area,
  // industry, education); the others read columns.
  const keyFiltered =
    active &
    ((1 << F.desired_location) |
      (1 << F.designation) |
      (1 << F.functional_area) |
      (1 << F.industry) |
      (1 << F.education_level));
  const skillIdx = new Int8Array(stride).fill(-1);
  skills.forEach((id, i) => {
    if (id < stride) skillIdx[id] = Math.min(i, 30);
  });
  const allMask = allSkills > 30 ? -1 : 2 ** allSkills - 1;
  const byColumns = active & ~keyFiltered;
  const CL = 1 << F.current_location;
  const NAT = 1 << F.nationality;
  const VISA = 1 << F.visa_status;
  const NOTICE = 1 << F.notice_period;
  const DESIG = 1 << F.designation;
  const CERTB = 1 << CERT;
  const plain = active === 0 && allSkills === 0;
  const restFilters =
    expMin != null ||
    expMax != null ||
    salMin != null ||
    salMax != null ||
    hasCv != null ||
    activeSince != null ||
    updatedSince != null;
  const words = Math.ceil(Math.min(ix.slots.n, ix.cap) / 32);
  for (let w = 0; w < words; w++) {
    let m = (listed[w] as number) & (keyword ? ((keyword[w] as number) ?? 0) : -1);
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const slot = (w << 5) | (31 - Math.clz32(bit));
      if (restFilters) {
        // The filters without a facet.
        const exp = experience[slot] as number;
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
      const ks = kStart[slot] as number;
      const ke = ks + (kLen[slot] as number);
      let only = -1;
      if (!plain) {
        // Which facet filters the row passes.
        let pass = 0;
        if (byColumns !== 0) {
          let id = city[slot] as number;
          if (id >= 0) pass |= (want[id] as number) & CL;
          id = state[slot] as number;
          if (id >= 0) pass |= (want[id] as number) & CL;
          id = country[slot] as number;
          if (id >= 0) pass |= (want[id] as number) & CL;
          id = nationality[slot] as number;
          if (id >= 0) pass |= (want[id] as number) & NAT;
          id = visa[slot] as number;
          if (id >= 0) pass |= (want[id] as number) & VISA;
          id = notice[slot] as number;
          if (id >= 0) pass |= (want[id] as number) & NOTICE;
          if (active & CERTB)
            for (let i = certs.start[slot] as number, e = i + (certs.len[slot] as number); i < e; i++)
              if (!validOnly || (expiry[i] as number) >= today)
                pass |= (want[certs.values[i] as number] as number) & CERTB;
        }
        if (active & DESIG)
          for (let i = cur.start[slot] as number, e = i + (cur.len[slot] as number); i < e; i++)
            pass |= (want[cur.values[i] as number] as number) & DESIG;
        let skillMask = 0;
        let skillSet: Set<number> | null = null;
        if (keyFiltered !== 0 || allSkills > 0)
          for (let i = ks; i < ke; i++) {
            const k = kVal[i] as number;
            const tag = (k >>> ID_BITS) - 1;
            const id = k & ID_MASK;
            if (tag === F.skills) {
              const b = skillIdx[id] as number;
              if (b < 0) continue;
              if (allSkills <= 30) skillMask |= 1 << b;
              else {
                skillSet = skillSet ?? new Set();
                skillSet.add(id);
              }
            } else if ((keyFiltered >>> tag) & 1) pass |= (want[id] as number) & (1 << tag);
          }
        if (allSkills > 0 && (allSkills <= 30 ? skillMask !== allMask : (skillSet?.size ?? 0) < allSkills))
          continue;
        const fail = active & ~pass;
        // Two facets failed: counted nowhere; one: in that facet only; none: everywhere, and a result.
        if (fail !== 0 && (fail & (fail - 1)) !== 0) continue;
        only = fail === 0 ? -1 : 31 - Math.clz32(fail);
      }
      if (only === -1) {
        for (let i = ks; i < ke; i++) {
          const k = kVal[i] as number;
          const at = ((k >>> ID_BITS) - 1) * stride + (k & ID_MASK);
          counts[at] = (counts[at] as number) + 1;
        }
      } else if (only !== CERT) {
        for (let i = ks; i < ke; i++) {
          const k = kVal[i] as number;
          const tag = (k >>> ID_BITS) - 1;
          if (tag === only) {
            const at = tag * stride + (k & ID_MASK);
            counts[at] = (counts[at] as number) + 1;
          }
        }
      }
      if (only === -1 || only === CERT) {
        for (let i = certs.start[slot] as number, e = i + (certs.len[slot] as number); i < e; i++)
          if (!validOnly || (expiry[i] as number) >= today) {
            const at = CERT * stride + (certs.values[i] as number);
            counts[at] = (counts[at] as number) + 1;
          }
      }
      if (only !== -1) continue;
      total++;
      page.offer(slot, byRelevance ? scoreOf(slot) : 0);
    }
  }
  const out: MemoryAnswer['counts'] = [];
  for (let f = 0; f < CV_FACETS.length; f++)
    for (let id = 0; id < stride; id++) {
      const n = counts[f * stride + id] as number;
      if (n) out.push({ facet: CV_FACETS[f] as (typeof CV_FACETS)[number], id, n });
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
 * The best `k` rows by the sort (a bounded heap, worst on top): relevance (score), experience, then
 * last active, then user id, all descending, as the SQL orders them.
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
