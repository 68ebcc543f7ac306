import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../core/db/client';

/** How many rows each read of the build asks for (keeps the driver's row objects small). */
const BATCH = 50_000;

/** One column of a batch as text: values joined by commas ('' for null). */
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
 * (string_agg), so a million jobs are a few hundred strings to parse rather than a million row
 * objects for the driver to build. The aggregates read the same rows in the same order, so the
 * columns line up. Yielded as read, so the caller parses one while the next is read.
 */
export async function* readOpenJobColumns(db: Db): AsyncGenerator<Batch> {
  let after = 0;
  const col = (expr: string) => sql.raw(`string_agg(coalesce((${expr})::text, ''), ',')`);
  for (;;) {
    const [batch] = await queryRows<Batch & { last: number | null }>(
      db,
      sql`select count(*)::int as n, max(id) as last, ${col('id')} as id, ${col('designation_id')} as d,
        ${col('functional_area_id')} as f, ${col('industry_id')} as i, ${col('employment_type')} as et,
        ${col('client_id')} as c, ${col("array_to_string(location_ids, ' ')")} as locs,
        ${col('(extract(epoch from published_at) * 1000)::float8')} as pub,
        ${col('(extract(epoch from valid_through) * 1000)::float8')} as vt,
        ${col('experience_min')} as emin, ${col('experience_max')} as emax,
        ${col('case when salary_visible then coalesce(salary_min_aed_month, salary_max_aed_month) end')} as lo,
        ${col('case when salary_visible then coalesce(salary_max_aed_month, salary_min_aed_month) end')} as hi
      from (select * from jobs where status = 'published' and valid_through > now() and id > ${after}
        order by id limit ${BATCH}) j`,
    );
    if (!batch || batch.n === 0) return;
    yield batch;
    if (batch.n < BATCH) return;
    after = Number(batch.last);
  }
}

/**
 * The ids of every published job (open or not) in the search's date order, as one string: the
 * date index alone answers it (an index-only scan, half a second at a million), where sorting the
 * open jobs in JavaScript blocked the server for seconds.
 */
export async function readPublishedOrder(db: Db): Promise<string> {
  const [row] = await queryRows<{ ids: string | null }>(
    db,
    sql`select string_agg(id::text, ',') as ids from (select id from jobs where status = 'published'
      order by published_at desc nulls last, id desc nulls last) s`,
  );
  return row?.ids ?? '';
}
