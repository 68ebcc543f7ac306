import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../core/db/client';

export type OpenJobRow = { id: number; updated_at: Date | string };

/** Published jobs still open, by id: one sitemap's slice. */
export const openJobs = (db: Db, limit: number, offset: number) =>
  queryRows<OpenJobRow>(
    db,
    sql`select id, updated_at from jobs where status = 'published' and valid_through > now()
        order by id limit ${limit} offset ${offset}`,
  );

export async function countOpenJobs(db: Db): Promise<number> {
  const [counts] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from jobs where status = 'published' and valid_through > now()`,
  );
  return Number(counts?.n ?? 0);
}

/** Active organisations with at least one open job (their company pages), by id. */
export const employersWithOpenJobs = (db: Db) =>
  queryRows<{ id: number }>(
    db,
    sql`select distinct c.id from clients c join jobs j on j.client_id = c.id
        where c.status = 'active' and j.status = 'published' and j.valid_through > now() order by c.id`,
  );
