import { defineConfig } from 'vitest/config';

/** The same server tests on PostgreSQL (TEST_DATABASE_URL): one database per test file. */
export default defineConfig({
  test: {
    name: 'server-postgres',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/setup/postgres-template.ts'],
    env: { DB_DRIVER: 'postgres' },
    testTimeout: 30_000,
    // Test files share a worker's module cache instead of importing the whole server again each
    // (about 2 s a file, over half of the run). They can: every cache and store in src/ is keyed by
    // its app's database (WeakMap<Db, …>), each file builds its own app, and no test mocks a module.
    isolate: false,
    sequence: { shuffle: true, seed: Number(process.env.TEST_SEED) || undefined },
    hookTimeout: 60_000,
  },
});
