import { SALARY_MIN_ORGANISATIONS, SALARY_MIN_POSTINGS } from '@portal/contract/salary-insights';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

/**
 * One group's figures: a designation (place 0: everywhere) over the whole window (month null) or
 * one month. The quartiles are null, never computed, unless enough postings of enough
 * organisations back them.
 */
export type GroupRow = {
  designation_id: number;
  place_id: number;
  month: string | null;
  postings: number;
  q1: number | null;
  median: number | null;
  q3: number | null;
};

/**
 * Every designation's and designation × place's figures in one pass over the postings published
 * in [from, to): jobs published, closed or expired (never drafts) whose salary is shown, each at
 * the middle of its range in AED a month (jobs.salary_*_aed_month, kept by the database from the
 * exchange rates and the pay period). A place is a UAE emirate or, outside the UAE, the country; a
 * job in several counts once in each, and once for its designation everywhere.
 */
export async function salaryGroups(db: Db, from: Date, to: Date): Promise<GroupRow[]> {
  const enough = sql`count(*) >= ${SALARY_MIN_POSTINGS} and count(distinct client_id) >= ${SALARY_MIN_ORGANISATIONS}`;
  const quartile = (p: number) =>
    sql`case when ${enough} then round(percentile_cont(${sql.raw(String(p))}) within group (order by pay)::numeric)::int end`;
  return queryRows<GroupRow>(
    db,
    sql`with p as (
      select j.id, j.client_id, j.designation_id,
        to_char(j.published_at at time zone 'UTC', 'YYYY-MM') as month,
        (coalesce(j.salary_min_aed_month, j.salary_max_aed_month)
          + coalesce(j.salary_max_aed_month, j.salary_min_aed_month)) / 2.0 as pay
      from jobs j
      where j.status in ('published', 'closed', 'expired')
        and j.published_at >= ${from.toISOString()} and j.published_at < ${to.toISOString()}
        and j.salary_visible and j.designation_id is not null
        and (j.salary_min_aed_month is not null or j.salary_max_aed_month is not null)
    ), placed as (
      select p.id, p.client_id, p.designation_id, p.month, p.pay, 0 as place_id from p
      union all
      select distinct p.id, p.client_id, p.designation_id, p.month, p.pay,
        case when c.slug = 'united-arab-emirates' then l.state_id else l.country_id end
      from p
      join job_locations l on l.job_id = p.id
      join master_items c on c.id = l.country_id
      where c.slug <> 'united-arab-emirates' or l.state_id is not null
    )
    select designation_id, place_id, month, count(*)::int as postings,
      ${quartile(0.25)} as q1, ${quartile(0.5)} as median, ${quartile(0.75)} as q3
    from placed
    group by grouping sets ((designation_id, place_id), (designation_id, place_id, month))`,
  );
}

export type NamedRow = {
  id: number;
  list: string;
  slug: string;
  name: string;
  name_ar: string | null;
  country_slug: string | null;
};

/** The designations', emirates' and countries' slugs and names. */
export async function namesOf(db: Db, ids: number[]): Promise<NamedRow[]> {
  if (ids.length === 0) return [];
  return queryRows<NamedRow>(
    db,
    sql`select m.id, m.list, m.slug, m.name, m.name_ar, c.slug as country_slug
      from master_items m left join master_items c on c.id = m.parent_id
      where m.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
}

/** Active designations, emirates and countries with these slugs: is a page missing or just short of postings? */
export async function masterNames(db: Db, slugs: string[]) {
  return queryRows<{ list: string; slug: string; name: string }>(
    db,
    sql`select list, slug, name from master_items
      where list in ('designations', 'states', 'countries') and active
        and slug = any(${`{${slugs.join(',')}}`}::text[])`,
  );
}
