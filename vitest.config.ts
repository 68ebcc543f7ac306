import { defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole repository. The server's integration tests run on PGlite, and a
 * second time on PostgreSQL when TEST_DATABASE_URL is set (DESIGN.md section 6).
 */
export default defineConfig({
  test: {
    // Two cores here and in CI; each server test file holds an in-memory database.
    maxWorkers: 2,
    projects: [
      'packages/contract/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/server/vitest.config.ts',
      ...(process.env.TEST_DATABASE_URL ? ['apps/server/vitest.postgres.config.ts'] : []),
    ],
  },
});
