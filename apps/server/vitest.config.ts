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
    hookTimeout: 60_000,
    // Each file holds a PGlite instance in memory; a few at a time keeps memory and CPU in check.
    maxWorkers: 3,
  },
});
