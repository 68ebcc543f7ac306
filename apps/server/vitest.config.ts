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
    // Test files share a worker's module cache instead of importing the whole server again each
    // (about 2 s a file, over half of the run). They can: every cache and store in src/ is keyed by
    // its app's database (WeakMap<Db, …>), each file builds its own app, and no test mocks a module.
    isolate: false,
    // Files and tests run in a random order (npm test prints the seed; TEST_SEED replays it).
    sequence: { shuffle: true, seed: Number(process.env.TEST_SEED) || undefined },
    hookTimeout: 60_000,
  },
});
