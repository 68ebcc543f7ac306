/** Known password of the seeded demo accounts in test databases only. */
export const TEST_DEMO_PASSWORD = 'Test-Demo-Password-2024';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

declare module 'vitest' {
  interface ProvidedContext {
    /** The PGlite data directory (on disk, shut down) holding the migrated, seeded template. */
    pgliteTemplate: string;
    /** Name of the PostgreSQL template database, on the server of TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}
