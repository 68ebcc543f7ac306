import { parseArgs } from 'node:util';
import { jobSearchQuerySchema } from '@portal/contract/jobs';
import { openDatabase } from '../apps/server/src/core/db/client';
import {
  type Scan,
  scan,
  setFacetFilters,
  withoutFilter,
} from '../apps/server/src/modules/job-search/memory-search';
import { openJobs } from '../apps/server/src/modules/job-search/open-jobs';

/*
 * The search's index of open jobs (modules/job-search/open-jobs-build.ts) read from a bench database:
 * how long the read takes, the server thread's CPU, and the longest the event loop was blocked
 * meanwhile (what every other request waits for during a read). Then the pass of a few searches
 * without a keyword, given each set filter's facet from the search without it (as searches run:
 * kept passes, search.ts `ownFacetsOf`), and visiting every row (memory-search.ts `scan`).
 *
 *   DATABASE_URL=postgres://127.0.0.1:5432/js_bench1m node --import tsx bench/index-build.ts
 */
const { values: args } = parseArgs({
  options: {
    /** Searches timed after the read, as query strings. */
    queries: {
      type: 'string',
      default:
        'location=260;location=260,251;designation=299;posted_within=7;experience=5;location=260&designation=299;location=260&experience=5;experience=5&salary_min=5000',
    },
    repeat: { type: 'string', default: '15' },
  },
});

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL ?? null,
  dataDir: process.env.BENCH_DATA_DIR ?? '.data-bench',
});
try {
  // A 10 ms timer late by more than its period was blocked: the longest such delay is reported.
  let last = performance.now();
  let worst = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worst = Math.max(worst, now - last - 10);
    last = now;
  }, 10);
  const started = performance.now();
  const cpu = process.cpuUsage();
  // The first read of an index is waited for (open-jobs.ts), so this returns it.
  const ix = await openJobs(database.db);
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  // One more turn, so a block at the read's very end is measured too.
  await new Promise((resolve) => setTimeout(resolve, 50));
  clearInterval(timer);
  if (!ix) throw new Error('the index could not be read');
  console.log(
    `index of ${ix.n} open jobs read in ${ms.toFixed(0)} ms; server thread CPU ${((used.user + used.system) / 1000).toFixed(0)} ms; longest block of the event loop ${worst.toFixed(0)} ms`,
  );

  const minMs = (run: () => Scan) => {
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < Number(args.repeat); i++) {
      const t = performance.now();
      run();
      best = Math.min(best, performance.now() - t);
    }
    return best;
  };
  console.log(
    'one pass, min ms of each: given the facets of the searches without each filter (as searches run) / every row',
  );
  for (const qs of args.queries.split(';')) {
    const q = jobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));
    // The searches without one filter each are kept passes when a search runs: made here untimed.
    const own = new Map(
      setFacetFilters(q).map((k) => [k, scan(ix, withoutFilter(q, k), null, 200).raw.get(k) ?? []]),
    );
    const fast = minMs(() => scan(ix, q, null, 200, own.size ? own : null));
    const full = minMs(() => scan(ix, q, null, 200));
    console.log(`  ${qs.padEnd(24)} ${fast.toFixed(2).padStart(7)} / ${full.toFixed(2).padStart(7)}`);
  }
} finally {
  await database.close();
}
