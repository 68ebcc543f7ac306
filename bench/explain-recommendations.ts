/**
 * EXPLAIN (ANALYZE) and the mean time of the recommendations query for one candidate with a broad
 * profile (a designation, an emirate, two common skills), after `npm run bench` generated the jobs:
 *   DATABASE_URL=postgres://... node --import tsx bench/explain-recommendations.ts
 * It gives the database's first candidate that profile.
 */
import { sql } from 'drizzle-orm';
import { fromPostgres, queryRows } from '../apps/server/src/core/db/client';
import { scoredJobsQuery } from '../apps/server/src/modules/recommendations/score-sql';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const { db } = fromPostgres(url);
const id = async (list: string, slug: string) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from master_items where list = ${list} and slug = ${slug}`,
  );
  if (!row) throw new Error(`no ${list} ${slug}`);
  return row.id;
};
const [candidate] = await queryRows<{ id: number }>(
  db,
  sql`select id from users where role = 'candidate' order by id limit 1`,
);
if (!candidate) throw new Error('no candidate: run npm run bench first');
const anchors = {
  designations: [await id('designations', 'warehouse-supervisor')],
  functionalAreas: [],
  locations: [await id('states', 'dubai')],
  skills: [await id('skills', 'sap-ewm'), await id('skills', 'rf-scanning')],
};
const arr = (ids: number[]) => `{${ids.join(',')}}`;
await db.execute(
  sql`insert into candidate_profiles (user_id) values (${candidate.id}) on conflict do nothing`,
);
await db.execute(sql`update candidate_profiles set desired_designation_ids = ${arr(anchors.designations)}::int[],
  desired_location_ids = ${arr(anchors.locations)}::int[], skill_ids = ${arr(anchors.skills)}::int[],
  total_experience_years = 5 where user_id = ${candidate.id}`);

const query = scoredJobsQuery(candidate.id, anchors, 20, 0);
const plan = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, costs off) ${query}`);
process.stdout.write(`${plan.map((r) => r['QUERY PLAN']).join('\n')}\n`);
const runs = 20;
const started = performance.now();
for (let i = 0; i < runs; i++) await queryRows(db, query);
process.stdout.write(`mean of ${runs} runs: ${((performance.now() - started) / runs).toFixed(1)} ms\n`);
process.exit(0);
