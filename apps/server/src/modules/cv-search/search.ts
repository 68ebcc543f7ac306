import type { QueryNode } from '@portal/contract/cv-query';
import {
  CV_FACETS,
  type CvFacet,
  type CvFacets,
  type CvSearchCriteria,
  type CvSearchQuery,
  type CvSearchRow,
  type SnippetPart,
} from '@portal/contract/cv-search';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { masterRefs } from '../master';
import { cvIndex } from './changes';
import { chosenIds, criteriaConditions, keywordTree, searchSql, whereOf } from './criteria-sql';
import { evaluate, type LeafBits, leafBits } from './keyword-leaves';
import { searchInMemory } from './memory-search';
import { leavesOf, relevanceSql, tsqueryOf } from './tsquery';

/** Markers ts_headline puts around hits and between passages; taken out of the text first. */
const HIT = '\u0002';
const END = '\u0003';
const GAP = '\u0004';
const HEADLINE_OPTIONS = `StartSel=${HIT}, StopSel=${END}, MaxFragments=2, MinWords=8, MaxWords=22, FragmentDelimiter=${GAP}`;

/** Passages as parts, hits marked: the client renders text, never HTML. */
export function snippetParts(headline: string | null): SnippetPart[][] {
  if (!headline) return [];
  return headline
    .split(GAP)
    .map((passage) => {
      const parts: SnippetPart[] = [];
      for (const [i, chunk] of passage.split(new RegExp(`[${HIT}${END}]`)).entries()) {
        const text = chunk.replace(/\s+/g, ' ');
        if (text) parts.push({ text, hit: i % 2 === 1 });
      }
      return parts;
    })
    .filter((parts) => parts.some((p) => p.hit));
}

/** The columns of a result row, for a query over `p`, `u` (and the row's place). */
export const rowColumns = (matched: number[]) => sql`
  u.id, u.first_name, u.last_name, u.profile_photo, p.headline,
  cur.job_title as current_title, cur.company as current_employer,
  nullif(concat_ws(', ', city.name, state.name, country.name), '') as location,
  p.total_experience_years, p.expected_salary, p.expected_salary_currency, np.name as notice_period,
  p.last_active_at, p.updated_at, p.cv_file_id is not null as has_cv,
  ${
    matched.length
      ? sql`array(select m.name from master_items m where m.id = any(${`{${matched.join(',')}}`}::int[])
    and (m.id = any(p.skill_ids) or m.id = any(p.desired_designation_ids) or m.id = any(p.desired_location_ids)
      or m.id = any(p.desired_functional_area_ids) or m.id = any(p.desired_industry_ids)
      or m.id in (p.current_city_id, p.current_state_id, p.current_country_id, p.nationality_id, p.visa_status_id, p.notice_period_id)
      or exists (select 1 from candidate_employments e where e.user_id = p.user_id and e.is_current and e.designation_id = m.id))
    order by m.name)`
      : sql`'{}'::text[]`
  } as matched`;

export const rowJoins = sql`
  left join lateral (select e.job_title, e.company from candidate_employments e where e.user_id = p.user_id
    order by e.is_current desc, e.start_date desc limit 1) cur on true
  left join master_items city on city.id = p.current_city_id
  left join master_items state on state.id = p.current_state_id
  left join master_items country on country.id = p.current_country_id
  left join master_items np on np.id = p.notice_period_id`;

type RawRow = {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo: string | null;
  headline: string | null;
  current_title: string | null;
  current_employer: string | null;
  location: string | null;
  total_experience_years: number | null;
  expected_salary: number | null;
  expected_salary_currency: CvSearchRow['expected_salary_currency'];
  notice_period: string | null;
  last_active_at: string | Date;
  updated_at: string | Date;
  has_cv: boolean;
  matched: string[];
  snippet?: string | null;
};

const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

export function toRow(r: RawRow): CvSearchRow {
  return {
    id: r.id,
    first_name: r.first_name,
    last_name: r.last_name,
    photo_url: r.profile_photo,
    headline: r.headline,
    current_title: r.current_title,
    current_employer: r.current_employer,
    location: r.location,
    total_experience_years: r.total_experience_years,
    expected_salary: r.expected_salary,
    expected_salary_currency: r.expected_salary_currency,
    notice_period: r.notice_period,
    last_active_at: iso(r.last_active_at),
    updated_at: iso(r.updated_at),
    has_cv: r.has_cv,
    snippets: snippetParts(r.snippet ?? null),
    matched: r.matched ?? [],
  };
}

/**
 * The page's order over `base b` (searchSql). Relevance ranks on the headline and keywords (`head`:
 * small, in the row; relevanceSql, the same score the memory search computes), so ordering
 * thousands of matches never reads a CV's vector; ties, and matches in the CV text alone, go by
 * recent activity.
 */
function orderOf(sort: CvSearchQuery['sort'], tree: QueryNode | null): { rank: SQL | null; order: SQL } {
  switch (sort) {
    case 'relevance':
      return tree
        ? {
            rank: relevanceSql(tree),
            order: sql`b.rank desc, b.last_active_at desc, b.user_id desc`,
          }
        : { rank: null, order: sql`b.last_active_at desc, b.user_id desc` };
    case 'last_active':
      return { rank: null, order: sql`b.last_active_at desc, b.user_id desc` };
    case 'experience':
      return { rank: null, order: sql`b.total_experience_years desc, b.last_active_at desc, b.user_id desc` };
  }
}

const isFacet = (name: string): name is CvFacet => CV_FACETS.some((f) => f === name);

type FacetRow = { facet: string; key: number | null; n: number; name: string | null; ids: number[] | null };

/** Up to 25 values per facet by count, plus any chosen value, so a chosen filter always shows. */
function facetsOf(rows: FacetRow[], c: Partial<CvSearchCriteria>): { total: number; facets: CvFacets } {
  // Spelled out, so a facet added to the contract fails to compile here until it is counted.
  const facets: CvFacets = {
    current_location: [],
    desired_location: [],
    designation: [],
    functional_area: [],
    industry: [],
    skills: [],
    nationality: [],
    visa_status: [],
    notice_period: [],
    education_level: [],
    certification: [],
  };
  let total = 0;
  for (const r of rows) {
    if (r.facet === 'total') total = r.n;
    else if (isFacet(r.facet) && r.key != null && r.name != null)
      facets[r.facet].push({ id: r.key, name: r.name, count: r.n });
  }
  for (const f of CV_FACETS) {
    const chosen = new Set<number>(c[f] ?? []);
    const sorted = facets[f].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    facets[f] = sorted.filter((v, i) => i < 25 || chosen.has(v.id));
  }
  return { total, facets };
}

export type CvSearchResult = { rows: CvSearchRow[]; total: number; facets: CvFacets };

/** The one statement behind a search: the page's ids, the total and the facet counts (searchSql). */
export function cvSearchStatement(q: CvSearchQuery): {
  tree: QueryNode | null;
  tsq: SQL | null;
  statement: SQL;
} {
  const tree = keywordTree(q);
  const conds = criteriaConditions(q, tree);
  const tsq = tree ? tsqueryOf(tree) : null;
  const { rank, order } = orderOf(q.sort, tree);
  const statement = searchSql(conds, q, {
    rank,
    order,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  return { tree, tsq, statement };
}

/** The page's ids and the facet rows, computed in PostgreSQL (one statement). */
async function answerInSql(db: Db, q: CvSearchQuery): Promise<{ ids: number[]; facetRows: FacetRow[] }> {
  const { tree, statement } = cvSearchStatement(q);
  // The planner does not know that reading `terms` off the table means detoasting kilobytes a row,
  // and for prefixes it may take a scan of every row over the index: keyword searches go by the index.
  const facetRows = tree
    ? await db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return queryRows<FacetRow>(tx, statement);
      })
    : await queryRows<FacetRow>(db, statement);
  return { ids: facetRows.find((r) => r.facet === 'page')?.ids ?? [], facetRows };
}

/** The same, computed in memory from the index (null while it is read after a start). */
async function answerInMemory(
  db: Db,
  q: CvSearchQuery,
): Promise<{ ids: number[]; facetRows: FacetRow[] } | null> {
  const index = await cvIndex(db);
  if (!index) return null;
  const { ix, leaves } = index;
  const tree = keywordTree(q);
  const bits = new Map<string, LeafBits>();
  if (tree) {
    const list = [...leavesOf(tree).values()].map(({ leaf }) => leafBits(db, ix, leaves, leaf));
    for (const b of await Promise.all(list)) bits.set(b.key, b);
  }
  const words = Math.ceil(ix.cap / 32);
  const keyword = tree ? (evaluate(tree, bits, words) ?? new Uint32Array(words)) : null;
  const answer = searchInMemory(ix, q, tree, keyword, bits);
  const names = await masterRefs(
    db,
    answer.counts.map((c) => c.id),
  );
  const facetRows: FacetRow[] = [{ facet: 'total', key: null, n: answer.total, name: null, ids: null }];
  for (const c of answer.counts) {
    const name = names.get(c.id)?.name;
    if (name != null) facetRows.push({ facet: c.facet, key: c.id, n: c.n, name, ids: null });
  }
  return { ids: answer.ids, facetRows };
}

export type SearchIndexMode = { memory: boolean };

/**
 * A page of the CV database for the criteria, with the total and the facet counts: computed in
 * memory from the index of the listed candidates (SEARCH_INDEX=memory, the default), or in SQL.
 */
export async function searchCvDatabase(
  db: Db,
  q: CvSearchQuery,
  mode: SearchIndexMode = { memory: true },
): Promise<CvSearchResult> {
  const tree = keywordTree(q);
  const tsq = tree ? tsqueryOf(tree) : null;
  const { ids, facetRows } = (mode.memory ? await answerInMemory(db, q) : null) ?? (await answerInSql(db, q));
  const rows = ids.length
    ? await queryRows<RawRow>(
        db,
        sql`select ${rowColumns(chosenIds(q))},
        ${
          tsq && hasPositive(tree)
            ? sql`ts_headline('english'::regconfig,
          translate(coalesce(p.summary, '') || ' ' || p.cv_text, ${HIT + END + GAP}, ''), ${tsq}, ${HEADLINE_OPTIONS})`
            : sql`null`
        } as snippet
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as pg(user_id, ord)
      join candidate_profiles p on p.user_id = pg.user_id join users u on u.id = p.user_id ${rowJoins}
      order by pg.ord`,
      )
    : [];
  const { total, facets } = facetsOf(facetRows, q);
  return { rows: rows.map(toRow), total, facets };
}

const hasPositive = (node: QueryNode | null): boolean =>
  node != null &&
  (node.kind === 'term' ||
    node.kind === 'phrase' ||
    (node.kind !== 'not' && node.children.some(hasPositive)));

/**
 * The ids of the listed candidates matching the criteria (the alerts' and the bulk actions' door):
 * `changedSince` keeps those whose profile changed after it, at most `limit`, most recent first.
 */
export async function candidateIdsMatching(
  db: Db,
  criteria: Partial<CvSearchCriteria>,
  opts: { changedSince?: Date; exceptIds?: SQL; limit: number },
): Promise<number[]> {
  const conds = criteriaConditions(criteria, keywordTree(criteria));
  const extra: SQL[] = [];
  if (opts.changedSince) extra.push(sql`s.updated_at > ${opts.changedSince.toISOString()}`);
  if (opts.exceptIds) extra.push(sql`s.user_id not in (${opts.exceptIds})`);
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select s.user_id as id from candidate_search s
    where ${sql.join([whereOf(conds), ...extra], sql` and `)}
    order by s.updated_at desc, s.user_id desc limit ${opts.limit}`,
  );
  return rows.map((r) => r.id);
}
