import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../core/db/client';

/** The reads of the listed candidates' columns for the index in memory (listed-candidates.ts). */

/** The columns of a row as text, one string per column for a whole batch (string_agg). */
export const COLUMNS = {
  id: 'user_id',
  city: 'current_city_id',
  state: 'current_state_id',
  country: 'current_country_id',
  nat: 'nationality_id',
  visa: 'visa_status_id',
  notice: 'notice_period_id',
  // -1: not given (only on a row kept for its adding organisation, before the profile is complete).
  exp: 'coalesce(total_experience_years, -1)',
  sal: "salary_aed_month(expected_salary, expected_salary_currency, 'MONTH')::float8",
  cv: 'has_cv::int',
  act: '(extract(epoch from last_active_at) * 1000000)::float8',
  upd: '(extract(epoch from updated_at) * 1000000)::float8',
  keys: "array_to_string(facet_keys, ' ')",
  cur: "array_to_string(current_designation_ids, ' ')",
  certs: "array_to_string(certification_ids, ' ')",
  exps: "array_to_string(array(select coalesce(e - date '1970-01-01', -1) from unnest(certification_expiries) e), ' ')",
  org: 'only_org_id',
} as const;
export type Batch = { n: number; last: number | null } & Record<keyof typeof COLUMNS, string>;

const selectBatch = (where: SQL, limit: number | null) => {
  const cols = Object.entries(COLUMNS).map(
    ([name, expr]) => sql`${sql.raw(`string_agg(coalesce((${expr})::text, ''), ',')`)} as ${sql.raw(name)}`,
  );
  return sql`select count(*)::int as n, max(user_id) as last, ${sql.join(cols, sql`, `)}
    from (select * from candidate_search where ${where} order by user_id
      ${limit ? sql`limit ${limit}` : sql``}) s`;
};

/** How many rows each read of a full build asks for. */
const BATCH = 50_000;

/** Every listed candidate, BATCH at a time by id. */
export async function readAllRows(db: Db): Promise<Batch[]> {
  const out: Batch[] = [];
  let after = 0;
  for (;;) {
    const [b] = await queryRows<Batch>(db, selectBatch(sql`user_id > ${after}`, BATCH));
    if (!b || b.n === 0) return out;
    out.push(b);
    if (b.n < BATCH) return out;
    after = Number(b.last);
  }
}

/** The rows of these candidates (those still listed). */
export async function readRows(db: Db, ids: number[]): Promise<Batch | null> {
  const [b] = await queryRows<Batch>(
    db,
    selectBatch(sql`user_id = any(${`{${ids.join(',')}}`}::int[])`, null),
  );
  return b && b.n > 0 ? b : null;
}
