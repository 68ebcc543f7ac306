// Runs the Playwright journeys on the system Chromium. Without a browser they are skipped with a
// clear line, except under CI=true where a missing browser is a failure (DESIGN.md section 6).
import { bin, buildClientIfStale, chromiumPath, run } from './lib.mjs';

const chromium = chromiumPath();
if (!chromium) {
  const line = 'No Chromium found (set CHROMIUM_PATH or apt-get install chromium)';
  if (process.env.CI === 'true') {
    console.error(`${line}: the end-to-end journeys cannot run under CI.`);
    process.exit(1);
  }
  console.log(`${line}: skipping the end-to-end journeys.`);
  process.exit(0);
}

const built = await buildClientIfStale();
if (built !== 0) process.exit(built);
process.exit(
  await run(bin('playwright'), ['test', ...process.argv.slice(2)], {
    env: { ...process.env, CHROMIUM_PATH: chromium },
  }),
);
