/**
 * Prints EXPLAIN (ANALYZE) of the queries behind search, detail and category counts, for
 * docs/performance.md. Run after `npm run bench` generated the data:
 *   DATABASE_URL=postgres://... node --import tsx bench/explain.ts
 */
import { sql } from 'drizzle-orm';
import { fromPostgres, queryRows } from '../apps/server/src/core/db/client';
import {
  facetQuery,
  filterConditions,
  tsQuery,
  whereOf,
} from '../apps/server/src/modules/job-search/search-sql';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = fromPostgres(url);
const explain = async (title: string, q: ReturnType<typeof sql>) => {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db.db, sql`explain (analyze, costs off) ${q}`);
  process.stdout.write(`\n-- ${title}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
};
const [dubai] = await queryRows<{ id: number }>(
  db.db,
  sql`select id from master_items where list = 'states' and slug = 'dubai'`,
);
const kw = { page: 1, page_size: 20, keyword: 'warehouse' } as never;
const loc = { page: 1, page_size: 20, location: [Number(dubai?.id)] } as never;
await explain(
  'keyword match (jobs_search_location_idx, first column)',
  sql`select j.id from jobs j where ${whereOf(filterConditions(kw))} order by ts_rank_cd(j.search, ${tsQuery('warehouse')}) desc limit 20`,
);
await explain(
  'relevance page, bounded by date (BitmapAnd of jobs_search_location_idx and jobs_open_published_idx)',
  sql`with m as materialized (select j.id, j.published_at, j.search from jobs j where ${whereOf(filterConditions(kw))}
      and j.published_at >= (select published_at from jobs where status = 'published'
        order by published_at desc nulls last, id desc nulls last offset 4500 limit 1)),
    w as (select * from m order by published_at desc nulls last, id desc nulls last limit 200)
    select id from w order by ts_rank(w.search, ${tsQuery('warehouse')}) desc limit 20`,
);
await explain(
  'newest open jobs (jobs_open_published_idx)',
  sql`select j.id from jobs j where ${whereOf(filterConditions({ page: 1, page_size: 20 } as never))} order by j.published_at desc nulls last, j.id desc nulls last limit 20`,
);
await explain(
  'location filter (jobs_search_location_idx, second column)',
  sql`select count(*) from jobs j where ${whereOf(filterConditions(loc))}`,
);
const [abuDhabi] = await queryRows<{ id: number }>(
  db.db,
  sql`select id from master_items where list = 'states' and slug = 'abu-dhabi'`,
);
const kwLoc = {
  page: 1,
  page_size: 20,
  keyword: 'logistics coordinator',
  location: [Number(dubai?.id), Number(abuDhabi?.id)],
} as never;
await explain(
  'keyword and two emirates (both columns of jobs_search_location_idx in one scan)',
  sql`select j.id, j.published_at from jobs j where ${whereOf(filterConditions(kwLoc))}`,
);
await explain(
  'organisation list (jobs_client_status_idx)',
  sql`select id from jobs where client_id = (select client_id from jobs limit 1) and status = 'published' order by updated_at desc limit 20`,
);
await explain(
  'expiry (jobs_expiry_idx)',
  sql`select id from jobs where status = 'published' and valid_through <= now()`,
);
await explain(
  'did you mean (job_terms_word_trgm_idx)',
  sql`select word from job_terms where word % 'warehose' order by similarity(word, 'warehose') desc limit 1`,
);
await explain('facets of a keyword search (cold)', facetQuery(filterConditions(kw)));
await db.close();
