import type { QueryNode } from '@portal/contract/cv-query';
import { CV_FACETS, type CvSearchQuery } from '@portal/contract/cv-search';
import { hasBit, type LeafBits } from './keyword-leaves';
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
  const skillBit = new Map(skills.map((id, i) => [id, i]));
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
  const scoreOf = (slot: number) => {
    let s = 0;
    for (const l of positive) s += hasBit(l.inA, slot) ? 2 : hasBit(l.inHead, slot) ? 1 : 0;
    return s;
  };
  const page = new TopN(q.page * q.page_size, ix, q.sort === 'experience', byRelevance);
  let total = 0;

  const keys = ix.keys;
  const cur = ix.currentDesignations;
  const certs = ix.certificates;
  const words = Math.ceil(ix.n / 32);
  for (let w = 0; w < words; w++) {
    let m = (ix.listed[w] as number) & (keyword ? ((keyword[w] as number) ?? 0) : -1);
    while (m !== 0) {
      const bit = m & -m;
      m ^= bit;
      const slot = (w << 5) | (31 - Math.clz32(bit));
      // The filters without a facet.
      const exp = ix.experience[slot] as number;
      if (expMin != null && exp < expMin) continue;
      if (expMax != null && exp > expMax) continue;
      if (salMin != null || salMax != null) {
        const sal = ix.salary[slot] as number;
        if (Number.isNaN(sal) || (salMin != null && sal < salMin) || (salMax != null && sal > salMax))
          continue;
      }
      if (hasCv != null && (ix.hasCv[slot] === 1) !== hasCv) continue;
      if (activeSince != null && (ix.lastActive[slot] as number) < activeSince) continue;
      if (updatedSince != null && (ix.updated[slot] as number) < updatedSince) continue;

      // Which facet filters the row passes.
      let pass = 0;
      let skillMask = 0;
      let skillSet: Set<number> | null = null;
      if (active !== 0) {
        for (const [col, f] of [
          [ix.city, F.current_location],
          [ix.state, F.current_location],
          [ix.country, F.current_location],
          [ix.nationality, F.nationality],
          [ix.visa, F.visa_status],
          [ix.notice, F.notice_period],
        ] as const) {
          const id = col[slot] as number;
          if (id >= 0) pass |= (want[id] as number) & (1 << f);
        }
        for (let i = cur.start[slot] as number, e = i + (cur.len[slot] as number); i < e; i++)
          pass |= (want[cur.values[i] as number] as number) & (1 << F.designation);
        for (let i = certs.start[slot] as number, e = i + (certs.len[slot] as number); i < e; i++)
          if (!validOnly || (ix.expiry[i] as number) >= today)
            pass |= (want[certs.values[i] as number] as number) & (1 << CERT);
      }
      for (let i = keys.start[slot] as number, e = i + (keys.len[slot] as number); i < e; i++) {
        const k = keys.values[i] as number;
        const tag = (k >>> ID_BITS) - 1;
        const id = k & ID_MASK;
        if (tag === F.skills) {
          const b = skillBit.get(id);
          if (b !== undefined) {
            if (allSkills <= 30) skillMask |= 1 << b;
            else {
              skillSet = skillSet ?? new Set();
              skillSet.add(id);
            }
          }
        } else if (
          active !== 0 &&
          tag !== F.current_location &&
          tag !== F.nationality &&
          tag !== F.visa_status &&
          tag !== F.notice_period
        ) {
          // Tags 2-5 and 10 (desired location, designation, area, industry, education) filter on their own values.
          pass |= (want[id] as number) & (1 << tag);
        }
      }
      if (
        allSkills > 0 &&
        (allSkills <= 30 ? skillMask !== 2 ** allSkills - 1 : (skillSet?.size ?? 0) < allSkills)
      )
        continue;
      const fail = active & ~pass;
      // Two facets failed: counted nowhere; one: in that facet only; none: everywhere, and a result.
      if (fail !== 0 && (fail & (fail - 1)) !== 0) continue;
      const only = fail === 0 ? -1 : 31 - Math.clz32(fail);
      if (only === -1 || only !== CERT) {
        for (let i = keys.start[slot] as number, e = i + (keys.len[slot] as number); i < e; i++) {
          const k = keys.values[i] as number;
          const tag = (k >>> ID_BITS) - 1;
          if (only === -1 || tag === only) {
            const at = tag * stride + (k & ID_MASK);
            counts[at] = (counts[at] as number) + 1;
          }
        }
      }
      if (only === -1 || only === CERT) {
        for (let i = certs.start[slot] as number, e = i + (certs.len[slot] as number); i < e; i++)
          if (!validOnly || (ix.expiry[i] as number) >= today) {
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
