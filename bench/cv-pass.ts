/**
 * The CV search's in-memory pass alone (memory-search.ts), per query of the cv-search scenario:
 * the index and the keyword leaves are read once from the bench database, then each query's pass is
 * timed over ROUNDS rounds (median). The server's other work per search is not in it.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_cv node --import tsx bench/cv-pass.ts
 */
import { evaluate } from '../apps/server/src/modules/cv-search/keyword-leaves';
import { searchInMemory } from '../apps/server/src/modules/cv-search/memory-search';
import { prepareCvQueries } from './cv-prepared';

const ROUNDS = Number(process.env.ROUNDS ?? 15);
/** The searching organisation (it also finds the candidates it added, awaiting their claim). */
const CLIENT_ID = Number(process.env.CLIENT_ID ?? 1);
const { database, ix, prepared } = await prepareCvQueries();
const words = Math.ceil(ix.cap / 32);
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
