import os from 'node:os';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runSeed } from '../../src/app/seed';
import { fromPostgres } from '../../src/core/db/client';
import { runMigrations } from '../../src/core/db/migrate';
import { TEST_DEMO_PASSWORD } from './constants';

export function serverUrl(database?: string): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const u = new URL(url);
  if (database) u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A migrated, seeded template database; each test file copies it with CREATE DATABASE ... TEMPLATE. */
export default async function setup(project: TestProject) {
  const name = `portal_tpl_${process.pid}_${Date.now()}`;
  await adminQuery(`CREATE DATABASE "${name}"`);
  const database = fromPostgres(serverUrl(name));
  try {
    await runMigrations(database);
    await runSeed(database.db, { dataDir: os.tmpdir(), demoPassword: TEST_DEMO_PASSWORD });
  } finally {
    await database.close();
  }
  project.provide('postgresTemplate', name);
  return () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
