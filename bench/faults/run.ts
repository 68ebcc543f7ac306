export {};

/*
 * `npm run faults -- <name>|all`: the fault drills (docs/operations.md, "Fault drills"). Each starts
 * what it needs (its own PostgreSQL, portal processes, stand-ins), prints its figures and cleans up;
 * the exit code is non-zero when any check failed.
 */
const DRILLS: Record<string, () => Promise<{ run: () => Promise<number> }>> = {
  'postgres-outage': () => import('./postgres-outage'),
  'smtp-outage': () => import('./smtp-outage'),
  'worker-kill': () => import('./worker-kill'),
  'redis-outage': () => import('./redis-outage'),
  'clamd-outage': () => import('./clamd-outage'),
  's3-outage': () => import('./s3-outage'),
};

const asked = process.argv.slice(2).filter((a) => a !== '--');
const names = asked.includes('all') ? Object.keys(DRILLS) : asked;
const unknown = names.filter((n) => !DRILLS[n]);
if (!names.length || unknown.length) {
  console.error(`usage: npm run faults -- <${Object.keys(DRILLS).join('|')}|all>`);
  if (unknown.length) console.error(`unknown drill: ${unknown.join(', ')}`);
  process.exit(2);
}
const results: [string, number][] = [];
for (const name of names) {
  console.log(`\n=== ${name} ===`);
  const load = DRILLS[name];
  if (!load) continue;
  results.push([name, await (await load()).run()]);
}
if (results.length > 1)
  for (const [name, code] of results) console.log(`${code === 0 ? 'passed' : 'FAILED'}  ${name}`);
process.exit(results.some(([, code]) => code !== 0) ? 1 : 0);
