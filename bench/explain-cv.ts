/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of the CV search's two statements (the page of results and the
 * total with facet counts) for docs/performance.md. Run after `npm run bench -- --scenario cv-search`:
 *   DATABASE_URL=postgres://... node --import tsx bench/explain-cv.ts
 */
import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { sql } from 'drizzle-orm';
import { fromPostgres, queryRows } from '../apps/server/src/db/client';
import {
  criteriaConditions,
  facetSql,
  keywordTree,
  whereOf,
} from '../apps/server/src/modules/cv-search/criteria-sql';
import { tsqueryOf } from '../apps/server/src/modules/cv-search/tsquery';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = fromPostgres(url);
const explain = async (title: string, q: ReturnType<typeof sql>) => {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    db.db,
    sql`explain (analyze, buffers, costs off) ${q}`,
  );
  process.stdout.write(`\n-- ${title}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
};
for (const qs of ['q=forklift*+AND+%22reach+truck%22', 'q=demurrage&experience_min=5']) {
  const q = cvSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const tree = keywordTree(q);
  const conds = criteriaConditions(q, tree);
  const tsq = tree ? tsqueryOf(tree) : sql`null`;
  await explain(
    `${qs}: the page (relevance)`,
    sql`select p.user_id from candidate_profiles p join users u on u.id = p.user_id where ${whereOf(conds)}
      order by ts_rank_cd(p.search, ${tsq}) desc, p.last_active_at desc, u.id desc limit 20`,
  );
  await explain(`${qs}: total and facets`, facetSql(conds, q));
}
await db.close();
