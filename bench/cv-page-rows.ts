/**
 * The CV search's page statement alone (`pageRows`: the 20 rows and the texts to find passages in,
 * their place, notice period and matched values then named in memory), per query of the cv-search
 * scenario, run one at a time: as the server sends it with the passages then found (passages.ts),
 * and without the texts. The page's ids come from the in-memory pass.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/portal_bench_cv node --import tsx bench/cv-page-rows.ts
 */
import { evaluate } from '../apps/server/src/modules/cv-search/keyword-leaves';
import { searchInMemory } from '../apps/server/src/modules/cv-search/memory-search';
import { englishMatcherOf, englishPassages } from '../apps/server/src/modules/cv-search/passages';
import { pageRows } from '../apps/server/src/modules/cv-search/repositories/search-rows';
import { namedRows } from '../apps/server/src/modules/cv-search/row-names';
import { prepareCvQueries } from './cv-prepared';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const { database, ix, prepared } = await prepareCvQueries();
const db = database.db;
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
for (const { qs, q, tree, bits } of prepared) {
  const keyword = tree ? (evaluate(tree, bits, words) ?? new Uint32Array(words)) : null;
  const page = searchInMemory(ix, q, 1, tree, keyword, bits).ids;
  const english = englishMatcherOf(tree);
  const a = await time(async () => {
    const rows = await namedRows(db, await pageRows(db, q, page, english != null));
    if (english) for (const r of rows) if (r.source) englishPassages(r.source, english);
  });
  const b = await time(() => pageRows(db, q, page, false));
  withPassages += a;
  without += b;
  process.stdout.write(`${a.toFixed(2).padStart(7)} ${b.toFixed(2).padStart(7)}  ${qs}\n`);
}
process.stdout.write(
  `\n${prepared.length} queries: the page statement ${(withPassages / prepared.length).toFixed(2)} ms on average, ${(without / prepared.length).toFixed(2)} ms without the passages\n`,
);
await database.close();
