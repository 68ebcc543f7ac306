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
    sequence: { shuffle: true, seed: Number(process.env.TEST_SEED) || undefined },
    hookTimeout: 60_000,
  },
});
