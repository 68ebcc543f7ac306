/**
 * Checks that the search over the open jobs in memory answers as the SQL does, on the bench's
 * database and the realistic scenario's queries (hits, order, total, facets, relaxations):
 *   DATABASE_URL=postgres://... node --import tsx bench/check-memory.ts [count]
 */
import { isDeepStrictEqual } from 'node:util';
import { jobSearchQuerySchema } from '@portal/contract/jobs';
import { sql } from 'drizzle-orm';
import { fromPostgres, queryRows } from '../apps/server/src/core/db/client';
import { openJobs } from '../apps/server/src/modules/job-search/open-jobs';
import { searchJobs } from '../apps/server/src/modules/job-search/search';
import { realisticQueries } from './realistic-queries';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const database = fromPostgres(url);
const db = database.db;
const ids = async (q: ReturnType<typeof sql>) =>
  (await queryRows<{ id: number }>(db, q)).map((r) => Number(r.id));
const queries = realisticQueries(
  {
    locations: await ids(sql`select id from master_items where list in ('states', 'cities') order by id`),
    designations: await ids(sql`select id from master_items where list = 'designations'`),
    functionalAreas: await ids(sql`select id from master_items where list = 'functional_areas'`),
  },
  Number(process.argv[2] ?? 300),
);
const t0 = performance.now();
const ix = await openJobs(db);
process.stdout.write(`index of ${ix?.n} open jobs read in ${(performance.now() - t0).toFixed(0)} ms\n`);
let same = 0;
// The "remove a filter" counts are cached under one key for both: each side computes them first
// for half of the queries.
for (const [i, qs] of queries.entries()) {
  const q = jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const run = (memory: boolean) => searchJobs(db, q, { cacheSeconds: 0, memory });
  let inSql: Awaited<ReturnType<typeof run>>;
  let inMemory: Awaited<ReturnType<typeof run>>;
  if (i % 2) {
    inSql = await run(false);
    inMemory = await run(true);
  } else {
    inMemory = await run(true);
    inSql = await run(false);
  }
  if (isDeepStrictEqual(inSql, inMemory)) same++;
  else {
    const facets = Object.keys(inSql.meta.facets).filter(
      (k) => !isDeepStrictEqual(inSql.meta.facets[k as 'location'], inMemory.meta.facets[k as 'location']),
    );
    // Facet counts are cached for a minute; "posted within" ones move as jobs age past a day bound.
    process.stdout.write(`differing facets: ${facets.join(', ')}\n`);
    process.stdout.write(
      `DIFFERS: ${qs}\n  sql    total ${inSql.meta.total} ids ${inSql.data.map((h) => h.id).join(',')}\n  memory total ${inMemory.meta.total} ids ${inMemory.data.map((h) => h.id).join(',')}\n`,
    );
  }
}
process.stdout.write(`${same} of ${queries.length} answers the same\n`);
await database.close();
