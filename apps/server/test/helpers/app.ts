import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/app/app';
import { loadConfig } from '../../src/core/config';
import { createPglite, type Database, fromPglite, fromPostgres } from '../../src/core/db/client';
import type { LogStream } from '../../src/platform/http/logger';
import { TEST_JWT_SECRET } from '../setup/constants';
import { adminQuery, serverUrl } from '../setup/postgres-template';

export const isPostgres = process.env.DB_DRIVER === 'postgres';

/** A private copy of the seeded template for one test file: PGlite in memory, or a PostgreSQL database. */
export async function openTestDatabase(): Promise<Database> {
  if (!isPostgres) {
    const tarball = readFileSync(inject('pgliteTemplate'));
    return fromPglite(await createPglite({ loadDataDir: new Blob([tarball]) }));
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
  const database = fromPostgres(serverUrl(name));
  return {
    ...database,
    async close() {
      await database.close();
      await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/**
 * The database of each test app, so helpers that take only the app (newCandidate) can read what
 * the app wrote, e.g. the confirmation link of a sign-up mail in the outbox.
 */
const databases = new WeakMap<FastifyInstance, Database>();
export function databaseOf(app: FastifyInstance): Database {
  const database = databases.get(app);
  if (!database) throw new Error('not an app made by buildTestApp');
  return database;
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Closes the app and removes its data dir; the database stays for other apps of the file. */
  close(): Promise<void>;
};

/** Builds the real app on `database` with test settings; `env` overrides any variable. */
export async function buildTestApp(
  database: Database,
  env: Record<string, string> = {},
  logStream?: LogStream,
  options: { mailPollMs?: number } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web-dist'),
    PUBLIC_URL: 'http://portal.test',
    JWT_SECRET: TEST_JWT_SECRET,
    RATE_LIMIT_FACTOR: '100',
    // Staff signing in for other features' tests would each need an authenticator code; the
    // two-step tests (modules/user/mfa*.test.ts) build their app with the shipped default.
    MFA_REQUIRED_ROLES: '',
    ...env,
  });
  const app = await buildApp({
    config,
    database,
    jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET),
    logStream,
    mailPollMs: options.mailPollMs,
  });
  await app.ready();
  databases.set(app, database);
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One database and one app per test file: the common case. */
export async function setupFile(env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const t = await buildTestApp(database, env);
  return {
    ...t,
    async close() {
      await t.close();
      await database.close();
    },
  };
}
