import type { CategoryCount, JobCategory } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';
import { cached } from '../jobs';

/** Open jobs per designation, functional area or state, busiest first; empty categories left out. */
export function categoryCounts(db: Db, category: JobCategory): Promise<CategoryCount[]> {
  return cached(db, `categories:${category}`, () => computeCategoryCounts(db, category));
}

async function computeCategoryCounts(db: Db, category: JobCategory): Promise<CategoryCount[]> {
  const source =
    category === 'state'
      ? sql`select unnest(j.location_ids) as id from jobs j where j.status = 'published' and j.valid_through > now()`
      : sql`select ${sql.raw(category === 'designation' ? 'j.designation_id' : 'j.functional_area_id')} as id
            from jobs j where j.status = 'published' and j.valid_through > now()`;
  const list = { designation: 'designations', functional_area: 'functional_areas', state: 'states' }[
    category
  ];
  const res = await queryRows<CategoryCount>(
    db,
    sql`
    select m.id, m.name, m.slug, c.n::int as open_jobs
    from (select id, count(*) as n from (${source}) s where id is not null group by id) c
    join master_items m on m.id = c.id and m.list = ${list}
    order by c.n desc, m.name`,
  );
  return res.map((r) => ({ ...r, id: Number(r.id), open_jobs: Number(r.open_jobs) }));
}
