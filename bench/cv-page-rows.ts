/**
 * The CV search's page statement alone (`pageRows`: the 20 rows, their place and notice names, and
 * the passages ts_headline marks), per query of the cv-search scenario, run one at a time: as the
 * server sends it, and without the passages. The page's ids come from the in-memory pass.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_cv node --import tsx bench/cv-page-rows.ts
 */
import { cvSearchQuerySchema } from '@portal/contract/cv-search';
import { openDatabase } from '../apps/server/src/core/db/client';
import {
  evaluate,
  type LeafBits,
  leafBits,
  newLeaves,
} from '../apps/server/src/modules/cv-search/keyword-leaves';
import { buildIndex } from '../apps/server/src/modules/cv-search/listed-candidates';
import { searchInMemory } from '../apps/server/src/modules/cv-search/memory-search';
import { keywordTree } from '../apps/server/src/modules/cv-search/repositories/criteria-sql';
import { pageRows } from '../apps/server/src/modules/cv-search/repositories/search-rows';
import { leavesOf, tsqueryOf } from '../apps/server/src/modules/cv-search/repositories/tsquery';
import { cvSearchQueries } from './cv-queries';
import { masterIds } from './cv-search';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: the cv-search scenario’s database');
const database = await openDatabase({ dataDir: '/nonexistent', databaseUrl });
const db = database.db;
const ids = await masterIds(database);
const ix = await buildIndex(db, null);
const leaves = newLeaves();
const words = Math.ceil(ix.cap / 32);

/** Mean ms of ROUNDS runs, after one that warms the connection's caches. */
async function time(run: () => Promise<unknown>): Promise<number> {
  await run();
  const t0 = performance.now();
  for (let i = 0; i < ROUNDS; i++) await run();
  return (performance.now() - t0) / ROUNDS;
}

let withPassages = 0;
let without = 0;
const queries = cvSearchQueries(ids);
for (const qs of queries) {
  const q = cvSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const tree = keywordTree(q);
  const bits = new Map<string, LeafBits>();
  if (tree)
    for (const { leaf } of leavesOf(tree).values()) {
      const b = await leafBits(db, ix, leaves, leaf);
      bits.set(b.key, b);
    }
  const keyword = tree ? (evaluate(tree, bits, words) ?? new Uint32Array(words)) : null;
  const page = searchInMemory(ix, q, 1, tree, keyword, bits).ids;
  const tsq = tree ? tsqueryOf(tree) : null;
  const a = await time(() => pageRows(db, q, page, tsq));
  const b = await time(() => pageRows(db, q, page, null));
  withPassages += a;
  without += b;
  process.stdout.write(`${a.toFixed(2).padStart(7)} ${b.toFixed(2).padStart(7)}  ${qs}\n`);
}
process.stdout.write(
  `\n${queries.length} queries: the page statement ${(withPassages / queries.length).toFixed(2)} ms on average, ${(without / queries.length).toFixed(2)} ms without the passages\n`,
);
await database.close();
