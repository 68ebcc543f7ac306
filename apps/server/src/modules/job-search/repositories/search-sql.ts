import { JOB_FACET_FILTERS, JOB_LIST_FILTERS } from '@portal/contract/job-values';
import type { JobSearchQuery } from '@portal/contract/jobs';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../core/db/client';
import { withArabicSynonyms } from '../../../core/db/search-synonyms';

// The order filterConditions builds them in, which "remove a filter" keeps for ties.
export const FILTER_KEYS = ['keyword', ...JOB_LIST_FILTERS, 'experience', 'salary', 'posted_within'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const FILTER_LABELS: Record<FilterKey, string> = {
  keyword: 'Keyword',
  location: 'Location',
  designation: 'Designation',
  functional_area: 'Functional area',
  industry: 'Industry',
  employment_type: 'Employment type',
  employer: 'Employer',
  experience: 'Experience',
  salary: 'Salary',
  posted_within: 'Posted within',
};

const ints = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * The keyword as the search reads it: folded (search_fold) and parsed as websearch syntax, with the
 * Arabic synonym groups (broken plurals) its words belong to.
 */
export const tsQuery = (keyword: string) =>
  withArabicSynonyms(sql`websearch_to_tsquery('english', search_fold(${keyword}))`, keyword);

/** One SQL condition per active filter of the query (keyword included). */
export function filterConditions(q: JobSearchQuery): Partial<Record<FilterKey, SQL>> {
  const c: Partial<Record<FilterKey, SQL>> = {};
  if (q.keyword) c.keyword = sql`j.search @@ ${tsQuery(q.keyword)}`;
  if (q.location?.length) c.location = sql`j.location_ids && ${ints(q.location)}`;
  if (q.designation?.length) c.designation = sql`j.designation_id = any(${ints(q.designation)})`;
  if (q.functional_area?.length)
    c.functional_area = sql`j.functional_area_id = any(${ints(q.functional_area)})`;
  if (q.industry?.length) c.industry = sql`j.industry_id = any(${ints(q.industry)})`;
  if (q.employment_type?.length)
    c.employment_type = sql`j.employment_type = any(${`{${q.employment_type.join(',')}}`}::text[])`;
  if (q.employer?.length) c.employer = sql`j.client_id = any(${ints(q.employer)})`;
  if (q.experience != null)
    c.experience = sql`coalesce(j.experience_min, 0) <= ${q.experience} and coalesce(j.experience_max, 100) >= ${q.experience}`;
  if (q.salary_min != null || q.salary_max != null) {
    // AED a month on both sides (the job's kept by the database from its currency and period).
    // Jobs that hide their salary cannot be said to match a salary range.
    const parts = [
      sql`j.salary_visible and (j.salary_min_aed_month is not null or j.salary_max_aed_month is not null)`,
    ];
    if (q.salary_min != null)
      parts.push(sql`coalesce(j.salary_max_aed_month, j.salary_min_aed_month) >= ${q.salary_min}`);
    if (q.salary_max != null)
      parts.push(sql`coalesce(j.salary_min_aed_month, j.salary_max_aed_month) <= ${q.salary_max}`);
    c.salary = sql.join(parts, sql` and `);
  }
  if (q.posted_within != null)
    c.posted_within = sql`j.published_at >= now() - make_interval(days => ${q.posted_within})`;
  return c;
}

export const OPEN = sql`j.status = 'published' and j.valid_through > now()`;

export const whereOf = (conds: Partial<Record<FilterKey, SQL>>, except?: FilterKey) =>
  sql.join([OPEN, ...Object.entries(conds).flatMap(([k, v]) => (k === except || !v ? [] : [v]))], sql` and `);

export const EXPERIENCE_BUCKETS = [0, 1, 2, 3, 5, 8, 10, 15] as const;
export const POSTED_BUCKETS = [1, 3, 7, 30] as const;

/**
 * Facet counts, disjunctive: each facet is counted over the result with every filter but its own,
 * so choosing Dubai still shows how many jobs Abu Dhabi would add. One scan of the rows matching
 * the keyword and the non-facet filters (materialised once), then one GROUP BY per facet.
 */
export function facetQuery(conds: Partial<Record<FilterKey, SQL>>): SQL {
  const active = JOB_FACET_FILTERS.filter((k) => conds[k]);
  const pre = sql.join(
    [OPEN, ...(['keyword', 'salary'] as const).flatMap((k) => (conds[k] ? [conds[k]] : []))],
    sql` and `,
  );
  const flags = active.map((k) => sql`(${conds[k]}) as f_${sql.raw(k)}`);
  const others = (own: FilterKey | null) => {
    const list = active.filter((k) => k !== own).map((k) => sql.raw(`f_${k}`));
    return list.length ? sql.join(list, sql` and `) : sql`true`;
  };
  const group = (facet: FilterKey, col: string) =>
    sql`select ${facet}::text as facet, ${sql.raw(col)}::text as key, count(*)::int as n from base j where ${others(facet)} and ${sql.raw(col)} is not null group by 2`;
  const bucketCounts = (facet: FilterKey, buckets: readonly number[], cond: (b: number) => string) =>
    sql`select ${facet}::text, v.key, v.n from (select ${sql.join(
      buckets.map((b) => sql.raw(`count(*) filter (where ${cond(b)})::int as b${b}`)),
      sql`, `,
    )} from base j where ${others(facet)}) s, lateral (values ${sql.join(
      buckets.map((b) => sql.raw(`('${b}', s.b${b})`)),
      sql`, `,
    )}) v(key, n)`;
  return sql`with base as materialized (
    select j.id, j.designation_id, j.functional_area_id, j.industry_id, j.employment_type, j.client_id,
      j.location_ids, j.published_at, j.experience_min, j.experience_max${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
    from jobs j where ${pre}
  )
  select 'total'::text as facet, null::text as key, count(*)::int as n from base j where ${others(null)}
  union all ${group('designation', 'j.designation_id')}
  union all ${group('functional_area', 'j.functional_area_id')}
  union all ${group('industry', 'j.industry_id')}
  union all ${group('employment_type', 'j.employment_type')}
  union all ${group('employer', 'j.client_id')}
  union all select 'location', l::text, count(*)::int from base j, unnest(j.location_ids) l where ${others('location')} group by 2
  union all ${bucketCounts('experience', EXPERIENCE_BUCKETS, (b) => `coalesce(j.experience_min, 0) <= ${b} and coalesce(j.experience_max, 100) >= ${b}`)}
  union all ${bucketCounts('posted_within', POSTED_BUCKETS, (b) => `j.published_at >= now() - interval '${b} days'`)}`;
}

/** Per filter: how many open jobs match with that filter removed. */
export function relaxationCounts(db: Db, q: JobSearchQuery) {
  const conds = filterConditions(q);
  const keys = Object.keys(conds) as FilterKey[];
  if (keys.length === 0) return Promise.resolve([]);
  return queryRows<{ k: string; n: number }>(
    db,
    sql.join(
      keys.map((k) => sql`select ${k}::text as k, count(*)::int as n from jobs j where ${whereOf(conds, k)}`),
      sql` union all `,
    ),
  );
}

/** The total and every facet's counts for the query's filters (facetQuery), as rows. */
export const facetCountRows = <T extends Record<string, unknown>>(db: Db, q: JobSearchQuery) =>
  queryRows<T>(db, facetQuery(filterConditions(q)));
