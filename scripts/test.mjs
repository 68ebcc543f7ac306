// `npm test`: lint, type check, unit and integration tests, then the browser journeys.
// Stops at the first failing step so the failure is the last thing printed.
import { bin, run } from './lib.mjs';

const steps = [
  ['lint (biome)', bin('biome'), ['check', '.']],
  ['type check', 'npm', ['run', 'typecheck', '--silent']],
  ['unit and integration tests (vitest)', bin('vitest'), ['run']],
  ['end-to-end journeys (playwright)', process.execPath, ['scripts/e2e.mjs']],
];

for (const [name, cmd, args] of steps) {
  console.log(`\n=== ${name} ===`);
  const code = await run(cmd, args);
  if (code !== 0) {
    console.error(`\n${name} failed (exit ${code})`);
    process.exit(code);
  }
}
console.log('\nAll checks passed.');
