import type { QueryNode } from '@portal/contract/cv-query';
import type { CvSearchCriteria, CvSearchQuery, CvSearchRow } from '@portal/contract/cv-search';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, namedStatement, queryRows } from '../../../core/db/client';
import { chosenIds, criteriaConditions, keywordTree, searchSql, whereOf } from './criteria-sql';
import { relevanceSql, tsqueryOf } from './tsquery';

/** The CV search's statements: the page, total and facets in SQL, and the page's rows (search.ts). */

/**
 * Which of `chosen` (an `int[]` parameter: the filters' values) the row holds, in any list, read from
 * its search copy; none asked, none read. Ids, named in memory (row-names.ts): per row and value, a
 * lookup of the name and of the current employments cost PostgreSQL about 1 ms a page.
 */
const matchedIds = (chosen: SQL) => sql`case when cardinality(${chosen}) > 0 then (
    select array(select x from unnest(${chosen}) x where x = any(s.skill_ids)
      or x = any(s.desired_designation_ids) or x = any(s.current_designation_ids) or x = any(s.desired_location_ids)
      or x = any(s.desired_functional_area_ids) or x = any(s.desired_industry_ids)
      or x in (s.current_city_id, s.current_state_id, s.current_country_id, s.nationality_id, s.visa_status_id, s.notice_period_id))
    from candidate_search s where s.user_id = p.user_id) else '{}'::int[] end`;

/**
 * The fields of a result row (each of RawRow's but the text), for a query over `p`, `u` and `cur`
 * (rowJoins). The place and notice period are ids, named from the master data in memory
 * (row-names.ts): a lookup of each name in the statement was half of PostgreSQL's time for a page
 * (docs/performance.md, round 17). `chosen`: the filter values to tell when a row holds them
 * (matchedIds; null: none asked).
 */
const rowFields = (chosen: SQL | null): Record<keyof Omit<RawRow, 'source'>, SQL> => ({
  id: sql`u.id`,
  first_name: sql`u.first_name`,
  last_name: sql`u.last_name`,
  profile_photo: sql`u.profile_photo`,
  headline: sql`p.headline`,
  current_title: sql`cur.job_title`,
  current_employer: sql`cur.company`,
  city_id: sql`p.current_city_id`,
  state_id: sql`p.current_state_id`,
  country_id: sql`p.current_country_id`,
  total_experience_years: sql`p.total_experience_years`,
  expected_salary: sql`p.expected_salary`,
  expected_salary_currency: sql`p.expected_salary_currency`,
  notice_period_id: sql`p.notice_period_id`,
  last_active_at: sql`p.last_active_at`,
  updated_at: sql`p.updated_at`,
  has_cv: sql`p.cv_file_id is not null`,
  matched_ids: chosen ? matchedIds(chosen) : sql`'{}'::int[]`,
});

const columnsOf = (fields: Record<string, SQL>) =>
  sql.join(
    Object.entries(fields).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`),
    sql`, `,
  );
/** The same fields as one list of columns, for statements written whole (folders, similar candidates). */
export const rowColumns = () => columnsOf(rowFields(null));

export const rowJoins = sql`
  left join lateral (select e.job_title, e.company from candidate_employments e where e.user_id = p.user_id
    order by e.is_current desc, e.start_date desc limit 1) cur on true`;

/** A result row as the statements read it: its place and notice period as master ids. */
export type RawRow = {
  id: number;
  first_name: string;
  last_name: string;
  profile_photo: string | null;
  headline: string | null;
  current_title: string | null;
  current_employer: string | null;
  city_id: number | null;
  state_id: number | null;
  country_id: number | null;
  total_experience_years: number | null;
  expected_salary: number | null;
  expected_salary_currency: CvSearchRow['expected_salary_currency'];
  notice_period_id: number | null;
  last_active_at: string | Date;
  updated_at: string | Date;
  has_cv: boolean;
  /** The filters' values the row holds (matchedIds). */
  matched_ids: number[];
  /** The summary and CV text, read when the keyword has words to show in passages (passages.ts). */
  source?: string | null;
};

/**
 * How much of the summary and CV text passages are looked for in: every CV the parser reads whole
 * (the generated and demo ones are 1-3 KB), while a text pasted from a book stays a bounded read.
 */
export const PASSAGE_SOURCE_CHARS = 100_000;

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
      // A row without years (the adding organisation's, profile not complete) comes last.
      return {
        rank: null,
        order: sql`b.total_experience_years desc nulls last, b.last_active_at desc, b.user_id desc`,
      };
  }
}

export type FacetRow = {
  facet: string;
  key: number | null;
  n: number;
  name: string | null;
  ids: number[] | null;
};

/**
 * The one statement behind organisation `clientId`'s search: the page's ids, the total and the facet
 * counts (searchSql).
 */
export function cvSearchStatement(
  q: CvSearchQuery,
  clientId: number,
): {
  tree: QueryNode | null;
  tsq: SQL | null;
  statement: SQL;
} {
  const tree = keywordTree(q);
  const conds = criteriaConditions(q, tree, clientId);
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
export async function answerInSql(
  db: Db,
  q: CvSearchQuery,
  clientId: number,
): Promise<{ ids: number[]; facetRows: FacetRow[] }> {
  const { tree, statement } = cvSearchStatement(q, clientId);
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

/**
 * A named statement (parsed and planned once per connection: planning was a quarter of PostgreSQL's
 * time a search; docs/performance.md, round 17).
 */
const source = sql`(coalesce(p.summary, '') || ' ' || p.cv_text)`;
const sourceChars = sql.raw(String(PASSAGE_SOURCE_CHARS));
const pageRowsStatement = namedStatement<RawRow>(
  'cv_page_rows',
  // `left` counts the characters of every text it is given (a quarter of the statement's time): only
  // a text of more bytes than the limit can have more characters than it, so only those are cut.
  sql`select ${columnsOf(rowFields(sql`${sql.placeholder('chosen')}::int[]`))},
      case when ${sql.placeholder('withSource')}::boolean
        then case when octet_length(${source}) <= ${sourceChars} then ${source} else left(${source}, ${sourceChars}) end
      end as source
    from unnest(${sql.placeholder('ids')}::int[]) with ordinality as pg(user_id, ord)
    join candidate_profiles p on p.user_id = pg.user_id join users u on u.id = p.user_id ${rowJoins}
    order by pg.ord`,
);

/**
 * The page's rows in the order of `ids`, with `source`, the text to find passages in, when asked.
 */
export function pageRows(db: Db, q: CvSearchQuery, ids: number[], withSource: boolean): Promise<RawRow[]> {
  return pageRowsStatement(db, {
    ids: `{${ids.join(',')}}`,
    chosen: `{${chosenIds(q).join(',')}}`,
    withSource,
  });
}

/**
 * The ids of the candidates organisation `clientId` finds matching the criteria (the alerts' and the
 * bulk actions' door): `changedSince` keeps those whose profile changed after it, at most `limit`,
 * most recent first.
 */
export async function candidateIdsMatching(
  db: Db,
  criteria: Partial<CvSearchCriteria>,
  opts: { clientId: number; changedSince?: Date; exceptIds?: SQL; limit: number },
): Promise<number[]> {
  const conds = criteriaConditions(criteria, keywordTree(criteria), opts.clientId);
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
