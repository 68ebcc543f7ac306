import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../core/db/client';

/** How many rows each read of the build asks for (keeps the driver's row objects small). */
const BATCH = 50_000;

/** One column of a batch as text: numbers joined by commas ('' for null), read with `split`. */
export type Batch = {
  n: number;
  id: string;
  d: string;
  f: string;
  i: string;
  et: string;
  c: string;
  locs: string;
  pub: string;
  vt: string;
  emin: string;
  emax: string;
  lo: string;
  hi: string;
};

/**
 * Every open job's columns, BATCH at a time by id. Each column of a batch comes as one string
 * (string_agg), so a million jobs are a few hundred strings to split rather than a million row
 * objects for the driver to build. The aggregates read the same rows in the same order, so the
 * columns line up without sorting each of them.
 */
export async function readOpenJobColumns(db: Db): Promise<Batch[]> {
  const batches: Batch[] = [];
  let after = 0;
  const col = (expr: string) => sql.raw(`string_agg(coalesce((${expr})::text, ''), ',')`);
  for (;;) {
    const [batch] = await queryRows<Batch & { last: number | null }>(
      db,
      sql`select count(*)::int as n, max(id) as last, ${col('id')} as id, ${col('designation_id')} as d,
        ${col('functional_area_id')} as f, ${col('industry_id')} as i, ${col('employment_type')} as et,
        ${col('client_id')} as c, ${col("array_to_string(location_ids, ' ')")} as locs,
        ${col('(extract(epoch from published_at) * 1000000)::float8')} as pub,
        ${col('(extract(epoch from valid_through) * 1000)::float8')} as vt,
        ${col('experience_min')} as emin, ${col('experience_max')} as emax,
        ${col('case when salary_visible then coalesce(salary_min_aed_month, salary_max_aed_month) end')} as lo,
        ${col('case when salary_visible then coalesce(salary_max_aed_month, salary_min_aed_month) end')} as hi
      from (select * from jobs where status = 'published' and valid_through > now() and id > ${after}
        order by id limit ${BATCH}) j`,
    );
    if (!batch || batch.n === 0) return batches;
    batches.push(batch);
    if (batch.n < BATCH) return batches;
    after = Number(batch.last);
  }
}
