// `npm test`: lint, type check, unit and integration tests, then the browser journeys.
// Stops at the first failing step so the failure is the last thing printed.
import { bin, run } from './lib.mjs';

// The Vitest projects shuffle files and tests (vitest.sequence.ts); the seed is printed so that a
// failure that depends on the order can be replayed with TEST_SEED=<seed> npm test.
process.env.TEST_SEED ||= String(1 + Math.floor(Math.random() * 2 ** 31));
console.log(`Test order seed: ${process.env.TEST_SEED} (replay with TEST_SEED=${process.env.TEST_SEED})`);

const steps = [
  ['lint (biome)', bin('biome'), ['check', '.']],
  ['import rules (dependency-cruiser)', 'npm', ['run', 'lint:deps', '--silent']],
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
