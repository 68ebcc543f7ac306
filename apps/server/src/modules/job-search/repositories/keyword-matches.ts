import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../../core/db/client';
import { tsQuery } from './search-sql';

/** The keyword reads of the search in memory (memory-search.ts). */

/** The published jobs matching a tsquery (text as PostgreSQL prints it): ids joined by commas. */
export async function openJobIdsMatching(db: Db, tsquery: string): Promise<string | null> {
  const rows = await queryRows<{ ids: string | null }>(
    db,
    sql`select string_agg(id::text, ',') as ids from jobs j
      where j.status = 'published' and j.search @@ ${tsquery}::tsquery`,
  );
  return rows[0]?.ids ?? null;
}

/** The search's tsquery of a keyword as PostgreSQL prints it ('' when it has no words). */
export async function tsqueryText(db: Db, keyword: string): Promise<string> {
  const [row] = await queryRows<{ q: string }>(db, sql`select ${tsQuery(keyword)}::text as q`);
  return row?.q ?? '';
}
