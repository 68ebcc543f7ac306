import { fileURLToPath } from 'node:url';
import type { Database } from './client';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the committed SQL migrations (drizzle-kit output) that the database has not seen yet.
 * `migrationsFolder` is for tests that replay history up to an older migration.
 */
export async function runMigrations(database: Database, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  await database.migrate(migrationsFolder);
}
