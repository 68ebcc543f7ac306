import { fromPostgres } from './apps/server/src/db/client';
import { openJobs } from './apps/server/src/modules/job-search/open-jobs';
import { keywordPositions, scan } from './apps/server/src/modules/job-search/memory-search';
import { jobSearchQuerySchema as jobSearchQuery } from './packages/contract/src/jobs';
const database = fromPostgres(process.env.DATABASE_URL as string);
const db = database.db;
let t = performance.now();
const ix = await openJobs(db);
if (!ix) throw new Error('no index');
console.log('build ms', (performance.now() - t).toFixed(0), 'n', ix.n);
const qs = [
  {},
  { location: [1] },
  { designation: [5] },
  { experience: 3 },
  { salary_min: 5000 },
  { keyword: 'operations' },
  { keyword: 'supervisor' },
  { keyword: 'warehouse manager' },
  { keyword: 'supervisor', location: [1] },
];
for (const raw of qs) {
  const q = jobSearchQuery.parse(raw);
  const c = q.keyword ? await keywordPositions(db, ix, q.keyword) : null;
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    t = performance.now();
    scan(ix, q, c, 200);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(JSON.stringify(raw).padEnd(45), 'cands', String(c?.length ?? ix.n).padStart(8), 'scan ms median', times[3]?.toFixed(1), 'min', times[0]?.toFixed(1));
}
await database.close();
