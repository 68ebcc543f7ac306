import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { runSeed } from '../../src/app/seed';
import { createPglite, fromPglite } from '../../src/core/db/client';
import { runMigrations } from '../../src/core/db/migrate';
import { TEST_DEMO_PASSWORD } from './constants';

/** Builds the template once per run: a fresh PGlite costs seconds, a clone of the dump ~0.5 s. */
export default async function setup(project: TestProject) {
  const file = path.join(os.tmpdir(), `portal-pglite-template-${process.pid}-${Date.now()}.tar.gz`);
  const client = await createPglite();
  const database = fromPglite(client);
  await runMigrations(database);
  await runSeed(database.db, { dataDir: os.tmpdir(), demoPassword: TEST_DEMO_PASSWORD });
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}
