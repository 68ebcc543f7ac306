import { defineConfig } from 'vitest/config';

/** Server tests on PGlite: one migrated + seeded template per run, cloned per test file. */
export default defineConfig({
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/setup/pglite-template.ts'],
    testTimeout: 30_000,
    // Files and tests run in a random order (npm test prints the seed; TEST_SEED replays it).
    sequence: { shuffle: true, seed: Number(process.env.TEST_SEED) || undefined },
    hookTimeout: 60_000,
  },
});
