import { combineKeywordBoxes, KeywordBoxError, type QueryNode } from '@portal/contract/cv-query';
import { CV_FACETS, type CvFacet, type CvSearchCriteria } from '@portal/contract/cv-search';
import { type SQL, sql } from 'drizzle-orm';
import { contractText } from '../../../core/i18n/zod';
import { AppError } from '../../../core/lib/app-error';
import { addedByOrg } from '../../../platform/tenancy/candidates-repository';
import { ID_BITS } from '../facet-key';
import { termsAreExact, termsCoverTree, termsQueryOf, tsqueryOf } from './tsquery';

/*
 * The CV search's WHERE, written against `candidate_search s` (the narrow copy of the listed
 * candidates, migration 0026). One condition per active filter, so facets can count each over the
 * others.
 */

/**
 * A recruiter-added candidate who has neither claimed the account nor objected: theirs is the adding
 * organisation's to reach (addedByOrg), no other's, until they claim it and so opt in (issue 29).
 */
const awaitingClaim = (candidateId: SQL) => sql`exists (select 1 from candidate_invitations ci
  where ci.candidate_id = ${candidateId} and ci.claimed_at is null and ci.objected_at is null)`;

/**
 * Who the CV database holds for every organisation: candidates who have not hidden their profile,
 * whose basic profile (the personal details section: phone, nationality, current country, years of
 * experience) is complete, and who are not a recruiter-added candidate awaiting the claim. Written against `candidate_profiles p join users u`, for the pages that read a profile
 * (folders, e-mail recipients, the candidate view); `candidate_search` holds exactly these rows
 * with no `only_org_id` (cv_search_refresh in migration 0037 applies the same rule).
 */
export const LISTED = sql`u.role = 'candidate' and not p.hidden and u.phone is not null
  and p.nationality_id is not null and p.current_country_id is not null
  and p.total_experience_years is not null and not ${awaitingClaim(sql`u.id`)}`;

/**
 * The rows of `candidate_search s` an organisation finds: those for everyone, and those kept for it
 * alone (the candidates it added, awaiting the claim): inCvDatabaseFor over the narrow table.
 */
export const searchableBy = (clientId: number): SQL =>
  sql`(s.only_org_id is null or s.only_org_id = ${clientId})`;

/**
 * Who an organisation reaches in the CV database: the listed candidates, and those it added who have
 * not yet claimed their account (issue 29: the adding organisation completes them; no other reaches
 * them by this path). Over `candidate_profiles p join users u`, as LISTED.
 */
export const inCvDatabaseFor = (clientId: number | null): SQL =>
  sql`((${LISTED}) or (u.role = 'candidate' and ${addedByOrg(clientId, sql`u.id`)}))`;

const ints = (ids: number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/** The keyword boxes as one tree; a malformed box is a 400 naming that box. */
export function keywordTree(c: Partial<CvSearchCriteria>): QueryNode | null {
  try {
    return combineKeywordBoxes({ q: c.q, all: c.all, any: c.any, none: c.none });
  } catch (err) {
    if (err instanceof KeywordBoxError) throw AppError.validation({ [err.box]: [contractText(err.message)] });
    throw err;
  }
}

export type ConditionKey = CvFacet | 'keyword' | 'rest' | 'org';

/**
 * The active filters' conditions for organisation `clientId`'s search; `rest` gathers those without
 * a facet, `org` keeps the rows that organisation finds.
 */
export function criteriaConditions(
  c: Partial<CvSearchCriteria>,
  tree: QueryNode | null,
  clientId: number,
): Partial<Record<ConditionKey, SQL>> {
  const out: Partial<Record<ConditionKey, SQL>> = { org: searchableBy(clientId) };
  const rest: SQL[] = [];
  if (tree) {
    // The index answers every word, prefix and two-word phrase exactly; a longer phrase also needs
    // the positions, read from the profile's vector (for the rows the index found, when it can).
    const positions = sql`exists (select 1 from candidate_profiles p
      where p.user_id = s.user_id and p.search @@ ${tsqueryOf(tree)})`;
    out.keyword = termsAreExact(tree)
      ? sql`s.terms @@ ${termsQueryOf(tree)}`
      : termsCoverTree(tree)
        ? sql`(s.terms @@ ${termsQueryOf(tree)} and ${positions})`
        : positions;
  }
  if (c.current_location?.length) {
    const ids = ints(c.current_location);
    out.current_location = sql`(s.current_city_id = any(${ids}) or s.current_state_id = any(${ids}) or s.current_country_id = any(${ids}))`;
  }
  if (c.desired_location?.length)
    out.desired_location = sql`s.desired_location_ids && ${ints(c.desired_location)}`;
  if (c.designation?.length) {
    const ids = ints(c.designation);
    out.designation = sql`(s.desired_designation_ids && ${ids} or s.current_designation_ids && ${ids})`;
  }
  if (c.functional_area?.length)
    out.functional_area = sql`s.desired_functional_area_ids && ${ints(c.functional_area)}`;
  if (c.industry?.length) out.industry = sql`s.desired_industry_ids && ${ints(c.industry)}`;
  if (c.skills?.length) out.skills = sql`s.skill_ids @> ${ints(c.skills)}`;
  if (c.nationality?.length) out.nationality = sql`s.nationality_id = any(${ints(c.nationality)})`;
  if (c.visa_status?.length) out.visa_status = sql`s.visa_status_id = any(${ints(c.visa_status)})`;
  if (c.notice_period?.length) out.notice_period = sql`s.notice_period_id = any(${ints(c.notice_period)})`;
  if (c.education_level?.length)
    out.education_level = sql`s.education_level_ids && ${ints(c.education_level)}`;
  if (c.certification?.length) {
    const ids = ints(c.certification);
    out.certification = c.certification_valid
      ? sql`exists (select 1 from unnest(s.certification_ids, s.certification_expiries) ce(id, expires_on)
          where ce.id = any(${ids}) and (ce.expires_on is null or ce.expires_on >= current_date))`
      : sql`s.certification_ids && ${ids}`;
  }
  if (c.experience_min != null) rest.push(sql`s.total_experience_years >= ${c.experience_min}`);
  if (c.experience_max != null) rest.push(sql`s.total_experience_years <= ${c.experience_max}`);
  if (c.salary_min != null || c.salary_max != null) {
    // Expected salaries are monthly, in the candidate's currency: compared in AED a month.
    const aed = sql`salary_aed_month(s.expected_salary, s.expected_salary_currency, 'MONTH')`;
    if (c.salary_min != null) rest.push(sql`${aed} >= ${c.salary_min}`);
    if (c.salary_max != null) rest.push(sql`${aed} <= ${c.salary_max}`);
  }
  if (c.has_cv != null) rest.push(c.has_cv ? sql`s.has_cv` : sql`not s.has_cv`);
  if (c.active_within != null)
    rest.push(sql`s.last_active_at >= now() - make_interval(days => ${c.active_within})`);
  if (c.updated_within != null)
    rest.push(sql`s.updated_at >= now() - make_interval(days => ${c.updated_within})`);
  if (rest.length) out.rest = sql.join(rest, sql` and `);
  return out;
}

/** Every condition but `except`'s (`candidate_search` holds listed candidates only). */
export function whereOf(conds: Partial<Record<ConditionKey, SQL>>, except?: ConditionKey): SQL {
  const parts = Object.entries(conds).flatMap(([k, v]) => (k === except || !v ? [] : [v]));
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
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

export type PageSpec = {
  /** Computed once per matching row, readable as `b.rank` in `order`. */
  rank: SQL | null;
  /** Over `base b` (columns user_id, last_active_at, total_experience_years, rank). */
  order: SQL;
  limit: number;
  offset: number;
};

/**
 * The page of ids, the total and the facet counts in one statement and one pass over the matching
 * rows of the narrow `candidate_search`. Rows come back as (facet, key, n, name, ids): the 'page' row
 * carries the page's user ids in order, the 'total' row the count, the others a facet value and its
 * count.
 *
 * Facets are disjunctive (each counted with every filter but its own, so choosing Dubai still shows
 * what Abu Dhabi would add), except skills, an "all of" filter, which counts within the result. The
 * rows matching the keyword and the filters without a facet are materialised once, with a flag per
 * facet filter; each tagged value of `facet_keys` counts when the other facets' flags hold, all in
 * one grouping; certificates (their validity depends on today) are counted beside them.
 */
export function searchSql(
  conds: Partial<Record<ConditionKey, SQL>>,
  c: Partial<CvSearchCriteria>,
  page: PageSpec,
): SQL {
  const active = CV_FACETS.filter((f) => conds[f]);
  const pre = (['org', 'keyword', 'rest'] as const).flatMap((k) => (conds[k] ? [conds[k]] : []));
  const flags = active.map((f) => sql`(${conds[f]}) as ${sql.raw(`f_${f}`)}`);
  const flagCols = sql.raw(active.map((f) => `, b.f_${f}`).join(''));
  const all = active.length ? sql.raw(active.map((f) => `x.f_${f}`).join(' and ')) : sql`true`;
  // A value of facet `tag` counts when every active filter holds, its own facet's excepted.
  const others = (tag: SQL, own?: CvFacet) => {
    const list = active.flatMap((f) => {
      if (f === 'skills') return [sql.raw('x.f_skills')];
      if (own) return f === own ? [] : [sql.raw(`x.f_${f}`)];
      return [sql`(${tag} = ${sql.raw(String(CV_FACETS.indexOf(f) + 1))} or ${sql.raw(`x.f_${f}`)})`];
    });
    return list.length ? sql.join(list, sql` and `) : sql`true`;
  };
  const names = sql.raw(`(array[${CV_FACETS.map((f) => `'${f}'`).join(', ')}]::text[])`);
  const certificates = c.certification_valid
    ? sql`select x.id from (select unnest(b.certification_ids) as id, unnest(b.certification_expiries) as expires_on${flagCols}
        from base b) x where (x.expires_on is null or x.expires_on >= current_date) and ${others(sql``, 'certification')}`
    : sql`select x.id from (select unnest(b.certification_ids) as id${flagCols} from base b) x
        where ${others(sql``, 'certification')}`;
  return sql`with base as materialized (
    select s.user_id, s.last_active_at, s.total_experience_years, ${page.rank ?? sql`0`}::real as rank,
      s.facet_keys, s.certification_ids, s.certification_expiries
      ${flags.length ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
    from candidate_search s${pre.length ? sql` where ${sql.join(pre, sql` and `)}` : sql``}
  ), keys as (
    select x.k >> ${sql.raw(String(ID_BITS))} as tag, x.k & ${sql.raw(String(2 ** ID_BITS - 1))} as id
    from (select unnest(b.facet_keys) as k${flagCols} from base b) x
    where ${others(sql.raw(`x.k >> ${ID_BITS}`))}
  ), counts as (
    select ${names}[k.tag] as facet, k.id as key, count(*)::int as n from keys k group by k.tag, k.id
    union all
    select 'certification', ce.id, count(*)::int from (${certificates}) ce group by ce.id
  )
  select 'page'::text as facet, null::int as key, null::int as n, null::text as name, array(
    select b.user_id from base b
    where ${sql.raw(active.length ? active.map((f) => `b.f_${f}`).join(' and ') : 'true')}
    order by ${page.order} limit ${page.limit} offset ${page.offset}) as ids
  union all
  select 'total', null, count(*)::int, null, null from base x where ${all}
  union all
  select c.facet, c.key, c.n, m.name, null from counts c left join master_items m on m.id = c.key`;
}
