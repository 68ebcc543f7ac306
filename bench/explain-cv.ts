/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of the CV search's statement (the page's ids, the total and the
 * facet counts in one) for docs/performance.md. Run after `npm run bench -- --scenario cv-search`:
 *   DATABASE_URL=postgres://... node --import tsx bench/explain-cv.ts
 * QUERIES='q=forklift|q=demurrage&skills=12' (the search page's parameters, `|` between) picks others.
 */
import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { type SQL, sql } from 'drizzle-orm';
import { fromPostgres, queryRows } from '../apps/server/src/core/db/client';
import { cvSearchStatement } from '../apps/server/src/modules/cv-search/search';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const db = fromPostgres(url);
/** The searching organisation (it also finds the candidates it added, awaiting their claim). */
const clientId = Number(process.env.CLIENT_ID ?? 1);
const queries = process.env.QUERIES ?? 'q=forklift*+AND+%22reach+truck%22|q=demurrage&experience_min=5';
for (const qs of queries.split('|')) {
  const q = cvSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const { tree, statement } = cvSearchStatement(q, clientId);
  const explain = (tx: typeof db.db) =>
    queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, buffers, costs off) ${statement as SQL}`);
  // As the server runs it: keyword searches with sequential scans off (search.ts says why).
  const rows = tree
    ? await db.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        return explain(tx);
      })
    : await explain(db.db);
  process.stdout.write(`\n-- ${qs}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}\n`);
}
await db.close();
