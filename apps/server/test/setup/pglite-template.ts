import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runSeed } from '../../src/app/seed';
import { createPglite, fromPglite } from '../../src/core/db/client';
import { runMigrations } from '../../src/core/db/migrate';
import { TEST_DEMO_PASSWORD } from './constants';

/**
 * Builds the template once per run, a PGlite data directory on disk: a fresh PGlite costs seconds
 * (initdb, migrations, seed), a copy of this ~0.5 s (test/setup/pglite-snapshot.ts).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const database = fromPglite(await createPglite({ dataDir: dir }));
  await runMigrations(database);
  await runSeed(database.db, { dataDir: os.tmpdir(), demoPassword: TEST_DEMO_PASSWORD });
  // Closing shuts PostgreSQL down cleanly, so a copy starts without crash recovery.
  await database.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
