import { combineKeywordBoxes, KeywordBoxError, type QueryNode } from '@portal/contract/cv-query';
import { CV_FACETS, type CvFacet, type CvSearchCriteria } from '@portal/contract/cv-search';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error';
import { tsqueryOf } from './tsquery';

/*
 * The CV search's WHERE, written against `candidate_profiles p join users u on u.id = p.user_id`.
 * One condition per active filter, so facets can count each over the others.
 */

/**
 * Who the CV database holds: candidates who have not hidden their profile and whose basic profile
 * (the personal details section: phone, nationality, current country, years of experience) is
 * complete. Every search, folder view and alert starts from this.
 */
export const LISTED = sql`u.role = 'candidate' and not p.hidden and u.phone is not null
  and p.nationality_id is not null and p.current_country_id is not null
  and p.total_experience_years is not null`;

const ints = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** With `certification_valid`: certificates past their expiry date do not count. */
const validOnly = (c: Partial<CvSearchCriteria>) =>
  c.certification_valid ? sql`and (ce.expires_on is null or ce.expires_on >= current_date)` : sql``;

/** The keyword boxes as one tree; a malformed box is a 400 naming that box. */
export function keywordTree(c: Partial<CvSearchCriteria>): QueryNode | null {
  try {
    return combineKeywordBoxes({ q: c.q, all: c.all, any: c.any, none: c.none });
  } catch (err) {
    if (err instanceof KeywordBoxError) throw AppError.validation({ [err.box]: [err.message] });
    throw err;
  }
}

export type ConditionKey = CvFacet | 'keyword' | 'rest';

/** The active filters' conditions; `rest` gathers those without a facet. */
export function criteriaConditions(
  c: Partial<CvSearchCriteria>,
  tree: QueryNode | null,
): Partial<Record<ConditionKey, SQL>> {
  const out: Partial<Record<ConditionKey, SQL>> = {};
  const rest: SQL[] = [];
  if (tree) out.keyword = sql`p.search @@ ${tsqueryOf(tree)}`;
  if (c.current_location?.length) {
    const ids = ints(c.current_location);
    out.current_location = sql`(p.current_city_id = any(${ids}) or p.current_state_id = any(${ids}) or p.current_country_id = any(${ids}))`;
  }
  if (c.desired_location?.length)
    out.desired_location = sql`p.desired_location_ids && ${ints(c.desired_location)}`;
  if (c.designation?.length) {
    const ids = ints(c.designation);
    out.designation = sql`(p.desired_designation_ids && ${ids} or exists (select 1 from candidate_employments e
      where e.user_id = p.user_id and e.is_current and e.designation_id = any(${ids})))`;
  }
  if (c.functional_area?.length)
    out.functional_area = sql`p.desired_functional_area_ids && ${ints(c.functional_area)}`;
  if (c.industry?.length) out.industry = sql`p.desired_industry_ids && ${ints(c.industry)}`;
  if (c.skills?.length) out.skills = sql`p.skill_ids @> ${ints(c.skills)}`;
  if (c.nationality?.length) out.nationality = sql`p.nationality_id = any(${ints(c.nationality)})`;
  if (c.visa_status?.length) out.visa_status = sql`p.visa_status_id = any(${ints(c.visa_status)})`;
  if (c.notice_period?.length) out.notice_period = sql`p.notice_period_id = any(${ints(c.notice_period)})`;
  if (c.education_level?.length)
    out.education_level = sql`exists (select 1 from candidate_educations ed where ed.user_id = p.user_id
      and ed.education_level_id = any(${ints(c.education_level)}))`;
  if (c.certification?.length)
    out.certification = sql`exists (select 1 from candidate_certifications ce where ce.user_id = p.user_id
      and ce.certification_id = any(${ints(c.certification)}) ${validOnly(c)})`;
  if (c.experience_min != null) rest.push(sql`p.total_experience_years >= ${c.experience_min}`);
  if (c.experience_max != null) rest.push(sql`p.total_experience_years <= ${c.experience_max}`);
  if (c.salary_min != null || c.salary_max != null) {
    // Expected salaries are monthly, in the candidate's currency: compared in AED a month.
    const aed = sql`salary_aed_month(p.expected_salary, p.expected_salary_currency, 'MONTH')`;
    if (c.salary_min != null) rest.push(sql`${aed} >= ${c.salary_min}`);
    if (c.salary_max != null) rest.push(sql`${aed} <= ${c.salary_max}`);
  }
  if (c.has_cv != null) rest.push(c.has_cv ? sql`p.cv_file_id is not null` : sql`p.cv_file_id is null`);
  if (c.active_within != null)
    rest.push(sql`p.last_active_at >= now() - make_interval(days => ${c.active_within})`);
  if (c.updated_within != null)
    rest.push(sql`p.updated_at >= now() - make_interval(days => ${c.updated_within})`);
  if (rest.length) out.rest = sql.join(rest, sql` and `);
  return out;
}

/** LISTED and every condition but `except`'s. */
export function whereOf(conds: Partial<Record<ConditionKey, SQL>>, except?: ConditionKey): SQL {
  const parts = Object.entries(conds).flatMap(([k, v]) => (k === except || !v ? [] : [v]));
  return sql.join([LISTED, ...parts], sql` and `);
}

/** Every id the criteria name, for the "matched on" labels of a result row. */
export function chosenIds(c: Partial<CvSearchCriteria>): number[] {
  return [
    ...new Set([
      ...(c.current_location ?? []),
      ...(c.desired_location ?? []),
      ...(c.designation ?? []),
      ...(c.functional_area ?? []),
      ...(c.industry ?? []),
      ...(c.skills ?? []),
      ...(c.nationality ?? []),
      ...(c.visa_status ?? []),
      ...(c.notice_period ?? []),
    ]),
  ];
}

type FacetSource =
  | { kind: 'column' | 'array'; expr: SQL }
  /** Rows of another table, joined to the counted candidates (one count per candidate). */
  | { kind: 'rows'; table: SQL; on: SQL; col: SQL; extra: SQL };

/**
 * How each facet reads a candidate: a column of the profile, an array column (unnested), or
 * (education, certificates) the candidate's rows in another table, joined only when counting.
 */
function facetSource(f: CvFacet, c: Partial<CvSearchCriteria>): FacetSource {
  switch (f) {
    case 'current_location':
      return { kind: 'column', expr: sql`p.current_state_id` };
    case 'desired_location':
      return { kind: 'array', expr: sql`p.desired_location_ids` };
    case 'designation':
      return { kind: 'array', expr: sql`p.desired_designation_ids` };
    case 'functional_area':
      return { kind: 'array', expr: sql`p.desired_functional_area_ids` };
    case 'industry':
      return { kind: 'array', expr: sql`p.desired_industry_ids` };
    case 'skills':
      return { kind: 'array', expr: sql`p.skill_ids` };
    case 'nationality':
      return { kind: 'column', expr: sql`p.nationality_id` };
    case 'visa_status':
      return { kind: 'column', expr: sql`p.visa_status_id` };
    case 'notice_period':
      return { kind: 'column', expr: sql`p.notice_period_id` };
    case 'education_level':
      return {
        kind: 'rows',
        table: sql`candidate_educations ed`,
        on: sql`ed.user_id = b.user_id`,
        col: sql`ed.education_level_id`,
        extra: sql``,
      };
    case 'certification':
      return {
        kind: 'rows',
        table: sql`candidate_certifications ce`,
        on: sql`ce.user_id = b.user_id`,
        col: sql`ce.certification_id`,
        extra: validOnly(c),
      };
  }
}

/**
 * The total and the facet counts in one statement. Facets are disjunctive (each counted with every
 * filter but its own, so choosing Dubai still shows what Abu Dhabi would add), except skills, an
 * "all of" filter, which counts within the result. The rows matching the keyword and the filters
 * without a facet are materialised once, with a flag per facet filter.
 */
export function facetSql(conds: Partial<Record<ConditionKey, SQL>>, c: Partial<CvSearchCriteria>): SQL {
  const active = CV_FACETS.filter((f) => conds[f]);
  const pre = sql.join(
    [LISTED, ...(['keyword', 'rest'] as const).flatMap((k) => (conds[k] ? [conds[k]] : []))],
    sql` and `,
  );
  const flags = active.map((f) => sql`(${conds[f]}) as f_${sql.raw(f)}`);
  const others = (own: CvFacet | null) => {
    const list = active.filter((f) => f !== own || f === 'skills').map((f) => sql.raw(`f_${f}`));
    return list.length ? sql.join(list, sql` and `) : sql`true`;
  };
  const cols = sql.join(
    CV_FACETS.flatMap((f) => {
      const src = facetSource(f, c);
      return src.kind === 'rows' ? [] : [sql`${src.expr} as ${sql.raw(`v_${f}`)}`];
    }),
    sql`, `,
  );
  const group = (f: CvFacet) => {
    const src = facetSource(f, c);
    const col = sql.raw(`b.v_${f}`);
    switch (src.kind) {
      case 'array':
        return sql`select ${f}::text as facet, v as key, count(*)::int as n from base b, unnest(${col}) v where ${others(f)} group by 2`;
      case 'column':
        return sql`select ${f}::text, ${col}, count(*)::int from base b where ${others(f)} and ${col} is not null group by 2`;
      case 'rows':
        return sql`select ${f}::text, ${src.col}, count(distinct b.user_id)::int from base b
          join ${src.table} on ${src.on} and ${src.col} is not null ${src.extra}
          where ${others(f)} group by 2`;
    }
  };
  return sql`with base as materialized (
    select p.user_id, ${cols}${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
    from candidate_profiles p join users u on u.id = p.user_id where ${pre}
  ), counts as (
    select 'total'::text as facet, null::int as key, count(*)::int as n from base b where ${others(null)}
    ${sql.join(
      CV_FACETS.map((f) => sql` union all ${group(f)}`),
      sql``,
    )}
  )
  select c.facet, c.key, c.n, m.name from counts c left join master_items m on m.id = c.key`;
}
