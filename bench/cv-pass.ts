/**
 * The CV search's in-memory pass alone (memory-search.ts), per query of the cv-search scenario:
 * the index and the keyword leaves are read once from the bench database, then each query's pass is
 * timed over ROUNDS rounds (median). The server's other work per search is not in it.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_cv node --import tsx bench/cv-pass.ts
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
import { leavesOf } from '../apps/server/src/modules/cv-search/repositories/tsquery';
import { cvSearchQueries } from './cv-queries';
import { masterIds } from './cv-search';

const ROUNDS = Number(process.env.ROUNDS ?? 15);
/** The searching organisation (it also finds the candidates it added, awaiting their claim). */
const CLIENT_ID = Number(process.env.CLIENT_ID ?? 1);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL: the cv-search scenario’s database');
const database = await openDatabase({ dataDir: '/nonexistent', databaseUrl });
const db = database.db;

const ids = await masterIds(database);

const ix = await buildIndex(db, null);
const leaves = newLeaves();
const words = Math.ceil(ix.cap / 32);
const prepared = [];
for (const qs of cvSearchQueries(ids)) {
  const q = cvSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
  const tree = keywordTree(q);
  const bits = new Map<string, LeafBits>();
  if (tree)
    for (const { leaf } of leavesOf(tree).values()) {
      const b = await leafBits(db, ix, leaves, leaf);
      bits.set(b.key, b);
    }
  prepared.push({ qs, q, tree, bits });
}
await database.close();

const times: number[][] = prepared.map(() => []);
const totals: number[] = prepared.map(() => 0);
for (let r = 0; r < ROUNDS; r++)
  prepared.forEach(({ q, tree, bits }, i) => {
    const t0 = performance.now();
    const keyword = tree ? (evaluate(tree, bits, words) ?? new Uint32Array(words)) : null;
    const a = searchInMemory(ix, q, CLIENT_ID, tree, keyword, bits);
    (times[i] as number[]).push(performance.now() - t0);
    totals[i] = a.total;
  });
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)] as number;
const meds = times.map(median);
const order = meds.map((m, i) => [m, i] as const).sort((a, b) => b[0] - a[0]);
for (const [m, i] of order.slice(0, 10))
  process.stdout.write(
    `${m.toFixed(2).padStart(7)} ms ${String(totals[i]).padStart(7)} found  ${prepared[i]?.qs}\n`,
  );
const sum = meds.reduce((s, m) => s + m, 0);
// The fastest round of each query too: the medians move with the machine's other work.
const mins = times.reduce((s, a) => s + Math.min(...a), 0);
process.stdout.write(
  `\n${prepared.length} queries, ${ix.listedCount} candidates: mean of the medians ${(sum / meds.length).toFixed(2)} ms a pass, of the minimums ${(mins / meds.length).toFixed(2)} ms\n`,
);
